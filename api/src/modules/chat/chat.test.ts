import {
  CHAT_CHANNEL,
  CHAT_TYPING_ACTION,
  endpoints,
  type ChatMessage,
  type ChatMessagesPage,
  type ChatRoom,
  type Notification,
} from '@coachforge/contracts';
import { connectCable } from '../../testing/cable-client';
import { accountIdOf, callEndpoint, createProgram } from '../../testing/programs';
import { signedUp, startTestApi, type TestApi } from '../../testing/test-api';
import { PNG, uploadMedia } from '../../testing/uploads';

type Auth = Record<string, string>;
let api: TestApi;
let coach: Auth;
let client: Auth;
let stranger: Auth;
let clientId: number;
let coachId: number;
let programId: number;
let counter = 0;

/** Joining through a purchase belongs to the payments flow; the test records a client who joined. */
async function joined(userAuth: Auth, program: number, accountId: number) {
  const userId = await accountIdOf(api, userAuth);
  await api.db.query(
    `INSERT INTO plan_memberships (program_id, account_id, user_id, email, state, joined_at)
     SELECT $1, $2, id, email, 'active', now() FROM users WHERE id = $3`,
    [program, accountId, userId],
  );
  return userId;
}

const send = (auth: Auth, roomId: number, body: Record<string, unknown>) =>
  callEndpoint(api, endpoints.sendChatMessage, auth, {
    params: { id: roomId },
    payload: { client_message_id: `message-${(counter += 1)}-${Date.now()}`, ...body },
  });

const history = async (auth: Auth, roomId: number, query: Record<string, string> = {}) => {
  const answer = await callEndpoint(api, endpoints.chatMessages, auth, { params: { id: roomId }, query });
  expect(answer.statusCode).toBe(200);
  return answer.json() as ChatMessagesPage;
};

const openWith = async (auth: Auth, body: Record<string, number>) => {
  const answer = await callEndpoint(api, endpoints.openConversation, auth, { payload: body });
  expect(answer.statusCode).toBe(200);
  return answer.json() as ChatRoom;
};

const feed = async (auth: Auth) => {
  await api.app.jobs.runDue();
  await api.app.jobs.runDue();
  const answer = await callEndpoint(api, endpoints.notifications, auth, { query: { tab: 'leaderboards' } });
  return (answer.json() as { items: Notification[] }).items;
};

beforeAll(async () => {
  api = await startTestApi();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  coach = (await signedUp(api, { role: 'coach', first_name: 'Casey', last_name: 'Coach' })).auth;
  client = (await signedUp(api, { role: 'user', first_name: 'Alex', last_name: 'Athlete' })).auth;
  stranger = (await signedUp(api, { role: 'user', first_name: 'Sam', last_name: 'Stranger' })).auth;
  coachId = await accountIdOf(api, coach);
  programId = (await createProgram(api, coach, 'membership', 'Engine Builder')).id;
  clientId = await joined(client, programId, coachId);
}, 60_000);
afterAll(() => api.close());

