import { messageSegments, type ChatMessage } from '@coachforge/contracts';
import styled from 'styled-components';

const Mention = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
`;
const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A message's text as text (never markup), its mentions shown as names. */
export function MessageText({
  message,
}: {
  message: Pick<ChatMessage, 'text' | 'mentions' | 'mention_all'>;
}) {
  return (
    <Text>
      {messageSegments(message.text, message.mentions, message.mention_all).map((segment, index) =>
        segment.kind === 'text' ? (
          <span key={index}>{segment.text}</span>
        ) : (
          <Mention key={index} data-mention={segment.id}>
            {segment.label}
          </Mention>
        ),
      )}
    </Text>
  );
}
