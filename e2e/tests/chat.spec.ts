import type { WebSocketRoute } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { freeProgram, joinFreeProgram, signUpByApi, signUpFinishedCoach } from '../support/account-api';
import { feedNotifications } from '../support/feed-api';
import { expectSignedInAs, realtimeState, signedInPage, signIn, uniqueEmail } from '../support/platform';

/** A coach with a free program that the client joined, and the conversation of the two (decisions 0134-0137). */
async function coachAndClient(page: Page, request: APIRequestContext) {
  const coach = {
    email: uniqueEmail('casey'),
    password: 'lift-heavy-things',
    first_name: 'Casey',
    last_name: 'Coach',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await freeProgram(request, coachAuth, { plan_type: 'membership', title: 'Engine' });

  const client = {
    email: uniqueEmail('alex'),
    password: 'run-far-and-fast',
    first_name: 'Alex',
    last_name: 'Athlete',
  };
  const clientAuth = await signUpByApi(request, { ...client, role: 'user' });
  await joinFreeProgram(request, clientAuth, planId);
  const clientId: number = (await (await request.get('/api/users/me', { headers: clientAuth })).json())
    .private.id;
  const room = await request.post('/api/chat/conversations', {
    headers: coachAuth,
    data: { user_id: clientId },
  });
  expect(room.status()).toBe(200);
  return { coach, client, clientAuth, planId, roomId: (await room.json()).id as number };
}

/** The page's realtime socket passes through here, so the test can take it down and bring it back. */
async function cuttableSocket(page: Page) {
  let down = false;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/cable/, (socket) => {
    if (down) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.add(socket);
    socket.onClose(() => open.delete(socket));
  });
  return {
    async cut() {
      down = true;
      for (const socket of open) await socket.close();
      await realtimeState(page, 'disconnected');
    },
    async restore() {
      down = false;
      await realtimeState(page, 'connected', { timeout: 45_000 });
    },
  };
}

const messagesOf = (page: Page) => page.getByTestId('chat-message');

test('coach and client chat live, a mention notifies, and a message sent while a socket is down arrives once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { client, clientAuth, roomId } = await coachAndClient(page, request);

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const socket = await cuttableSocket(clientPage);
  await signIn(clientPage, client.email, client.password);
  await expectSignedInAs(clientPage, 'Alex Athlete');
  await clientPage.goto(`/chat/${roomId}`);
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText('Casey Coach');
  await realtimeState(clientPage, 'connected');

  // The coach finds the conversation in the list and writes with a mention picked from the suggestions.
  await page.goto('/chat/all');
  await page.getByTestId('chat-room').filter({ hasText: 'Alex Athlete' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alex Athlete');
  const editor = page.getByRole('combobox', { name: 'Write a message…' });
  await editor.pressSequentially('Great work @Ale');
  await expect(page.getByRole('option', { name: /Alex Athlete/ })).toBeVisible();
  // The client sees the coach typing; the coach never sees themselves typing.
  await expect(clientPage.getByTestId('chat-typing')).toHaveText('Casey Coach is typing…');
  await expect(page.getByTestId('chat-typing')).toHaveText('');
  await editor.press('Enter');
  await expect(editor).toHaveValue('Great work @Alex Athlete ');
  await editor.pressSequentially('see you tomorrow');
  await editor.press('Enter');
  await expect(messagesOf(page).last()).toContainText('Great work @Alex Athlete see you tomorrow');

  // The client sees it without a reload, and is told of the mention in the feed.
  await expect(messagesOf(clientPage).last()).toContainText('Great work @Alex Athlete see you tomorrow');
  // The message ends the typing line at once.
  await expect(clientPage.getByTestId('chat-typing')).toHaveText('');
  await expect
    .poll(
      async () =>
        (await feedNotifications(request, clientAuth, 'leaderboards')).map(
          (n) => `${n.notification_type}:${n.chat_room_id}`,
        ),
      { timeout: 20_000 },
    )
    .toContain(`client_mention:${roomId}`);

  // The client replies; the coach reads it live.
  const clientEditor = clientPage.getByRole('combobox', { name: 'Write a message…' });
  await clientEditor.fill('Thanks coach!');
  await clientEditor.press('Enter');
  await expect(messagesOf(page).last()).toContainText('Thanks coach!');

  // The client's socket goes down; the coach writes; it arrives once the socket is back, exactly once.
  await socket.cut();
  await editor.pressSequentially('Sent while you were offline');
  await editor.press('Enter');
  await expect(messagesOf(page).last()).toContainText('Sent while you were offline');
  await expect(clientPage.getByText('Sent while you were offline')).toHaveCount(0);
  await socket.restore();
  await expect(clientPage.getByText('Sent while you were offline')).toHaveCount(1, { timeout: 20_000 });
  // A later message arrives live after anything the catch-up brings: by then a duplicate would show.
  await editor.pressSequentially('And one more, live');
  await editor.press('Enter');
  await expect(messagesOf(clientPage).last()).toContainText('And one more, live');
  await expect(clientPage.getByText('Sent while you were offline')).toHaveCount(1);
  await expect(messagesOf(clientPage)).toHaveCount(4);

  await clientContext.close();
});

test('a client contacts the coach from the program page and lands in their conversation', async ({
  page,
  browser,
  request,
}) => {
  const { client, planId, roomId } = await coachAndClient(page, request);
  const { context: clientContext, page: clientPage } = await signedInPage(browser, client);
  await clientPage.goto(`/p/${planId}`);
  await clientPage.getByRole('button', { name: 'Contact coach' }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/chat/${roomId}$`));
  await expect(clientPage.getByRole('heading', { level: 1 })).toHaveText('Casey Coach');
  await clientContext.close();
});
