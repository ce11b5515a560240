import {
  messagePreview,
  messages,
  namedRoutes,
  type ChatListKind,
  type ChatRoom,
  type RouteName,
} from '@coachforge/contracts';
import {
  Link,
  QueryState,
  useBusEvent,
  useDebouncedValue,
  useMe,
  usePlatform,
  useRoutePath,
} from '@coachforge/remote-kit';
import { Avatar, EmptyState, Page, Skeleton, StatusBadge, TextField } from '@coachforge/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LinkTabs } from '../../../components/link-tabs';
import { chatKeys, useChatRooms } from '../api/chat-queries';
import { NewCommunity } from './new-community';

const c = messages.chat;
const SEARCH_DEBOUNCE_MS = 300;

const tabs: { kind: ChatListKind; route: RouteName }[] = [
  { kind: 'all', route: 'conversations' },
  { kind: 'conversation', route: 'chat_messages' },
  { kind: 'community', route: 'chat_communities' },
];

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
`;
const Row = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
`;
const Preview = styled.div<{ $unread: boolean }>`
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

function RoomRow({ room }: { room: ChatRoom }) {
  const path = useRoutePath();
  const last = room.last_message;
  const preview = last ? messagePreview(last.text, last.mentions, last.mention_all) : c.noMessages;
  return (
    <li>
      <Row
        to={path('conversation', { conversation_id: room.id })}
        data-testid="chat-room"
        data-room-id={room.id}
      >
        <Avatar name={room.title} src={room.avatar_url} size={40} decorative />
        <Body>
          <strong>{room.title}</strong>
          {room.closed ? <> · {c.closedLabel}</> : null}
          <Preview $unread={room.unread_count > 0}>
            {last?.author ? `${last.author.full_name}: ` : ''}
            {preview}
          </Preview>
        </Body>
        {room.unread_count > 0 ? (
          <StatusBadge tone="info" testId="chat-unread">
            {c.unread(room.unread_count)}
          </StatusBadge>
        ) : null}
      </Row>
    </li>
  );
}

/** /chat/all, /chat/messages and /chat/communities: the rooms with their last message and unread marks. */
export function ChatListPage({ kind }: { kind: ChatListKind }) {
  const route = tabs.find((tab) => tab.kind === kind)!.route;
  const path = useRoutePath();
  const { queryClient } = usePlatform();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const rooms = useChatRooms(kind, q);
  const coach = useMe()?.current.role === 'coach';
  useBusEvent('chat.changed', () => void queryClient.invalidateQueries({ queryKey: chatKeys.rooms }));

  return (
    <Page data-testid="feed_chat-page" data-route={route} aria-labelledby="chat-list-title">
      <h1 id="chat-list-title">{namedRoutes[route].title}</h1>
      <LinkTabs
        label="Chat lists"
        current={kind}
        tabs={tabs.map((tab) => ({ key: tab.kind, to: path(tab.route), label: c.tabs[tab.kind] }))}
      />
      {coach && kind === 'community' ? <NewCommunity /> : null}
      <TextField
        label={c.search}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <QueryState query={rooms} errorTitle={c.listFailed} loading={<Skeleton />}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title={q ? c.noMatches : c.empty} />
          ) : (
            <List>
              {list.map((room) => (
                <RoomRow key={room.id} room={room} />
              ))}
            </List>
          )
        }
      </QueryState>
    </Page>
  );
}
