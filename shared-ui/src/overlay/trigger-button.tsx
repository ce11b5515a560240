import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';

/** The spec's two looks for a dropdown's trigger: an icon or a button (spec 03 section 2.3). */
export type DropdownVariant = 'icon' | 'button';

/** The button that opens a menu or a popover panel; `$active` underlines the section the page is in. */
export const Trigger = styled(AriaButton)<{ $active: boolean; $variant: DropdownVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  background: none;
  border: 0;
  border-bottom: 2px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  padding: ${({ theme, $variant }) => ($variant === 'icon' ? theme.space(1.5) : theme.space(2))};
  border-radius: ${({ $variant, theme }) => ($variant === 'icon' ? theme.radii.pill : '0')};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $active, theme }) => ($active ? theme.colors.link : theme.colors.text)};
  cursor: pointer;
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-focus-visible] {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
