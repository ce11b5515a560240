import styled from 'styled-components';

/**
 * The page's main action, kept in view at the bottom of the window while the page scrolls (spec 02
 * section 2: "Footer with a fixed button"). It stays in the page's order, so keyboard and screen-reader
 * users reach it after the fields it submits, and it is an ordinary part of the form it sits in.
 */
export const FixedFooter = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.layers.header};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    margin-left: -${({ theme }) => theme.space(4)};
    margin-right: -${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    box-shadow: ${({ theme }) => theme.shadows.floating};
    > button {
      flex: 1 1 100%;
    }
  }
`;
