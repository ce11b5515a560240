import { messages } from '@coachforge/contracts';
import { expect, test } from '../support/test';
import { choose, typeAndChoose } from '../support/choices';
import { followMailLink, signInByApi, signUpByApi } from '../support/account-api';
import { expectSignedInAs, signIn, uniqueEmail } from '../support/platform';

test('a coach signs up, confirms through the outbox link, answers the questions and lands on my plans', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('coach');
  await page.goto('/onboarding/sign_up/coaching');
  await page.getByLabel('First Name').fill('Rowan');
  await page.getByLabel('Last Name').fill('Pike');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('deadlift-day');
  await page.getByLabel('Confirm password').fill('deadlift-day');
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/onboarding\/verify-information\/standalone$/);
  await expect(page.getByRole('heading', { name: 'Set up your profile' })).toBeVisible();

  // The confirmation mail is opened from the outbox in another tab, as from a mail client.
  const mailTab = await context.newPage();
  await followMailLink(mailTab, email, 'Confirm my email');
  await expect(mailTab.getByText(messages.account.confirmed)).toBeVisible();
  await mailTab.close();

  await typeAndChoose(page, 'Country', 'United K', 'United Kingdom');
  await page.getByLabel('Day').fill('1');
  await page.getByLabel('Month').fill('4');
  await page.getByLabel('Year').fill('1990');
  await page.getByLabel('Year').blur();
  await expect(page.getByText(messages.account.readyToGo)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'A few questions about your coaching' })).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeDisabled();
  await choose(page, 'What do you coach?', 'HYROX');
  await choose(page, 'How many clients do you coach today?', '1-5');
  await choose(page, 'How did you hear about Coachforge?', 'An event');
  await finish.click();

  await expect(page).toHaveURL(/\/onboarding\/success$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Go to my programs' }).click();
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);
  await expectSignedInAs(page, 'Rowan Pike');

  // The welcome popup was viewed: /success now skips straight to my plans.
  await page.goto('/onboarding/success');
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);

  const auth = await signInByApi(request, email, 'deadlift-day');
  const me = await (await request.get('/api/users/me', { headers: auth })).json();
  expect(me.current).toMatchObject({
    registration_step: 'questions',
    country: 'GB',
    birthdate: '01/04/1990',
  });
});

