import { messages } from '@coachforge/contracts';
import { expect, test } from '../support/test';
import { freeProgram, joinFromInvitationMail, signUpFinishedCoach } from '../support/account-api';
import { uniqueEmail } from '../support/platform';

test('a coach builds a day of training, the client sees it on today in their calendar, logs a time without a network, and the coach reads it once the network is back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coach = {
    email: uniqueEmail('schedulecoach'),
    password: 'schedule-coach',
    first_name: 'Sasha',
    last_name: 'Schedule',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await freeProgram(request, coachAuth, {
    plan_type: 'membership',
    title: 'Daily strength',
    publish: false,
  });

  // The coach builds day 1: one session with a back squat, five sets of five.
  await page.goto(`/coach/programs/${planId}/schedule`);
  await page.getByRole('button', { name: 'Start the schedule' }).click();
  const day1 = page.getByTestId('day-0-0');
  await day1.getByRole('button', { name: 'Add session' }).click();
  await day1.getByLabel('Session title').fill('Heavy day');
  await day1.getByRole('combobox', { name: 'Add exercise' }).pressSequentially('Back Squ');
  await page.getByRole('option', { name: 'Back Squat', exact: true }).click();
  await day1.getByRole('textbox', { name: 'Sets' }).fill('5');
  await day1.getByRole('textbox', { name: 'Reps' }).fill('5');
  // A mobility session written on day 2 is dragged by its grip onto day 3.
  const day2 = page.getByTestId('day-0-1');
  await day2.getByRole('button', { name: 'Add session' }).click();
  await day2.getByLabel('Session title').fill('Mobility');
  const grip = (await day2.getByRole('button', { name: 'Drag session Mobility' }).boundingBox())!;
  const day3Box = (await page.getByTestId('day-0-2').boundingBox())!;
  await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
  await page.mouse.down();
  await page.mouse.move(day3Box.x + day3Box.width / 2, day3Box.y + 40, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByTestId('day-0-2').getByLabel('Session title')).toHaveValue('Mobility');
  await expect(day2.getByLabel('Session title')).toHaveCount(0);

  await page.getByTestId('save-schedule').click();
  await expect(page.getByTestId('schedule-state')).toHaveText('Saved');

  // A client joins through the invitation mail and finds the session on today in their calendar.
  const athleteEmail = uniqueEmail('scheduleathlete');
  const invited = await request.post('/api/invitations/athletes', {
    headers: coachAuth,
    data: { email: athleteEmail, program_id: planId },
  });
  expect(invited.status()).toBe(201);
  const clientContext = await browser.newContext();
  const athlete = await clientContext.newPage();
  await joinFromInvitationMail(athlete, athleteEmail, 'Tia', 'Trainer');

  await athlete.goto('/user/calendar');
  const today = athlete.getByRole('region', { name: /Heavy day · Daily strength/ });
  await expect(today).toContainText('Back Squat — 5 × 5');
  await expect(athlete.locator('h2', { hasText: 'Today' })).toBeVisible();
  // The calendar is an installable app whose worker keeps what it reads; from the next load on, it opens
  // without a network.
  await expect(athlete.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await athlete.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await athlete.reload();
  await expect(today).toContainText('Back Squat — 5 × 5');
  await expect.poll(() => athlete.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const form = today.getByRole('form', { name: /Result for/ });

  // The gym has no signal: the time is logged anyway and kept on the phone, through a reload too.
  await clientContext.setOffline(true);
  await expect(athlete.getByText(messages.training.offlineBanner)).toBeVisible();
  await form.getByRole('button', { name: /Score/ }).click();
  await athlete.getByRole('option', { name: 'Time (seconds)' }).click();
  await form.getByRole('textbox', { name: 'Time (seconds)' }).fill('754');
  await form.getByRole('button', { name: 'Log result' }).click();
  await expect(form.getByTestId('result-state')).toContainText(messages.training.resultSavedOnDevice);
  await athlete.reload();
  await expect(today).toContainText('Back Squat — 5 × 5');
  await expect(form.getByRole('textbox', { name: 'Time (seconds)' })).toHaveValue('754');
  await expect(form.getByTestId('result-state')).toContainText(messages.training.resultSavedOnDevice);

  // The network is back: the result is sent, once.
  await clientContext.setOffline(false);
  await expect(form.getByTestId('result-state')).toHaveText(messages.training.resultSynced);
  await clientContext.close();

  // The coach opens the client's calendar from the program's clients: today is marked as logged, and
  // the day (opened with the keyboard) shows the time.
  await page.goto(`/coach/programs/${planId}/clients`);
  const row = page.getByTestId('clients-table').getByRole('row').filter({ hasText: 'Tia Trainer' });
  await row.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/coach\/calendar\/\d+\/\d+$/);
  const todayCell = page.getByRole('gridcell', { name: /today, 1 session, 1 logged/ });
  await expect(todayCell).toContainText('✓ Heavy day');
  await todayCell.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('gridcell', { selected: true })).not.toHaveAccessibleName(/today/);
  await expect(page.getByRole('gridcell', { selected: true })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(todayCell).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/view=day/);
  await expect(page.getByRole('region', { name: 'Main' }).getByTestId('section-result')).toHaveText(
    'Result: 12:34',
  );

  // Exactly one result reached the API, however the network came and went.
  const clients = await (
    await request.get(`/api/coach/plans/${planId}/clients?list=active`, { headers: coachAuth })
  ).json();
  const results = await (
    await request.get(`/api/coach/plans/${planId}/clients/${clients[0].id}/results`, { headers: coachAuth })
  ).json();
  expect(results).toEqual([
    expect.objectContaining({ score: 754, score_kind: 'time', section_title: 'Main' }),
  ]);
});

