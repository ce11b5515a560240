import { css } from 'styled-components';

/** The spec's two looks for a dropdown's trigger: an icon or a button (spec 03 section 2.3). */
export type DropdownVariant = 'icon' | 'button';

export interface TriggerLookProps {
  /** Underlines the section the page is in. */
  $active: boolean;
  $variant: DropdownVariant;
}

/**
 * How the button that opens a menu or a popover panel looks. Kept apart from React Aria's button so a
 * menu's button can be drawn, as it will look, while the menu's code arrives (dropdown-menu-stand-in.tsx).
 */
export const triggerLook = css<TriggerLookProps>`
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
`;