test('forgot password sends an outbox link; the new password signs in and the old one does not', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('client');
  // Set up through an API context of its own, so the browser is not signed in by it.
  await signUpByApi(request, {
    email,
    password: 'old-password',
    role: 'user',
    first_name: 'Kim',
    last_name: 'Lo',
  });

  await page.goto('/onboarding/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/onboarding\/forgot_password\?email=/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(messages.account.resetRequested)).toBeVisible();

  await followMailLink(page, email, 'Choose a new password');
  await expect(page).toHaveURL(/\/onboarding\/reset_password\?reset_password_token=/);
  await page.getByLabel('New password', { exact: true }).fill('new-password');
  await page.getByLabel('Confirm new password').fill('new-passw0rd');
  await page.getByLabel('Confirm new password').blur();
  await expect(page.getByText(messages.validation.passwordsIdentical)).toBeVisible();
  await page.getByLabel('Confirm new password').fill('new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/onboarding\/sign_in$/);
  await expect(page.getByText(messages.account.passwordReset)).toBeVisible();

  await signIn(page, email, 'old-password');
  await expect(page.getByText(messages.auth.invalidCredentials)).toBeVisible();
  await signIn(page, email, 'new-password');
  await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
  await expectSignedInAs(page, 'Kim Lo');
});

test('an owner creates a team and invites a coach by email, who signs up from the link and joins', async ({
  page,
  browser,
  request,
}) => {
  const ownerEmail = uniqueEmail('owner');
  await signUpByApi(request, {
    email: ownerEmail,
    password: 'team-owner-pass',
    role: 'coach',
    first_name: 'Olive',
    last_name: 'Owner',
  });
  await signIn(page, ownerEmail, 'team-owner-pass');
  await expectSignedInAs(page, 'Olive Owner');

  await page.goto('/create-account');
  await page.getByRole('link', { name: 'A team of coaches' }).click();
  await expect(page).toHaveURL(/\/onboarding\/create\/team$/);
  await page.getByLabel('Team name').fill('Harbour Barbell');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/onboarding\/setup\/team\?account_id=\d+$/);

  const coachEmail = uniqueEmail('invited');
  await page.getByLabel("Coach's email").fill(coachEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('list', { name: 'Invitations sent' })).toContainText(`${coachEmail}: invited`);

  // The invited coach opens the mail in their own browser.
  const invitedContext = await browser.newContext();
  const invited = await invitedContext.newPage();
  await followMailLink(invited, coachEmail, 'Accept the invitation');
  await expect(invited).toHaveURL(/\/onboarding\/accept-invitation\/[\w-]+$/);
  await expect(invited.getByTestId('invitation-summary')).toContainText(
    'Olive Owner invited you to coach with Harbour Barbell',
  );
  await expect(invited.getByLabel('Email')).toHaveValue(coachEmail);
  await invited.getByLabel('First Name').fill('Ivy');
  await invited.getByLabel('Last Name').fill('Invited');
  await invited.getByLabel('Password', { exact: true }).fill('joining-the-team');
  await invited.getByLabel('Confirm password').fill('joining-the-team');
  await invited.getByRole('checkbox').check();
  await invited.getByRole('button', { name: 'Sign up and accept' }).click();
  await expect(invited.getByText(messages.invitations.accepted('Harbour Barbell'))).toBeVisible();
  await expect(invited).toHaveURL(/\/onboarding\/verify-information\/standalone$/);

  const auth = await signInByApi(request, coachEmail, 'joining-the-team');
  const memberships = await (await request.get('/api/business_accounts', { headers: auth })).json();
  expect(memberships).toEqual([
    expect.objectContaining({
      full_name: 'Harbour Barbell',
      account_kind: 'team',
      account_role: 'coach',
      invite_status: 'accepted',
    }),
  ]);
  // The team is in the coach's account list, the list the switch-account modal shows.
  const accounts = await (await request.get('/api/accounts', { headers: auth })).json();
  expect(accounts).toEqual(
    expect.arrayContaining([expect.objectContaining({ full_name: 'Harbour Barbell', account_kind: 'team' })]),
  );
  await invitedContext.close();
});

test('an athlete invitation link signs a new client up into the program invites; a coach email is kept out', async ({
  browser,
  request,
}) => {
  const coachAuth = await signUpByApi(request, {
    email: uniqueEmail('programcoach'),
    password: 'program-coach',
    role: 'coach',
    first_name: 'Paula',
    last_name: 'Program',
  });
  const program = await request.post('/api/coach/plans', {
    headers: coachAuth,
    data: { plan_type: 'one_many', title: 'Strength in numbers' },
  });
  expect(program.status()).toBe(201);
  const programId: number = (await program.json()).id;
  const athleteEmail = uniqueEmail('athlete');
  const invite = await request.post('/api/invitations/athletes', {
    headers: coachAuth,
    data: { email: athleteEmail, program_id: programId },
  });
  expect(invite.status()).toBe(201);

  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  await followMailLink(athlete, athleteEmail, 'Join the program');
  await expect(athlete.getByTestId('invitation-summary')).toContainText('Paula Program invited you');
  await athlete.getByLabel('First Name').fill('Ari');
  await athlete.getByLabel('Last Name').fill('Athlete');
  await athlete.getByLabel('Password', { exact: true }).fill('ready-to-train');
  await athlete.getByLabel('Confirm password').fill('ready-to-train');
  await athlete.getByRole('checkbox').check();
  await athlete.getByRole('button', { name: 'Sign up and accept' }).click();
  await expect(athlete).toHaveURL(/\/user\/my_programs\/invites$/);
  await expectSignedInAs(athlete, 'Ari Athlete');
  await athleteContext.close();

  const invites = await (
    await request.get(`/api/invitations/athletes?program_id=${programId}`, { headers: coachAuth })
  ).json();
  expect(invites).toEqual([
    expect.objectContaining({ email: athleteEmail, status: 'accepted', registered_role: 'user' }),
  ]);

  // Someone invited as a client who has since registered as a coach is told plainly why they cannot join.
  const laterCoach = uniqueEmail('latercoach');
  await request.post('/api/invitations/athletes', {
    headers: coachAuth,
    data: { email: laterCoach, program_id: programId },
  });
  await signUpByApi(request, {
    email: laterCoach,
    password: 'now-a-coach',
    role: 'coach',
    first_name: 'Lee',
    last_name: 'Later',
  });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await followMailLink(otherPage, laterCoach, 'Join the program');
  await expect(otherPage.getByTestId('coach-email-notice')).toHaveText(messages.account.coachEmailInProgram);
  await other.close();
});

