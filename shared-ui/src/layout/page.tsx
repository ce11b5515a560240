import styled from 'styled-components';

/** The content column of a page. */
export const Page = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '440px' : '1100px')};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  h1 {
    margin-top: 0;
  }
`;
