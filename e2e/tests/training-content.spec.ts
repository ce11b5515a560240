import { addDays, messages, type DailyLeaderboard, type DailyLeaderboards } from '@coachforge/contracts';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import {
  freeProgram,
  joinFromInvitationMail,
  signInByApi,
  signUpFinishedCoach,
} from '../support/account-api';
import { uniqueEmail } from '../support/platform';

test('a coach writes two weeks with a superset and a load as % of a benchmark; a membership client joining today sees the next 7 days, not day 8, and a time logged offline syncs once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const coach = {
    email: uniqueEmail('contentcoach'),
    password: 'content-coach',
    first_name: 'Cora',
    last_name: 'Content',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await freeProgram(request, coachAuth, {
    plan_type: 'membership',
    title: 'Session one',
    publish: false,
  });

  // Day 1: a back squat at 75% of the client's 1RM, then pull-ups joined to it in a superset.
  await page.goto(`/coach/programs/${planId}/schedule`);
  await page.getByRole('button', { name: 'Start the schedule' }).click();
  const day1 = page.getByTestId('day-0-0');
  await day1.getByRole('button', { name: 'Add session' }).click();
  await day1.getByLabel('Session title').fill('Strength');
  await day1.getByRole('combobox', { name: 'Add exercise' }).pressSequentially('Back Squ');
  await page.getByRole('option', { name: 'Back Squat', exact: true }).click();
  const squat = day1.getByRole('group', { name: 'Back Squat' });
  await squat.getByRole('textbox', { name: 'Sets' }).fill('5');
  await squat.getByRole('textbox', { name: 'Reps' }).fill('3');
  await squat.getByText('More').click();
  await squat.getByRole('button', { name: /Load as % of benchmark/ }).click();
  await page.getByRole('option', { name: '1RM Back Squat' }).click();
  await expect(squat.getByRole('textbox', { name: '% of it' })).toHaveValue('75');
  await day1.getByRole('combobox', { name: 'Add exercise' }).pressSequentially('Pull-U');
  await page.getByRole('option', { name: 'Pull-Up', exact: true }).click();
  await day1
    .getByRole('group', { name: 'Pull-Up' })
    .getByRole('button', { name: 'Superset with above' })
    .click();
  await expect(day1.getByTestId('superset-label')).toHaveText(['A1', 'A2']);

  // Day 7 closes the first week; a second week starts with day 8.
  const day7 = page.getByTestId('day-0-6');
  await day7.getByRole('button', { name: 'Add session' }).click();
  await day7.getByLabel('Session title').fill('Long run');
  await page.getByRole('button', { name: 'Add week' }).click();
  const day8 = page.getByTestId('day-1-0');
  await day8.getByRole('button', { name: 'Add session' }).click();
  await day8.getByLabel('Session title').fill('Week two opener');
  await page.getByTestId('save-schedule').click();
  await expect(page.getByTestId('schedule-state')).toHaveText('Saved');
  const [track] = await (
    await request.get(`/api/coach/plans/${planId}/tracks`, { headers: coachAuth })
  ).json();
  expect(track.weeks).toHaveLength(2);
  expect(track.weeks[0].days[0].sessions[0].sections[0].exercises).toEqual([
    expect.objectContaining({
      prescription: expect.objectContaining({
        load: expect.objectContaining({ kind: 'benchmark_percent', percent: 75 }),
      }),
      superset_group: 'A',
    }),
    expect.objectContaining({ superset_group: 'A' }),
  ]);

  // A client joins today through the invitation and records a 1RM back squat of 100 kg.
  const athleteEmail = uniqueEmail('contentmember');
  const invited = await request.post('/api/invitations/athletes', {
    headers: coachAuth,
    data: { email: athleteEmail, program_id: planId },
  });
  expect(invited.status()).toBe(201);
  const clientContext = await browser.newContext({ timezoneId: 'UTC' });
  const athlete = await clientContext.newPage();
  await joinFromInvitationMail(athlete, athleteEmail, 'Mia', 'Member');
  const athleteAuth = await signInByApi(request, athleteEmail, 'ready-to-train');
  const benchmarks: { id: number; name: string }[] = await (
    await request.get('/api/benchmarks', { headers: athleteAuth })
  ).json();
  const oneRepMax = benchmarks.find((benchmark) => benchmark.name === '1RM Back Squat')!;
  const today = new Date().toISOString().slice(0, 10);
  expect(
    (
      await request.post('/api/user/records/benchmarks', {
        headers: athleteAuth,
        data: { benchmark_id: oneRepMax.id, value: 100, recorded_on: today },
      })
    ).status(),
  ).toBe(201);

  // Day 1 is today, with the load worked out from the 1RM; day 7 is six days on; day 8 is not shown.
  await athlete.goto('/user/calendar');
  const strength = athlete.getByRole('region', { name: /Strength · Session one/ });
  await expect(strength).toContainText('Back Squat — 5 × 3 · 75% of 1RM Back Squat (≈ 75 kg)');
  await expect(strength).toContainText('Pull-Up');
  // The superset reads as the coach's builder letters it.
  await expect(strength.getByTestId('superset-label')).toHaveText(['A1', 'A2']);
  const sixDaysOn = addDays(today, 6);
  const sevenDaysOn = addDays(today, 7);
  await athlete.getByRole('button', { name: 'Next week' }).click();
  // Day 7 is in this week when today is a Monday, in the next one otherwise.
  if (new Date(`${today}T00:00:00Z`).getUTCDay() !== 1)
    await expect(athlete.getByTestId(`calendar-day-${sixDaysOn}`)).toContainText('Long run');
  await expect(athlete.getByTestId(`calendar-day-${sevenDaysOn}`)).toHaveCount(0);
  await expect(athlete.getByText('Week two opener')).toHaveCount(0);

  // The API enforces the same: the calendar holds days 1 to 7, and day 8 takes no result.
  const calendar = await (
    await request.get('/api/user/calendar', {
      headers: athleteAuth,
      params: { from: today, to: addDays(today, 13), time_zone: 'UTC' },
    })
  ).json();
  expect(calendar.sessions.map((session: { date: string }) => session.date)).toEqual([today, sixDaysOn]);
  const early = await request.put(`/api/user/results/${randomUUID()}`, {
    headers: athleteAuth,
    params: { time_zone: 'UTC' },
    data: {
      program_id: planId,
      date: sevenDaysOn,
      session_index: 0,
      section_index: 0,
      score_kind: 'time',
      score: 600,
      edited_at: new Date().toISOString(),
    },
  });
  expect(early.status()).toBe(422);
  expect((await early.json()).error).toBe(messages.training.notOnCalendar);

  // Back to today: the worker keeps the calendar, the network goes, and a time is logged on the phone.
  await athlete.getByRole('button', { name: 'This week' }).click();
  await athlete.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await athlete.reload();
  await expect(strength).toContainText('Back Squat');
  await expect.poll(() => athlete.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const form = strength.getByRole('form', { name: /Result for/ });
  await clientContext.setOffline(true);
  await expect(athlete.getByText(messages.training.offlineBanner)).toBeVisible();
  await form.getByRole('button', { name: /Score/ }).click();
  await athlete.getByRole('option', { name: 'Time (seconds)' }).click();
  await form.getByRole('textbox', { name: 'Time (seconds)' }).fill('615');
  await form.getByRole('button', { name: 'Log result' }).click();
  await expect(form.getByTestId('result-state')).toContainText(messages.training.resultSavedOnDevice);

  await clientContext.setOffline(false);
  await expect(form.getByTestId('result-state')).toHaveText(messages.training.resultSynced);
  await clientContext.close();

  // The coach's side has the one result.
  const clients = await (
    await request.get(`/api/coach/plans/${planId}/clients?list=active`, { headers: coachAuth })
  ).json();
  const results = await (
    await request.get(`/api/coach/plans/${planId}/clients/${clients[0].id}/results`, { headers: coachAuth })
  ).json();
  expect(results).toEqual([expect.objectContaining({ score: 615, score_kind: 'time', date: today })]);
  // And the day's leaderboard ranks it, once.
  const { boards } = (await (
    await request.get('/api/coach/leaderboards/daily', { headers: coachAuth })
  ).json()) as DailyLeaderboards;
  const board = boards.find((candidate) => candidate.program_id === planId && candidate.date === today);
  expect(board).toBeDefined();
  const standings = (await (
    await request.get(`/api/coach/leaderboards/daily/${board!.id}`, { headers: coachAuth })
  ).json()) as DailyLeaderboard;
  expect(standings.rx).toEqual([expect.objectContaining({ score: 615, rank: 1 })]);
  expect(standings.scaled).toEqual([]);
});

