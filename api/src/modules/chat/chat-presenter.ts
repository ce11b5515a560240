import type { ChatMessage, ChatRoom, ChatRoomMember, ChatUser, MediaItem } from '@coachforge/contracts';
import { avatarUrl } from '../users';
import type { MemberRow, MessageRow, PersonRow, RoomRow } from './chat-repository';

export const presentPerson = (person: PersonRow): ChatUser => ({
  id: person.id,
  full_name: person.full_name,
  avatar_url: avatarUrl(person.avatar_file),
});

export const presentMember = (member: MemberRow): ChatRoomMember => ({
  ...presentPerson(member),
  type_account: member.side,
});

/** The message with its author and the people it mentions, as names read today. */
export function presentMessage(
  row: MessageRow,
  people: Map<number, PersonRow>,
  attachments: MediaItem[],
): ChatMessage {
  return {
    id: row.id,
    chat_room_id: row.room_id,
    client_message_id: row.client_message_id,
    author:
      row.author_id === null || row.author_name === null
        ? null
        : { id: row.author_id, full_name: row.author_name, avatar_url: avatarUrl(row.author_avatar) },
    text: row.text,
    mentions: row.mentions.flatMap((id) => {
      const person = people.get(id);
      return person ? [presentPerson(person)] : [];
    }),
    mention_all: row.mention_all,
    attachments,
    created_at: Math.floor(row.created_at.getTime() / 1000),
  };
}

/** The room's title as the viewer sees it: the coaches see the client's name, the client the coach account's. */
export const titleOf = (row: RoomRow): string =>
  row.kind === 'community' ? row.title : row.coach_side ? (row.client_name ?? '') : row.account_name;

/** The room as the viewer sees it (titleOf), with its last message. */
export function presentRoom(row: RoomRow, lastMessage: ChatMessage | null): ChatRoom {
  const community = row.kind === 'community';
  return {
    id: row.id,
    kind: row.kind,
    title: titleOf(row),
    avatar_url: avatarUrl(community || !row.coach_side ? row.account_avatar : row.client_avatar),
    account_id: row.account_id,
    program_id: row.program_id,
    closed: row.closed_at !== null,
    can_close: community && row.owner && row.closed_at === null,
    last_message: lastMessage,
    unread_count: row.unread_count,
    last_read_message_id: row.last_read_message_id,
  };
}
