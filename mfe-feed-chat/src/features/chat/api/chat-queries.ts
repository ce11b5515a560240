import { endpoints, type ChatListKind, type ChatRoomMember } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export const chatKeys = {
  rooms: ['chat', 'rooms'] as const,
  roomList: (kind: ChatListKind, q: string) => ['chat', 'rooms', kind, q] as const,
  room: (id: number) => ['chat', 'room', id] as const,
};

/** The rooms of one list (all, conversations, communities), searched by title on the server. */
export function useChatRooms(kind: ChatListKind, q: string) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: chatKeys.roomList(kind, q),
    queryFn: ({ signal }) =>
      api.request(endpoints.chatRooms, { query: { kind, ...(q ? { q } : {}) }, signal, quiet: true }),
  });
}

export function useChatRoom(id: number) {
  const { api } = usePlatform();
  return useQuery({
    queryKey: chatKeys.room(id),
    queryFn: ({ signal }) => api.request(endpoints.chatRoom, { params: { id }, signal, quiet: true }),
  });
}

/** Members whose name holds `q`, for the mention suggestions (one page of 25). */
export function useMemberSearch() {
  const { api } = usePlatform();
  return useCallback(
    (roomId: number, q: string): Promise<ChatRoomMember[]> =>
      api
        .request(endpoints.chatRoomMembers, {
          params: { id: roomId },
          query: { page: 1, 'q[full_name_cont]': q },
          quiet: true,
        })
        .then((page) => page.members),
    [api],
  );
}
