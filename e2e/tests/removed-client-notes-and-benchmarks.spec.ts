import { messages } from '@coachforge/contracts';
import { expect, test } from '../support/test';
import {
  clientSignedIn,
  freeProgram,
  joinFreeProgram,
  signInByApi,
  signUpFinishedCoach,
} from '../support/account-api';
import { uniqueEmail } from '../support/platform';

test('a coach removes a client from a program, who then sees Start disabled and why; the coach keeps a note about them and sees their record on the benchmarks page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coachAuth = await signUpFinishedCoach(page, request, {
    email: uniqueEmail('removingcoach'),
    password: 'removing-coach',
    first_name: 'Rowan',
    last_name: 'Coach',
  });
  const planId = await freeProgram(request, coachAuth, { plan_type: 'one_many', title: 'Engine Room' });
  const athlete = {
    email: uniqueEmail('removedclient'),
    password: 'ready-to-train',
    first_name: 'Rae',
    last_name: 'Removed',
  };
  const { clientContext, client } = await clientSignedIn(browser, request, athlete);
  const clientAuth = await signInByApi(request, athlete.email, athlete.password);
  await joinFreeProgram(request, clientAuth, planId);
  const benchmarks: { id: number; name: string }[] = await (
    await request.get('/api/benchmarks', { headers: clientAuth })
  ).json();
  const squat = benchmarks.find((benchmark) => benchmark.name === '1RM Back Squat')!;
  expect(
    (
      await request.post('/api/user/records/benchmarks', {
        headers: clientAuth,
        data: { benchmark_id: squat.id, value: 120, recorded_on: new Date().toISOString().slice(0, 10) },
      })
    ).status(),
  ).toBe(201);

  // The coach removes the client from the program's clients list.
  await page.goto(`/coach/programs/${planId}/clients`);
  const row = page.getByRole('row', { name: /Rae Removed/ });
  await row.getByRole('button', { name: messages.clients.block }).click();
  await page
    .getByTestId('block-client-confirm')
    .getByRole('button', { name: messages.clients.block })
    .click();
  await expect(row.getByText(messages.clients.blockedBadge, { exact: true })).toBeVisible();

  // The client: Start is there but disabled, and says why; the program is gone from their calendar.
  await client.goto(`/p/${planId}`);
  const start = client.getByRole('button', { name: 'Start my Program' });
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  // Pointing at it shows why (React Aria shows hover tooltips once the page has seen the pointer used).
  await client.getByRole('heading', { level: 1, name: 'Engine Room' }).click();
  await start.hover();
  await expect(client.getByRole('tooltip')).toHaveText(messages.clients.blocked);
  // Reached by the keyboard it stays focusable, and says the same.
  await client.mouse.move(0, 0);
  await expect(client.getByRole('tooltip')).toHaveCount(0);
  await start.focus();
  await client.keyboard.press('Shift+Tab');
  await client.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await expect(client.getByRole('tooltip')).toHaveText(messages.clients.blocked);
  await client.goto('/user/my_programs/active');
  await expect(client.getByRole('row', { name: /Engine Room/ })).toContainText('Removed by the coach');
  await clientContext.close();

  // The coach keeps a note about the client on their profile; it is there after a reload.
  const me = await (await request.get('/api/users/me', { headers: clientAuth })).json();
  await page.goto(`/coach/clients/${me.private.id}/programs`);
  const notes = page.getByTestId('client-notes');
  await notes
    .getByRole('textbox', { name: /New note/ })
    .fill('Removed for now: asked for a break until May.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('list', { name: 'Notes about the client' })).toContainText(
    'asked for a break until May.',
  );
  await page.reload();
  await expect(page.getByTestId('client-notes')).toContainText('Rowan Coach');

  // The benchmarks page ranks the account's clients in a benchmark.
  await page.goto('/coach/benchmarks');
  const board = page.getByRole('grid', { name: '1RM Back Squat records' });
  await expect(board.getByRole('row', { name: /Rae Removed/ })).toContainText('120 kg');
});
