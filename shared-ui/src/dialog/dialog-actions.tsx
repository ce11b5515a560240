import styled from 'styled-components';

/**
 * The buttons at the foot of a dialog, the main action last. A file of its own: pages lay them out
 * without bringing the dialog, which is fetched when one opens (decision 0243).
 */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(2)};
`;
