import styled from 'styled-components';

/** A plain button in the header bar (Switch account), lined up with the menus' buttons. */
export const HeaderButton = styled.button`
  background: none;
  border: 0;
  border-bottom: 2px solid transparent;
  padding: ${({ theme }) => theme.space(2)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