describe('a conversation between a coach account and a client', () => {
  let room: ChatRoom;
  beforeAll(async () => {
    room = await openWith(coach, { user_id: clientId });
  });

  test('is one per pair, opened by either side, titled with the other side’s name', async () => {
    expect(room).toMatchObject({ kind: 'conversation', title: 'Alex Athlete', closed: false });
    expect((await openWith(coach, { user_id: clientId })).id).toBe(room.id);
    const fromClient = await openWith(client, { account_id: coachId });
    expect(fromClient).toMatchObject({ id: room.id, title: 'Casey Coach' });
  });

  test('nobody opens one with a person who is not their client', async () => {
    const strangerId = await accountIdOf(api, stranger);
    const answer = await callEndpoint(api, endpoints.openConversation, coach, {
      payload: { user_id: strangerId },
    });
    expect(answer.statusCode).toBe(404);
    const fromStranger = await callEndpoint(api, endpoints.openConversation, stranger, {
      payload: { account_id: coachId },
    });
    expect(fromStranger.statusCode).toBe(404);
  });

  test('a non-member neither reads, posts, marks read nor lists it', async () => {
    for (const [endpoint, payload] of [
      [endpoints.chatRoom, undefined],
      [endpoints.chatMessages, undefined],
      [endpoints.chatRoomMembers, undefined],
      [endpoints.sendChatMessage, { client_message_id: 'stranger-1', text: 'hi' }],
      [endpoints.markChatRead, { message_id: 1 }],
    ] as const) {
      const answer = await callEndpoint(api, endpoint, stranger, { params: { id: room.id }, payload });
      expect(answer.statusCode).toBe(404);
    }
    const listed = await callEndpoint(api, endpoints.chatRooms, stranger);
    expect(listed.json()).toEqual([]);
  });

  test('a message sent twice with the same id is stored once', async () => {
    const body = {
      client_message_id: 'retry-0000-1111',
      text: 'Morning!  \u00a0\n\n\n\n\nHow was the session?  ',
    };
    const first = await callEndpoint(api, endpoints.sendChatMessage, client, {
      params: { id: room.id },
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    const again = await callEndpoint(api, endpoints.sendChatMessage, client, {
      params: { id: room.id },
      payload: body,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const stored = first.json() as ChatMessage;
    // Spec 03 section 4.8: non-breaking spaces, trailing whitespace, more than two blank lines.
    expect(stored.text).toBe('Morning!\n\nHow was the session?');
    const { messages } = await history(coach, room.id);
    expect(messages.filter((m) => m.client_message_id === body.client_message_id)).toHaveLength(1);
  });

  test('unread counts and the header flag follow what each member has read', async () => {
    const me = async (auth: Auth) =>
      (await callEndpoint(api, endpoints.me, auth)).json().current.has_unread_chat_messages as boolean;
    const sent = (await send(client, room.id, { text: 'Another one' })).json() as ChatMessage;
    expect(await me(coach)).toBe(true);
    expect(await me(client)).toBe(false);
    const [listed] = (await callEndpoint(api, endpoints.chatRooms, coach)).json() as ChatRoom[];
    expect(listed).toMatchObject({ id: room.id, unread_count: 2, last_message: { id: sent.id } });
    const read = await callEndpoint(api, endpoints.markChatRead, coach, {
      params: { id: room.id },
      payload: { message_id: sent.id },
    });
    expect(read.json()).toMatchObject({ unread_count: 0, last_read_message_id: sent.id });
    expect(await me(coach)).toBe(false);
  });

  test('history pages upward with a cursor and catches up after an id', async () => {
    for (let i = 0; i < 35; i += 1) await send(coach, room.id, { text: `Set ${i}` });
    const newest = await history(client, room.id);
    expect(newest.messages).toHaveLength(30);
    expect(newest.has_more).toBe(true);
    expect(newest.messages.at(-1)!.text).toBe('Set 34');
    const older = await history(client, room.id, { before: String(newest.messages[0]!.id) });
    expect(older.has_more).toBe(false);
    expect(older.messages.at(-1)!.id).toBeLessThan(newest.messages[0]!.id);
    const since = await history(client, room.id, { after: String(newest.messages.at(-3)!.id) });
    expect(since.messages.map((m) => m.text)).toEqual(['Set 33', 'Set 34']);
  });

  test('hostile or malformed input is a 4xx with a JSON error', async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ client_message_id: 'ok-12345678', text: { $gt: '' } }, 422],
      [{ client_message_id: '<script>', text: 'hi' }, 422],
      [{ client_message_id: 'ok-12345679', text: '   \n  ' }, 422],
      [{ client_message_id: 'ok-12345680', text: 'x'.repeat(5001) }, 422],
      [{ client_message_id: 'ok-12345681', text: 'hi', mentions: ['1; DROP TABLE users'] }, 422],
      [{ client_message_id: 'ok-12345682', text: 'hi', mention_all: true }, 422],
    ];
    for (const [payload, status] of cases) {
      const answer = await callEndpoint(api, endpoints.sendChatMessage, coach, {
        params: { id: room.id },
        payload,
      });
      expect(answer.statusCode).toBe(status);
      expect(answer.json()).toHaveProperty('error');
    }
    for (const id of ['abc', '0', '99999999999999999999', '1%27']) {
      const answer = await callEndpoint(api, endpoints.chatMessages, coach, { params: { id } });
      expect(answer.statusCode).toBe(404);
    }
    const bad = await callEndpoint(api, endpoints.chatMessages, coach, {
      params: { id: room.id },
      query: { before: 'yesterday' },
    });
    expect(bad.statusCode).toBe(422);
  });

  test('a mention is stored as an id, shown as text, and notifies the person mentioned', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const answer = await send(coach, room.id, { text: `@${clientId} ${html}`, mentions: [clientId] });
    expect(answer.statusCode).toBe(201);
    const message = answer.json() as ChatMessage;
    expect(message).toMatchObject({
      text: `@${clientId} ${html}`,
      mentions: [{ id: clientId, full_name: 'Alex Athlete' }],
    });
    const [notification] = await feed(client);
    expect(notification).toMatchObject({
      notification_type: 'client_mention',
      activity_type: 'chat_mention',
      chat_room_id: room.id,
      user: { id: coachId },
    });
    const strangerId = await accountIdOf(api, stranger);
    const outsider = await send(coach, room.id, { text: `@${strangerId}`, mentions: [strangerId] });
    expect(outsider.statusCode).toBe(422);
  });
});