test('a coach makes a template in the template library, finds it by search, inserts it into a program day, and deletes it', async ({
  page,
  request,
}) => {
  const coach = {
    email: uniqueEmail('templatecoach'),
    password: 'template-coach',
    first_name: 'Tomas',
    last_name: 'Template',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const created = await request.post('/api/coach/plans', {
    headers: coachAuth,
    data: { plan_type: 'fixed', title: 'Twelve weeks' },
  });
  const planId: number = (await created.json()).id;

  await page.goto('/coach/templates');
  await expect(page).toHaveURL(/\/coach\/templates\/days$/);
  await expect(page.getByTestId('template-table')).toContainText('Rower intervals');
  await page.getByRole('link', { name: 'New template' }).click();
  await expect(page).toHaveURL(/\/coach\/templates\/days\/create$/);
  const form = page.getByRole('form', { name: 'New template' });
  await form.getByRole('textbox', { name: 'Template name' }).fill('Friday pull');
  await form.getByLabel('Session title').fill('Pull');
  await form.getByRole('combobox', { name: 'Add exercise' }).pressSequentially('Deadl');
  await page.getByRole('option', { name: 'Deadlift', exact: true }).click();
  await form.getByRole('textbox', { name: 'Sets' }).fill('3');
  await form.getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/coach\/templates\/days$/);

  await page.getByRole('button', { name: /Source/ }).click();
  await page.getByRole('option', { name: 'Your templates' }).click();
  await page.getByRole('textbox', { name: 'Search templates' }).fill('friday');
  const row = page.getByTestId('template-table').getByRole('row', { name: /Friday pull/ });
  await expect(row).toContainText('1 session, 1 exercise');

  await page.goto(`/coach/programs/${planId}/schedule`);
  await page.getByRole('button', { name: 'Start the schedule' }).click();
  const day5 = page.getByTestId('day-0-4');
  await day5.getByRole('button', { name: 'Insert template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert a template into Day 5' });
  await dialog.getByRole('textbox', { name: 'Search templates' }).fill('Friday');
  await dialog.getByRole('button', { name: 'Insert Friday pull' }).click();
  await expect(day5.getByLabel('Session title')).toHaveValue('Pull');
  await page.getByTestId('save-schedule').click();
  await expect(page.getByTestId('schedule-state')).toHaveText('Saved');

  await page.goto('/coach/templates/days');
  await page.getByRole('button', { name: 'Delete Friday pull' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByTestId('template-table').getByRole('row', { name: /Friday pull/ })).toHaveCount(0);
  // The program day keeps the sessions the template gave it.
  const [track] = await (
    await request.get(`/api/coach/plans/${planId}/tracks`, { headers: coachAuth })
  ).json();
  expect(track.weeks[0].days[4].sessions[0].title).toBe('Pull');
});
