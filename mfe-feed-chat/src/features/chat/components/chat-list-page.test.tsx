import { endpoints, type ChatRoom, type Endpoint, type RequestOptions } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatListPage } from './chat-list-page';

const room = (id: number, title: string, unread: number, text: string | null): ChatRoom => ({
  id,
  kind: 'community',
  title,
  avatar_url: null,
  account_id: 1,
  program_id: 3,
  closed: false,
  can_close: true,
  unread_count: unread,
  last_read_message_id: 0,
  last_message:
    text === null
      ? null
      : {
          id: 10 + id,
          chat_room_id: id,
          client_message_id: `c-${id}`,
          author: { id: 7, full_name: 'Alex Athlete', avatar_url: null },
          text,
          mentions: [{ id: 1, full_name: 'Sam Coach', avatar_url: null }],
          mention_all: false,
          attachments: [],
          created_at: 0,
        },
});

function open() {
  const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint === endpoints.chatRooms)
      return options.query?.q
        ? []
        : [room(1, 'Engine community', 2, 'Thanks @1 <b>!</b>'), room(2, 'Quiet room', 0, null)];
    if (endpoint === endpoints.listPrograms) return { items: [{ id: 3, title: 'Engine' }], total: 1 };
    if (endpoint === endpoints.createCommunity) return room(9, 'Engine community', 0, null);
    return undefined;
  };
  return renderWithPlatform(<ChatListPage kind="community" />, { me: fakeMe(), request: answer });
}

test('rooms show their last message as text with names for mentions, and unread marks', async () => {
  open();
  const [first, second] = await screen.findAllByTestId('chat-room');
  expect(first).toHaveTextContent('Alex Athlete: Thanks @Sam Coach <b>!</b>');
  expect(first).toHaveTextContent('2 unread');
  expect(second).toHaveTextContent('No messages yet.');
  expect(second).not.toHaveTextContent('unread');
});

test('searching asks for matching rooms and says when none match', async () => {
  const { requests } = open();
  await screen.findAllByTestId('chat-room');
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'zzz');
  expect(await screen.findByText('No conversations match your search.')).toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.chatRooms.path && r.options.query?.q === 'zzz')).toBe(
    true,
  );
});

test('a coach starts a community for a program and lands in it', async () => {
  const { requests, platform } = open();
  await userEvent.click(await screen.findByRole('button', { name: 'New community' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create community' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose a program.');
  await userEvent.click(screen.getByRole('button', { name: /Program/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Engine' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create community' }));
  await waitFor(() => expect(platform.navigate).toHaveBeenCalledWith('conversation', { conversation_id: 9 }));
  expect(requests.find((r) => r.path === endpoints.createCommunity.path)!.options.body).toEqual({
    program_id: 3,
    title: '',
  });
});
