import styled from 'styled-components';

/** The red dot of something unread (notifications, chat messages). */
export const UnreadDot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  display: inline-block;
`;
