import styled from 'styled-components';

/** A sentence shown in the page (not a toast): results of links followed from mail, refusals. */
export const Notice = styled.p<{ $tone?: 'info' | 'error' }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.border)};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : 'inherit')};
`;
