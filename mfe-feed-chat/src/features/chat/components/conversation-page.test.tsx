import {
  CHAT_TYPING_ACTION,
  CHAT_TYPING_SHOWN_MS,
  endpoints,
  type ChatMessage,
  type ChatRoom,
  type Endpoint,
  type RequestOptions,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConversationPage } from './conversation-page';

const room: ChatRoom = {
  id: 5,
  kind: 'conversation',
  title: 'Alex Athlete',
  avatar_url: null,
  account_id: 1,
  program_id: null,
  closed: false,
  can_close: false,
  last_message: null,
  unread_count: 0,
  last_read_message_id: 0,
};
const message = (id: number, text: string, client_message_id = `c-${id}`): ChatMessage => ({
  id,
  chat_room_id: 5,
  client_message_id,
  author: { id: 7, full_name: 'Alex Athlete', avatar_url: null },
  text,
  mentions: [],
  mention_all: false,
  attachments: [],
  created_at: 1_700_000_000,
});

function open(send: (body: { client_message_id: string; text: string }) => ChatMessage) {
  const sent: string[] = [];
  const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint === endpoints.chatRoom) return room;
    if (endpoint === endpoints.chatMessages)
      return {
        messages: options.query?.after ? [message(3, 'Missed one')] : [message(1, 'Hello coach')],
        has_more: false,
      };
    if (endpoint === endpoints.markChatRead) return room;
    if (endpoint === endpoints.sendChatMessage) {
      const body = options.body as { client_message_id: string; text: string };
      sent.push(body.client_message_id);
      return send(body);
    }
    return undefined;
  };
  const double = renderWithPlatform(<ConversationPage />, {
    me: fakeMe(),
    request: answer,
    route: '/chat/5',
    path: '/chat/:conversation_id',
  });
  return { ...double, sent };
}

test('a failed send keeps the text with Retry, and the retry reuses the message’s id', async () => {
  let fail = true;
  const { sent } = open((body) => {
    if (fail) throw new Error('offline');
    return {
      ...message(2, body.text, body.client_message_id),
      author: { id: 1, full_name: 'Sam Coach', avatar_url: null },
    };
  });
  expect(await screen.findByText('Hello coach')).toBeInTheDocument();
  await userEvent.type(
    screen.getByRole('combobox', { name: 'Write a message…' }),
    'Big session tomorrow{Enter}',
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Not sent.');
  expect(screen.getByTestId('chat-outgoing')).toHaveAttribute('data-state', 'failed');
  expect(screen.getByTestId('chat-outgoing')).toHaveTextContent('Big session tomorrow');

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(screen.queryByTestId('chat-outgoing')).not.toBeInTheDocument());
  expect(screen.getAllByTestId('chat-message').map((m) => m.textContent)).toEqual([
    expect.stringContaining('Hello coach'),
    expect.stringContaining('Big session tomorrow'),
  ]);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
});

test('while a send is under way the message shows as sending', async () => {
  let finish: (m: ChatMessage) => void = () => undefined;
  const { platform } = open(() => new Promise<ChatMessage>((resolve) => (finish = resolve)) as never);
  await screen.findByText('Hello coach');
  await userEvent.type(screen.getByRole('combobox', { name: 'Write a message…' }), 'On my way{Enter}');
  expect(screen.getByTestId('chat-outgoing')).toHaveAttribute('data-state', 'pending');
  expect(screen.getByTestId('chat-outgoing')).toHaveTextContent('Sending…');
  const calls = (platform.api.request as jest.Mock).mock.calls;
  const body = calls.find(([endpoint]) => endpoint === endpoints.sendChatMessage)![1].body;
  finish({ ...message(2, 'On my way', body.client_message_id) });
  await waitFor(() => expect(screen.queryByTestId('chat-outgoing')).not.toBeInTheDocument());
});

test('after the socket comes back, what was posted meanwhile is fetched and shown once', async () => {
  const { emit, requests } = open(() => message(9, 'x'));
  await screen.findByText('Hello coach');
  emit({ type: 'realtime.status', connected: false });
  emit({ type: 'realtime.status', connected: true });
  expect(await screen.findByText('Missed one')).toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.chatMessages.path && r.options.query?.after === 1)).toBe(
    true,
  );
});

