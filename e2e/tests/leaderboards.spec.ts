import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '../support/test';
import { type Auth, joinFreeProgram, signUpByApi, signUpFinishedCoach } from '../support/account-api';
import { feedNotifications } from '../support/feed-api';
import { realtimeState, signedInPage, uniqueEmail } from '../support/platform';
import { publishedOneDayProgram } from '../support/programs-api';

/** A free program whose day 1 is a timed section, published. */
const programWithTimedDay = (request: APIRequestContext, coachAuth: Auth) =>
  publishedOneDayProgram(request, coachAuth, {
    title: 'Engine',
    session: 'Engine day',
    section: 'Metcon',
    sets: 3,
    reps: '10',
  });

/** A client who joins the program and logs a time for today's section. */
async function clientLogs(request: APIRequestContext, planId: number, first: string, seconds: number) {
  const auth = await signUpByApi(request, {
    email: uniqueEmail(first.toLowerCase()),
    password: 'run-far-and-fast',
    first_name: first,
    last_name: 'Athlete',
    role: 'user',
  });
  await joinFreeProgram(request, auth, planId);
  const logged = await request.put(`/api/user/results/${randomUUID()}`, {
    headers: auth,
    params: { time_zone: 'UTC' },
    data: {
      program_id: planId,
      date: new Date().toISOString().slice(0, 10),
      session_index: 0,
      section_index: 0,
      score_kind: 'time',
      score: seconds,
      edited_at: new Date().toISOString(),
    },
  });
  expect(logged.ok()).toBe(true);
  return auth;
}

test('two clients log a day’s section, the coach sees them ranked and comments with a mention', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coach = {
    email: uniqueEmail('lena'),
    password: 'lift-heavy-things',
    first_name: 'Lena',
    last_name: 'Coach',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await programWithTimedDay(request, coachAuth);
  await clientLogs(request, planId, 'Ana', 300);
  const ben = await clientLogs(request, planId, 'Ben', 280);

  await page.goto('/leaderboards/daily');
  await page.getByTestId('daily-board').filter({ hasText: 'Engine · Metcon' }).click();
  await expect(page.getByRole('heading', { name: 'Engine · Metcon' })).toBeVisible();
  const standings = page.getByRole('tabpanel').getByTestId('standing');
  await expect(standings).toHaveCount(2);
  await expect(standings.nth(0)).toContainText('Ben Athlete');
  await expect(standings.nth(0)).toContainText('4:40');
  await expect(standings.nth(1)).toContainText('Ana Athlete');

  // Comment on Ana's score, mentioning Ben, by keyboard.
  await page.getByRole('link', { name: "Comments on Ana Athlete's score" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Comments on Ana Athlete's score");
  // The same comments open in another browser of the coach's, which should hear of the comment live.
  const { context: otherContext, page: other } = await signedInPage(browser, coach);
  await other.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(other.getByRole('heading', { level: 1 })).toHaveText("Comments on Ana Athlete's score");
  await realtimeState(other, 'connected');
  const box = page.getByRole('textbox', { name: 'Your comment' });
  await box.fill('Ben set the pace today');
  await page.getByRole('button', { name: '@Ben Athlete' }).focus();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Ben set the pace today @Ben Athlete ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('leaderboard-comment')).toContainText('Ben set the pace today @Ben Athlete');
  await expect(box).toHaveValue('');
  await expect(other.getByTestId('leaderboard-comment')).toContainText('Ben set the pace today @Ben Athlete');
  await otherContext.close();

  // Ben is told of the mention in the feed's leaderboards tab.
  await expect
    .poll(
      async () => (await feedNotifications(request, ben, 'leaderboards')).map((n) => n.notification_type),
      { timeout: 20_000 },
    )
    .toContain('client_mention');
});
