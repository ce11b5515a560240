import { API_VERSION, messages } from '@coachforge/contracts';
import { expect, test } from '../support/test';
import { choose, typeAndChoose } from '../support/choices';
import { signInByApi, signUpByApi, signUpFinishedCoach } from '../support/account-api';
import { signIn, uniqueEmail } from '../support/platform';

const person = (label: string) => ({
  email: uniqueEmail(label),
  password: 'barbell-complex',
  first_name: 'Rowan',
  last_name: 'Pike',
});

test('a coach saves a tag manager container: a wrong code is refused, a right one is kept', async ({
  page,
  request,
}) => {
  await signUpFinishedCoach(page, request, person('tags'));
  await page.goto('/coach/profile/analytics');
  const field = page.getByLabel('Container ID');
  await field.fill('GTM-ab1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.tagManager.invalid)).toBeVisible();

  await field.fill('GTM-AB12CD');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.tagManager.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Container ID')).toHaveValue('GTM-AB12CD');
});

test("changing the password ends the coach's other sign-ins and the new one signs in", async ({
  page,
  request,
}) => {
  const coach = person('password');
  const elsewhere = await signUpFinishedCoach(page, request, coach);

  await page.goto('/coach/profile/settings');
  await page.getByLabel('Current password').fill(coach.password);
  await page.getByLabel('New password', { exact: true }).fill('new-barbell-complex');
  await page.getByLabel('Confirm new password').fill('new-barbell-complex');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(messages.account.passwordChanged)).toBeVisible();

  expect((await request.get('/api/users/me', { headers: elsewhere })).status()).toBe(401);
  await signInByApi(request, coach.email, 'new-barbell-complex');
  // This sign-in stays.
  await page.goto('/coach/profile/info');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
});

test('a coach deletes their account with DELETE and the password, and can sign in no more', async ({
  page,
  request,
}) => {
  const coach = person('deletion');
  await signUpFinishedCoach(page, request, coach);
  await page.goto('/coach/profile/settings');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByLabel('Password').fill(coach.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText(messages.account.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/(sign_in|sign_up)/);

  const refused = await request.post('/api/users/sign_in', {
    headers: { 'API-Version': API_VERSION },
    data: {
      email: coach.email,
      password: coach.password,
      client_id: 'coachforge-web',
      client_secret: 'coachforge-web-first-party',
    },
  });
  expect(refused.status()).toBe(401);
});

test('a client fills in their profile and chooses pounds, which stay chosen', async ({ page, request }) => {
  const client = person('client');
  await signUpByApi(request, { ...client, role: 'user' });
  await signIn(page, client.email, client.password);
  await expect(page).toHaveURL(/\/user\//);
  await page.goto('/user/profile');
  await expect(page.getByText(messages.validation.minimumSignUpAge)).toBeVisible();
  await choose(page, 'Gender', 'Prefer not to say');
  await page.getByRole('button', { name: 'Save' }).click();
  // A client who signed up without a country is asked for one before anything is saved.
  await expect(page.getByText(messages.validation.countryRequired)).toBeVisible();
  await typeAndChoose(page, 'Country', 'United K', 'United Kingdom');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.account.profileSaved)).toBeVisible();

  await page.goto('/user/settings/default-units');
  await page.getByText('Pounds (lb)').click();
  await expect(page.getByText(messages.account.profileSaved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Pounds (lb)' })).toBeChecked();
});

test('the support chat asks for preference cookies first; the legal footer opens the same settings', async ({
  page,
  request,
}) => {
  await signUpFinishedCoach(page, request, person('cookies'));
  await page.getByTestId('help-menu').click();
  await page.getByRole('menuitem', { name: messages.menu.chatToTeam }).click();
  const settings = page.getByRole('dialog', { name: messages.legal.cookieSettings });
  await expect(settings).toBeVisible();
  // The switch's label is what a person clicks.
  await settings.getByText(messages.legal.cookiePreferences).click();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();

  await page.getByTestId('help-menu').click();
  await expect(page.getByRole('menuitem', { name: messages.menu.chatToTeam })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await page.keyboard.press('Escape');
  await page.getByTestId('legal-cookie-settings').click();
  await expect(settings.getByRole('switch', { name: messages.legal.cookiePreferences })).toBeChecked();
});