test('others’ newest message is marked read, the viewer’s own one is not asked for again', async () => {
  const { requests } = open((body) => ({
    ...message(2, body.text, body.client_message_id),
    author: { id: 1, full_name: 'Sam Coach', avatar_url: null },
  }));
  await screen.findByText('Hello coach');
  const marked = () =>
    requests.filter((r) => r.path === endpoints.markChatRead.path).map((r) => r.options.body);
  await waitFor(() => expect(marked()).toEqual([{ message_id: 1 }]));
  await userEvent.type(screen.getByRole('combobox', { name: 'Write a message…' }), 'See you{Enter}');
  await waitFor(() => expect(screen.queryByTestId('chat-outgoing')).not.toBeInTheDocument());
  expect(marked()).toEqual([{ message_id: 1 }]);
});

test('the room is fetched again when it is closed, not when someone reads it', async () => {
  const { platform, requests } = open(() => message(9, 'x'));
  await screen.findByText('Hello coach');
  const subscribe = platform.cable.subscribe as jest.Mock;
  await waitFor(() => expect(subscribe).toHaveBeenCalled());
  const hear = subscribe.mock.calls.at(-1)![1] as (message: unknown) => void;
  const roomFetches = () => requests.filter((r) => r.path === endpoints.chatRoom.path).length;
  const before = roomFetches();
  hear({ type: 'read', data: { user_id: 7, last_read_message_id: 1 } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(roomFetches()).toBe(before);
  hear({ type: 'room_closed', data: { chat_room_id: 5 } });
  await waitFor(() => expect(roomFetches()).toBe(before + 1));
});

test('others typing shows under the messages, is said throttled over the channel, never for oneself, and expires', async () => {
  const { platform } = open(() => message(9, 'x'));
  await screen.findByText('Hello coach');
  const subscribe = platform.cable.subscribe as jest.Mock;
  await waitFor(() => expect(subscribe).toHaveBeenCalled());
  const hear = subscribe.mock.calls.at(-1)![1] as (message: unknown) => void;
  const subscription = subscribe.mock.results.at(-1)!.value as { perform: jest.Mock };
  const selfId = fakeMe().private.id;
  const line = screen.getByTestId('chat-typing');

  act(() => hear({ type: 'typing', data: { user_id: selfId, full_name: 'Me Myself' } }));
  expect(line).toHaveTextContent('');
  jest.useFakeTimers();
  try {
    act(() => hear({ type: 'typing', data: { user_id: 7, full_name: 'Alex Athlete' } }));
    expect(line).toHaveTextContent('Alex Athlete is typing…');
    act(() => jest.advanceTimersByTime(CHAT_TYPING_SHOWN_MS + 10));
    expect(line).toHaveTextContent('');
    act(() => hear({ type: 'typing', data: { user_id: 7, full_name: 'Alex Athlete' } }));
    // Their message arriving ends it at once.
    act(() => hear({ type: 'message_created', data: message(4, 'Done') }));
    expect(line).toHaveTextContent('');
  } finally {
    jest.useRealTimers();
  }

  const editor = screen.getByRole('combobox');
  await userEvent.type(editor, 'Hi there');
  expect(subscription.perform).toHaveBeenCalledTimes(1);
  expect(subscription.perform).toHaveBeenCalledWith(CHAT_TYPING_ACTION);
});

test('what is typed while the messages are still loading is said once the page has joined the room', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { platform } = renderWithPlatform(<ConversationPage />, {
    me: fakeMe(),
    request: async (endpoint) => {
      if (endpoint === endpoints.chatMessages) {
        await held;
        return { messages: [message(1, 'Hello coach')], has_more: false };
      }
      return room;
    },
    route: '/chat/5',
    path: '/chat/:conversation_id',
  });
  await userEvent.type(await screen.findByRole('combobox'), 'On my way');
  const subscribe = platform.cable.subscribe as jest.Mock;
  expect(subscribe).not.toHaveBeenCalled();

  release();
  expect(await screen.findByText('Hello coach')).toBeInTheDocument();
  await waitFor(() => expect(subscribe).toHaveBeenCalled());
  const subscription = subscribe.mock.results.at(-1)!.value as { perform: jest.Mock };
  expect(subscription.perform).toHaveBeenCalledTimes(1);
  expect(subscription.perform).toHaveBeenCalledWith(CHAT_TYPING_ACTION);
});
