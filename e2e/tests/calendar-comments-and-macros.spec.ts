import { messages } from '@coachforge/contracts';
import { expect, test } from '../support/test';
import { joinFreeProgram, signUpByApi, signUpFinishedCoach } from '../support/account-api';
import { feedNotifications } from '../support/feed-api';
import { signedInPage, uniqueEmail } from '../support/platform';
import { publishedOneDayProgram } from '../support/programs-api';

test("a client comments on today's session mentioning their coach and logs the day's macros; the coach reads both, the macros wait for review, and the reply reaches the client", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coach = {
    email: uniqueEmail('commentcoach'),
    password: 'comment-coach',
    first_name: 'Casey',
    last_name: 'Coach',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await publishedOneDayProgram(request, coachAuth, {
    title: 'Engine',
    session: 'Heavy day',
    section: 'Strength',
    sets: 5,
    reps: '5',
  });
  const athlete = {
    email: uniqueEmail('commentathlete'),
    password: 'comment-athlete',
    first_name: 'Ana',
    last_name: 'Lima',
  };
  const athleteAuth = await signUpByApi(request, { ...athlete, role: 'user' });
  await joinFreeProgram(request, athleteAuth, planId);

  // The client opens today's session's comments, mentions the coach and sends; then logs the day's macros.
  const client = await signedInPage(browser, athlete);
  await client.page.goto('/user/calendar');
  const session = client.page.getByRole('region', { name: /Heavy day · Engine/ });
  await session.getByRole('button', { name: messages.training.comments }).click();
  await expect(session.getByText(messages.training.noComments)).toBeVisible();
  await session.getByRole('button', { name: '@Casey Coach' }).click();
  await session.getByRole('textbox', { name: messages.comments.label }).pressSequentially('is 100 kg right?');
  await session.getByRole('button', { name: messages.comments.send }).click();
  await expect(session.getByTestId('calendar-comment')).toContainText('@Casey Coach is 100 kg right?');
  await expect(session.getByRole('textbox', { name: messages.comments.label })).toHaveValue('');

  const macros = client.page.getByRole('region', { name: messages.macros.title });
  await macros
    .getByRole('button', { name: new RegExp(`^${messages.macros.log}, .*`) })
    .last()
    .click();
  // Days after today cannot be logged yet, so today's is the week's last Log macros.
  const form = client.page.getByRole('form', { name: /^Macros, / });
  await form.getByRole('textbox', { name: 'Calories (kcal)' }).fill('2100');
  await form.getByRole('textbox', { name: 'Protein (g)' }).fill('150');
  await form.getByRole('textbox', { name: 'Carbs (g)' }).fill('220');
  await form.getByRole('textbox', { name: 'Fat (g)' }).fill('70');
  await form.getByRole('button', { name: messages.macros.save }).click();
  await expect(macros).toContainText('2100 kcal · P 150 g · C 220 g · F 70 g');

  // The mentioned coach is told once: the mention, not the comment too.
  await expect
    .poll(async () =>
      (await feedNotifications(request, coachAuth, 'leaderboards')).map((n) => n.notification_type),
    )
    .toEqual(['coach_mention']);
  expect(
    (await feedNotifications(request, coachAuth, 'activity')).map((n) => n.notification_type),
  ).not.toContain('coach_comment');

  // The coach's to_review list counts the macros day; the client's day shows it and the comment.
  await page.goto('/coach/clients/to_review');
  const row = page.getByTestId('clients-table').getByRole('row').filter({ hasText: 'Ana Lima' });
  await expect(row).toContainText('1 macros day to review');
  await row.getByRole('link', { name: 'Calendar' }).click();
  await page.getByRole('gridcell', { name: /today/ }).click();
  await expect(page.getByTestId('day-macros')).toHaveText(
    'Macros: 2100 kcal · P 150 g · C 220 g · F 70 g · to review',
  );
  const coachSession = page.getByRole('region', { name: /Heavy day/ });
  await coachSession.getByRole('button', { name: messages.training.comments }).click();
  await expect(coachSession.getByTestId('calendar-comment')).toContainText('is 100 kg right?');
  await coachSession.getByRole('textbox', { name: messages.comments.label }).fill('Yes, five clean sets');
  await coachSession.getByRole('button', { name: messages.comments.send }).click();
  await expect(coachSession.getByTestId('calendar-comment')).toHaveCount(2);

  // The client hears of the reply and reads it on the session.
  await expect
    .poll(async () =>
      (await feedNotifications(request, athleteAuth, 'activity')).map((n) => n.notification_type),
    )
    .toContain('client_comment');
  await client.page.reload();
  await session.getByRole('button', { name: messages.training.comments }).click();
  await expect(session.getByTestId('calendar-comment').nth(1)).toContainText('Yes, five clean sets');
  await client.context.close();
});