test('a team coach who stopped registering picks it up on the profile set-up and still creates the team', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('resumer');
  await signUpByApi(request, {
    email,
    password: 'back-for-more',
    role: 'coach',
    first_name: 'Remy',
    last_name: 'Resumer',
  });
  await signIn(page, email, 'back-for-more');
  await expect(page).toHaveURL(/\/onboarding\/setup-profile$/);
  await expect(page.getByRole('heading', { name: 'Finish setting up your account' })).toBeVisible();

  // Any coach page leads back here until registration is finished.
  await page.goto('/coach/programs/active');
  await expect(page).toHaveURL(/\/onboarding\/setup-profile$/);

  await page.getByRole('button', { name: 'A team of coaches' }).click();
  await expect(page).toHaveURL(/\/onboarding\/verify-information\/team$/);
  await typeAndChoose(page, 'Country', 'United K', 'United Kingdom');
  await page.getByRole('button', { name: 'Continue' }).click();
  await choose(page, 'What do you coach?', 'HYROX');
  await choose(page, 'How many clients do you coach today?', '1-5');
  await choose(page, 'How did you hear about Coachforge?', 'An event');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/onboarding\/create\/team$/);
  await page.getByLabel('Team name').fill('Comeback Crew');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/onboarding\/setup\/team\?account_id=\d+$/);

  const auth = await signInByApi(request, email, 'back-for-more');
  const memberships = await (await request.get('/api/business_accounts', { headers: auth })).json();
  expect(memberships).toEqual([
    expect.objectContaining({ full_name: 'Comeback Crew', account_kind: 'team', account_role: 'owner' }),
  ]);
});

test('a client invited at another address confirms it by mail from their settings, joins, and the coach sees both addresses', async ({
  page,
  request,
}) => {
  const coachAuth = await signUpByApi(request, {
    email: uniqueEmail('othercoach'),
    password: 'other-coach',
    role: 'coach',
    first_name: 'Olive',
    last_name: 'Other',
  });
  const program = await request.post('/api/coach/plans', {
    headers: coachAuth,
    data: { plan_type: 'one_many', title: 'Work address program' },
  });
  const programId: number = (await program.json()).id;
  const workEmail = uniqueEmail('work');
  const homeEmail = uniqueEmail('home');
  expect(
    (
      await request.post('/api/invitations/athletes', {
        headers: coachAuth,
        data: { email: workEmail, program_id: programId },
      })
    ).status(),
  ).toBe(201);
  // The client registered with their home address and cannot see the program invited at work.
  await signUpByApi(request, {
    email: homeEmail,
    password: 'home-address',
    role: 'user',
    first_name: 'Hana',
    last_name: 'Home',
  });
  await signIn(page, homeEmail, 'home-address');
  await expectSignedInAs(page, 'Hana Home');

  await page.goto('/user/settings/emails');
  await page.getByLabel('Other email').fill(workEmail);
  await page.getByRole('button', { name: messages.clients.otherEmailSend }).click();
  await expect(page.getByTestId('other-email-sent')).toHaveText(messages.clients.confirmationSent(workEmail));

  await followMailLink(page, workEmail, 'Confirm this address');
  const invitations = page.getByTestId('other-email-invitations');
  await expect(invitations).toContainText('Work address program');
  await invitations
    .getByRole('button', { name: `${messages.clients.otherEmailJoin} Work address program` })
    .click();
  await expect(invitations).toContainText('Joined');

  const clients = await (
    await request.get(`/api/coach/plans/${programId}/clients?list=active`, { headers: coachAuth })
  ).json();
  expect(clients).toEqual([expect.objectContaining({ email: homeEmail, invited_email: workEmail })]);
});