test('a message may carry items of the author’s media library, and nobody else’s', async () => {
  const room = await openWith(coach, { user_id: clientId });
  const mine = await uploadMedia(api, coach, 'plan.png', PNG, 'image/png');
  const theirs = await uploadMedia(api, stranger, 'other.png', PNG, 'image/png');
  const sent = await send(coach, room.id, { text: '', attachment_ids: [mine.id] });
  expect(sent.statusCode).toBe(201);
  expect(sent.json().attachments).toEqual([expect.objectContaining({ id: mine.id, title: mine.title })]);
  const [last] = (await history(client, room.id, { limit: '1' })).messages;
  expect(last!.attachments.map((item) => item.id)).toEqual([mine.id]);
  const foreign = await send(coach, room.id, { text: 'look', attachment_ids: [theirs.id] });
  expect(foreign.statusCode).toBe(422);
  expect((await send(coach, room.id, { text: ' ', attachment_ids: [] })).statusCode).toBe(422);
});

describe('a community', () => {
  let room: ChatRoom;
  let second: Auth;
  beforeAll(async () => {
    second = (await signedUp(api, { role: 'user', first_name: 'Bo', last_name: 'Second' })).auth;
    await joined(second, programId, coachId);
    const created = await callEndpoint(api, endpoints.createCommunity, coach, {
      payload: { program_id: programId },
    });
    expect(created.statusCode).toBe(201);
    room = created.json();
  });

  test('holds the account’s coaches and the program’s clients, paged and searchable', async () => {
    expect(room).toMatchObject({ kind: 'community', title: 'Engine Builder community', can_close: true });
    const members = await callEndpoint(api, endpoints.chatRoomMembers, client, { params: { id: room.id } });
    expect(members.json().members.map((m: { full_name: string }) => m.full_name)).toEqual([
      'Alex Athlete',
      'Bo Second',
      'Casey Coach',
    ]);
    const searched = await callEndpoint(api, endpoints.chatRoomMembers, client, {
      params: { id: room.id },
      query: { 'q[full_name_cont]': 'bo', per_page: '1' },
    });
    expect(searched.json()).toEqual({
      members: [expect.objectContaining({ full_name: 'Bo Second', type_account: 'client' })],
      pagination: { current_page: 1, total_pages: 1 },
    });
    const outsider = await callEndpoint(api, endpoints.chatRoom, stranger, { params: { id: room.id } });
    expect(outsider.statusCode).toBe(404);
  });

  test('@all notifies every member but the author', async () => {
    const answer = await send(second, room.id, { text: '@all see you at 6', mention_all: true });
    expect(answer.statusCode).toBe(201);
    expect((await feed(client)).some((n) => n.chat_room_id === room.id)).toBe(true);
    expect(
      (await feed(coach)).some((n) => n.notification_type === 'coach_mention' && n.chat_room_id === room.id),
    ).toBe(true);
    expect((await feed(second)).some((n) => n.chat_room_id === room.id)).toBe(false);
  });

  /** The coach removes the client from the program (blocked) or restores them. */
  const setRemovedFromProgram = (userId: number, removed: boolean) =>
    api.db.query(
      `UPDATE plan_memberships SET blocked_at = CASE WHEN $3 THEN now() END
       WHERE program_id = $1 AND user_id = $2`,
      [programId, userId, removed],
    );

  test('a client the coach removed from the program loses its community until restored', async () => {
    const secondId = await accountIdOf(api, second);
    const setBlocked = (blocked: boolean) => setRemovedFromProgram(secondId, blocked);
    await setBlocked(true);
    expect(
      (await callEndpoint(api, endpoints.chatRoom, second, { params: { id: room.id } })).statusCode,
    ).toBe(404);
    const members = await callEndpoint(api, endpoints.chatRoomMembers, client, { params: { id: room.id } });
    expect(members.json().members.map((m: { full_name: string }) => m.full_name)).not.toContain('Bo Second');
    await setBlocked(false);
    expect(
      (await callEndpoint(api, endpoints.chatRoom, second, { params: { id: room.id } })).statusCode,
    ).toBe(200);
  });

  test('the header flag of a client in the community alone follows it: unread, removed, restored, read', async () => {
    const third = (await signedUp(api, { role: 'user', first_name: 'Cy', last_name: 'Third' })).auth;
    const thirdId = await joined(third, programId, coachId);
    const flag = async (auth: Auth) =>
      (await callEndpoint(api, endpoints.me, auth)).json().current.has_unread_chat_messages as boolean;
    expect(await flag(third)).toBe(true);
    const sent = (await send(second, room.id, { text: 'Who is in for Saturday?' })).json() as ChatMessage;
    expect(await flag(second)).toBe(false);
    expect(await flag(stranger)).toBe(false);
    const setBlocked = (blocked: boolean) => setRemovedFromProgram(thirdId, blocked);
    await setBlocked(true);
    expect(await flag(third)).toBe(false);
    await setBlocked(false);
    expect(await flag(third)).toBe(true);
    const read = await callEndpoint(api, endpoints.markChatRead, third, {
      params: { id: room.id },
      payload: { message_id: sent.id },
    });
    expect(read.statusCode).toBe(200);
    expect(await flag(third)).toBe(false);
  });

  test('only the owner closes it; then nobody posts and everyone still reads', async () => {
    const byClient = await callEndpoint(api, endpoints.closeChatRoom, client, { params: { id: room.id } });
    expect(byClient.statusCode).toBe(403);
    const closed = await callEndpoint(api, endpoints.closeChatRoom, coach, { params: { id: room.id } });
    expect(closed.json()).toMatchObject({ closed: true, can_close: false });
    expect((await send(client, room.id, { text: 'hello?' })).statusCode).toBe(409);
    expect((await history(client, room.id)).messages.length).toBeGreaterThan(0);
  });
});