test('a coach adds an exercise of their own to the library, finds it by search, and renames it', async ({
  page,
  request,
}) => {
  const coach = {
    email: uniqueEmail('exercisecoach'),
    password: 'exercise-coach',
    first_name: 'Ezra',
    last_name: 'Exercise',
  };
  await signUpFinishedCoach(page, request, coach);
  await page.goto('/coach/exercises/library');
  await expect(page.getByTestId('exercise-count')).toContainText(/of \d{3} exercises/);
  await page.getByRole('button', { name: 'New exercise' }).click();
  const dialog = page.getByTestId('exercise-dialog');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Prowler Sprint');
  await dialog.getByRole('textbox', { name: 'Equipment' }).fill('sled');
  await dialog.getByRole('button', { name: 'Create exercise' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Search exercises' }).fill('prowler');
  const row = page.getByTestId('exercise-table').getByRole('row').filter({ hasText: 'Prowler Sprint' });
  await expect(row).toContainText('Yours');
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByText(messages.exercises.categoryFixed)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Loaded Prowler Sprint');
  await dialog.getByRole('button', { name: 'Save exercise' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await page.getByRole('textbox', { name: 'Search exercises' }).fill('loaded prowler');
  await expect(page.getByTestId('exercise-table').getByRole('row').nth(1)).toContainText(
    'Loaded Prowler Sprint',
  );
});

test("a 1-2-1 coach writes a pending client's own calendar before inviting them, and the client finds it once they join", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const coach = {
    email: uniqueEmail('individualcoach'),
    password: 'individual-coach',
    first_name: 'Ines',
    last_name: 'Individual',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await freeProgram(request, coachAuth, {
    plan_type: 'individual',
    title: 'One to one',
    publish: false,
  });
  const athleteEmail = uniqueEmail('individualathlete');
  const added = await request.post(`/api/coach/plans/${planId}/clients`, {
    headers: coachAuth,
    data: { email: athleteEmail, full_name: 'Ana Individual' },
  });
  expect(added.status()).toBe(201);

  // The pending client's row leads to their own calendar; the coach writes day 1 and saves.
  await page.goto(`/coach/programs/${planId}/invites`);
  const row = page.getByTestId('clients-table').getByRole('row').filter({ hasText: 'Ana Individual' });
  await row.getByRole('link', { name: 'Write calendar' }).click();
  await expect(page).toHaveURL(new RegExp(`/coach/programs/edit/${planId}/calendar/\\d+$`));
  await expect(page.getByText('Ana Individual has not joined yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Start empty' }).click();
  const day1 = page.getByTestId('day-0-0');
  await day1.getByRole('button', { name: 'Add session' }).click();
  await day1.getByLabel('Session title').fill('Ana day one');
  await expect(page.getByTestId('schedule-state')).toHaveText('Unsaved changes');
  await page.getByTestId('save-schedule').click();
  await expect(page.getByTestId('schedule-state')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByTestId('day-0-0').getByLabel('Session title')).toHaveValue('Ana day one');

  // Invited and joined, the client finds the session on today: week 1 starts the day they join.
  const invited = await request.post('/api/invitations/athletes', {
    headers: coachAuth,
    data: { email: athleteEmail, program_id: planId },
  });
  expect(invited.status()).toBe(201);
  const clientContext = await browser.newContext();
  const athlete = await clientContext.newPage();
  await joinFromInvitationMail(athlete, athleteEmail, 'Ana', 'Individual');
  await athlete.goto('/user/calendar');
  await expect(athlete.getByRole('region', { name: /Ana day one · One to one/ })).toBeVisible();
  await clientContext.close();

  await page.reload();
  await expect(page.getByTestId('day-0-0').getByLabel('Session title')).toHaveValue('Ana day one');
  await expect(page.getByText('has not joined yet', { exact: false })).toHaveCount(0);
});

test('a client records a personal best under their calendar, and their coach reads it on the client profile', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const coach = {
    email: uniqueEmail('recordscoach'),
    password: 'records-coach',
    first_name: 'Rita',
    last_name: 'Records',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await freeProgram(request, coachAuth, {
    plan_type: 'one_many',
    title: 'Strength club',
    publish: false,
  });
  const athleteEmail = uniqueEmail('recordsathlete');
  await request.post('/api/invitations/athletes', {
    headers: coachAuth,
    data: { email: athleteEmail, program_id: planId },
  });
  const clientContext = await browser.newContext();
  const athlete = await clientContext.newPage();
  await joinFromInvitationMail(athlete, athleteEmail, 'Pia', 'Personal');

  // The client writes down a new back squat best.
  await athlete.goto('/user/calendar');
  const records = athlete.getByTestId('own-records');
  await records.getByRole('button', { name: 'Add a record' }).click();
  const form = records.getByRole('form', { name: 'Add a record' });
  await form.getByRole('button', { name: /Benchmark/ }).click();
  await athlete.getByRole('option', { name: '1RM Back Squat' }).click();
  await form.getByRole('textbox', { name: 'Value (kg)' }).fill('142.5');
  await form.getByRole('button', { name: 'Save record' }).click();
  await expect(form.getByText('Record saved')).toBeVisible();
  await expect(records.getByRole('row', { name: /1RM Back Squat/ })).toContainText('142.5 kg');
  await clientContext.close();

  // The coach follows the client's name from the program's clients to their profile and benchmarks.
  await page.goto(`/coach/programs/${planId}/clients`);
  await page.getByTestId('clients-table').getByRole('link', { name: 'Pia Personal' }).click();
  await expect(page.getByTestId('client-profile-name')).toHaveText(/Pia Personal/);
  await page.getByRole('tab', { name: 'Benchmarks' }).click();
  await expect(page).toHaveURL(/\/coach\/clients\/\d+\/benchmarks$/);
  const row = page.getByRole('row', { name: /1RM Back Squat/ });
  await expect(row).toContainText('142.5 kg');
  await row.getByRole('button', { name: '1RM Back Squat' }).click();
  await expect(page).toHaveURL(/\/coach\/clients\/\d+\/benchmarks\/\d+$/);
  await expect(page.getByRole('region', { name: '1RM Back Squat history' })).toContainText('Personal record');
});
