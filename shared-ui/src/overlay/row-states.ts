import { css } from 'styled-components';

/**
 * How a row of a floating list answers a person: the options of selects and comboboxes and the items of
 * dropdown menus highlight, show the keyboard's focus ring and grey out alike.
 */
export const rowStates = css`
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.mutedText};
    cursor: not-allowed;
  }
`;