describe('the chat channel', () => {
  let room: ChatRoom;
  beforeAll(async () => {
    room = await openWith(coach, { user_id: clientId });
  });

  test('refuses a room the identity is not a member of', async () => {
    const cable = await connectCable(api, stranger);
    const identifier = cable.subscribe({ channel: CHAT_CHANNEL, room_id: room.id });
    await cable.next((f) => f.identifier === identifier && f.type === 'reject_subscription');
    const bogus = cable.subscribe({ channel: CHAT_CHANNEL, room_id: 'x' });
    await cable.next((f) => f.identifier === bogus && f.type === 'reject_subscription');
    cable.close();
  });

  test('a member hears each new message live, once', async () => {
    const cable = await connectCable(api, client);
    const identifier = cable.subscribe({ channel: CHAT_CHANNEL, room_id: room.id });
    await cable.next((f) => f.identifier === identifier && f.type === 'confirm_subscription');
    const sent = (await send(coach, room.id, { text: 'Live one' })).json() as ChatMessage;
    const frame = await cable.next((f) => f.identifier === identifier && !!f.message);
    expect(frame.message).toEqual({ type: 'message_created', data: sent });
    // Once: by the time a later message is heard, the first has not come again.
    const later = (await send(coach, room.id, { text: 'Live two' })).json() as ChatMessage;
    await cable.next((f) => (f.message as { data?: ChatMessage })?.data?.id === later.id);
    const ids = cable.received
      .filter((f) => f.identifier === identifier && f.message)
      .map((f) => (f.message as { data: ChatMessage }).data.id);
    expect(ids).toEqual([sent.id, later.id]);
    cable.close();
  });

  test('typing reaches the room’s other pages with the writer’s name, throttled; a socket not in the room cannot say it', async () => {
    const writer = await connectCable(api, client);
    const reader = await connectCable(api, coach);
    const mine = writer.subscribe({ channel: CHAT_CHANNEL, room_id: room.id });
    const theirs = reader.subscribe({ channel: CHAT_CHANNEL, room_id: room.id });
    await writer.next((f) => f.identifier === mine && f.type === 'confirm_subscription');
    await reader.next((f) => f.identifier === theirs && f.type === 'confirm_subscription');
    const isTyping = (f: Record<string, unknown>) => (f.message as { type?: string })?.type === 'typing';
    writer.perform(mine, { action: CHAT_TYPING_ACTION });
    const frame = await reader.next((f) => f.identifier === theirs && isTyping(f));
    expect(frame.message).toEqual({ type: 'typing', data: { user_id: clientId, full_name: 'Alex Athlete' } });
    // A burst faster than the page's throttle is one signal; an unknown action or a foreign identifier none.
    for (let i = 0; i < 5; i += 1) writer.perform(mine, { action: CHAT_TYPING_ACTION });
    writer.perform(mine, { action: 'delete_everything' });
    writer.socket.send(JSON.stringify({ command: 'message', identifier: mine, data: '{not json' }));
    const unsubscribed = await connectCable(api, client);
    unsubscribed.perform(theirs, { action: CHAT_TYPING_ACTION });
    const marker = (await send(coach, room.id, { text: 'After the burst' })).json() as ChatMessage;
    await reader.next((f) => (f.message as { data?: ChatMessage })?.data?.id === marker.id);
    expect(reader.received.filter((f) => f.identifier === theirs && isTyping(f))).toHaveLength(1);
    for (const cable of [writer, reader, unsubscribed]) cable.close();
  });

  test('typing said the moment a page subscribes, before the room has let it in, still reaches the room', async () => {
    const reader = await connectCable(api, coach);
    const theirs = reader.subscribe({ channel: CHAT_CHANNEL, room_id: room.id });
    await reader.next((f) => f.identifier === theirs && f.type === 'confirm_subscription');
    const writer = await connectCable(api, client);
    const mine = writer.subscribe({ channel: CHAT_CHANNEL, room_id: room.id });
    writer.perform(mine, { action: CHAT_TYPING_ACTION });
    const isTyping = (f: Record<string, unknown>) => (f.message as { type?: string })?.type === 'typing';
    const frame = await reader.next((f) => f.identifier === theirs && isTyping(f));
    expect(frame.message).toEqual({ type: 'typing', data: { user_id: clientId, full_name: 'Alex Athlete' } });
    for (const cable of [writer, reader]) cable.close();
  });

  test('a socket that reconnects with the last id it saw receives what it missed, once', async () => {
    const before = await history(client, room.id);
    const lastSeen = before.messages.at(-1)!.id;
    const missed: ChatMessage[] = [];
    for (const text of ['While you were away', 'And another'])
      missed.push((await send(coach, room.id, { text })).json() as ChatMessage);
    const cable = await connectCable(api, client);
    const identifier = cable.subscribe({ channel: CHAT_CHANNEL, room_id: room.id, after: lastSeen });
    await cable.next((f) => f.identifier === identifier && f.type === 'confirm_subscription');
    await cable.next((f) => (f.message as { data?: ChatMessage })?.data?.id === missed[1]!.id);
    const live = (await send(coach, room.id, { text: 'Now live' })).json() as ChatMessage;
    await cable.next((f) => (f.message as { data?: ChatMessage })?.data?.id === live.id);
    const ids = cable.received
      .filter((f) => f.identifier === identifier && f.message)
      .map((f) => (f.message as { data: ChatMessage }).data.id);
    expect(ids).toEqual([missed[0]!.id, missed[1]!.id, live.id]);
    cable.close();
  });
});
