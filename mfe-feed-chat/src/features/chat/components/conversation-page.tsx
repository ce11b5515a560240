import { messages, namedRoutes, type ChatMessage, type ChatRoom } from '@coachforge/contracts';
import { useMe, useParams, usePlatform } from '@coachforge/remote-kit';
import {
  AttachmentList,
  Avatar,
  Button,
  ConfirmDialog,
  ErrorPanel,
  Notice,
  Page,
  Skeleton,
} from '@coachforge/ui';
import { endpoints } from '@coachforge/contracts';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { idFrom } from '../../../components/id-from';
import { chatKeys, useChatRoom } from '../api/chat-queries';
import { useRoomMessages, type OutgoingMessage } from '../hooks/use-room-messages';
import { MessageEditor } from './message-editor';
import { MessageText } from './message-text';

const c = messages.chat;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h1 {
    flex: 1;
    margin: 0;
  }
`;
const Timeline = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  max-height: 60vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
const Bubble = styled.li<{ $mine: boolean; $failed?: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 75%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ $mine, $failed, theme }) =>
    $failed ? theme.colors.dangerSurface : $mine ? theme.colors.infoSurface : theme.colors.surface};
`;
const Meta = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
`;

const timeOf = (epochSeconds: number) =>
  new Date(epochSeconds * 1000).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Holds its line while empty, so the page does not jump as people start and stop typing. */
const Typing = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedText};
  font-style: italic;
`;

function Message({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <Bubble $mine={mine} data-testid="chat-message" data-message-id={message.id}>
      <Meta>
        {mine ? c.you : (message.author?.full_name ?? messages.notifications.someone)} ·{' '}
        {timeOf(message.created_at)}
      </Meta>
      <MessageText message={message} />
      {message.attachments.length > 0 ? (
        <AttachmentList label={c.attachments} attachments={message.attachments} />
      ) : null}
    </Bubble>
  );
}

function Outgoing({ entry, onRetry }: { entry: OutgoingMessage; onRetry: () => void }) {
  const failed = entry.state === 'failed';
  return (
    <Bubble $mine $failed={failed} data-testid="chat-outgoing" data-state={entry.state}>
      <Meta>
        {failed ? (
          <>
            <span role="alert">{c.failed}</span>
            <Button $size="small" $variant="secondary" onClick={onRetry}>
              {c.retry}
            </Button>
          </>
        ) : (
          <span>{c.sending}</span>
        )}
      </Meta>
      <MessageText message={{ ...entry, mentions: [] }} />
      {entry.attachments.length > 0 ? (
        <AttachmentList label={c.attachments} attachments={entry.attachments} />
      ) : null}
    </Bubble>
  );
}

function Room({ room }: { room: ChatRoom }) {
  const me = useMe();
  const selfId = me?.private.id ?? 0;
  const { api, queryClient } = usePlatform();
  const chat = useRoomMessages(room.id, selfId);
  const [confirmClose, setConfirmClose] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const readUpTo = useRef(room.last_read_message_id);
  const newestMessage = chat.messages.at(-1);
  const newest = newestMessage?.id ?? 0;
  const newestIsMine = newestMessage?.author?.id === selfId;

  // Everything shown is read: tell the server once per newer message, when the page is in view. The
  // server marks the viewer's own message read when it stores it, so that one needs no request.
  useEffect(() => {
    if (newest <= readUpTo.current) return;
    if (newestIsMine) {
      readUpTo.current = newest;
      return;
    }
    if (document.visibilityState === 'hidden') return;
    readUpTo.current = newest;
    api
      .request(endpoints.markChatRead, { params: { id: room.id }, body: { message_id: newest }, quiet: true })
      .then((updated) => queryClient.setQueryData(chatKeys.room(room.id), updated))
      .catch(() => undefined);
  }, [api, newest, newestIsMine, queryClient, room.id]);

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest, chat.outgoing.length]);

  async function close() {
    const closed = await api.request(endpoints.closeChatRoom, { params: { id: room.id } });
    queryClient.setQueryData(chatKeys.room(room.id), closed);
    setConfirmClose(false);
  }

  return (
    <Page data-testid="feed_chat-page" data-route="conversation" aria-labelledby="chat-room-title">
      <Header>
        <Avatar name={room.title} src={room.avatar_url} size={40} decorative />
        <h1 id="chat-room-title">{room.title}</h1>
        {room.can_close ? (
          <Button $variant="secondary" onClick={() => setConfirmClose(true)}>
            {c.closeCommunity}
          </Button>
        ) : null}
      </Header>
      {chat.status === 'loading' ? (
        <Skeleton height="200px" />
      ) : chat.status === 'error' ? (
        <ErrorPanel title={c.loadFailed} onRetry={chat.reload} />
      ) : (
        <>
          {chat.hasOlder ? (
            <Button $variant="secondary" onClick={chat.loadOlder} disabled={chat.loadingOlder}>
              {c.loadOlder}
            </Button>
          ) : null}
          <Timeline aria-label="Messages" aria-live="polite">
            {chat.messages.length === 0 && chat.outgoing.length === 0 ? <li>{c.noMessages}</li> : null}
            {chat.messages.map((message) => (
              <Message key={message.id} message={message} mine={message.author?.id === selfId} />
            ))}
            {chat.outgoing.map((entry) => (
              <Outgoing
                key={entry.client_message_id}
                entry={entry}
                onRetry={() => chat.retry(entry.client_message_id)}
              />
            ))}
          </Timeline>
          <Typing role="status" data-testid="chat-typing">
            {chat.typing.length > 0 ? c.typing(chat.typing) : null}
          </Typing>
          <div ref={bottom} />
        </>
      )}
      {room.closed ? (
        <Notice tone="info">{c.closedNotice}</Notice>
      ) : (
        <MessageEditor
          roomId={room.id}
          community={room.kind === 'community'}
          selfId={selfId}
          onSend={chat.send}
          onTyping={chat.sayTyping}
        />
      )}
      <ConfirmDialog
        isOpen={confirmClose}
        title={c.closeCommunity}
        confirmLabel={c.closeCommunity}
        tone="danger"
        onConfirm={close}
        onCancel={() => setConfirmClose(false)}
      >
        {c.closeCommunityConfirm}
      </ConfirmDialog>
    </Page>
  );
}

/** /chat/:conversation_id: one room's history, live messages and the editor. */
export function ConversationPage() {
  const id = idFrom(useParams().conversation_id);
  const room = useChatRoom(id);
  if (room.data) return <Room room={room.data} />;
  return (
    <Page data-testid="feed_chat-page" data-route="conversation">
      <h1>{namedRoutes.conversation.title}</h1>
      {room.isPending ? (
        <Skeleton height="200px" />
      ) : (
        <ErrorPanel title={c.roomNotFound} onRetry={() => void room.refetch()} />
      )}
    </Page>
  );
}
