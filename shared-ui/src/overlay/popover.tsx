import { Popover } from 'react-aria-components';
import styled from 'styled-components';

/** The floating panel of selects, comboboxes, menus and date pickers. */
export const FloatingPanel = styled(Popover)`
  min-width: var(--trigger-width);
  max-width: min(420px, 96vw);
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.font};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadows.floating};
  z-index: ${({ theme }) => theme.layers.dropdown};
  overflow: auto;
  &[data-trigger='DatePicker'],
  &[data-trigger='DateRangePicker'] {
    max-width: none;
    overflow: visible;
  }
`;
