import { messages } from '@coachforge/contracts';
import { expect, test } from '../support/test';
import {
  collectConsoleErrors,
  demoClient,
  expectSignedInAs,
  openSignInApp,
  signIn,
  uniqueEmail,
} from '../support/platform';
import { askRuntimeManifestFromNetwork } from '../support/runtime-manifest';

test('an anonymous visitor at the root is sent to the coach sign-up', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);
  await expect(page.getByRole('heading', { name: 'Create your coach account' })).toBeVisible();
  await expect(page.getByTestId('platform-header')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a coach signs up and goes on to set up their profile', async ({ page }) => {
  await page.goto('/onboarding/sign_up/coaching');
  const submit = page.getByRole('button', { name: 'Sign up' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('First Name').fill('Morgan');
  await page.getByLabel('Last Name').fill('Strong');
  await page.getByLabel('Email').fill(uniqueEmail('morgan'));
  await page.getByLabel('Password', { exact: true }).fill('lift-heavy-things');
  await page.getByLabel('Confirm password').fill('lift-heavy-things');
  await expect(submit).toBeDisabled();
  await page.getByLabel(/I agree to the terms/).check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/onboarding\/verify-information\/standalone$/);
  await expectSignedInAs(page, 'Morgan Strong');
  await expect(page.getByRole('heading', { name: 'Set up your profile' })).toBeVisible();
});

test('sign-up shows the spec messages beside the fields and keeps what was typed', async ({ page }) => {
  await page.goto('/onboarding/sign_up/client');
  await expect(page.getByRole('heading', { name: 'Create your client account' })).toBeVisible();
  await page.getByLabel('First Name').fill('Sam/');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abd');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText(messages.validation.nameForbiddenCharacters)).toBeVisible();
  await expect(page.getByText(messages.validation.emailInvalid)).toBeVisible();
  await expect(page.getByText(messages.validation.passwordMin(6))).toBeVisible();
  await expect(page.getByText(messages.validation.passwordsIdentical)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
});

test('the demo client signs in, stays signed in across a reload, and signs out', async ({ page }) => {
  await signIn(page, demoClient.email, demoClient.password);
  await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
  await expectSignedInAs(page, 'Alex Athlete');

  await page.reload();
  await expect(page).toHaveURL(/\/user\/my_programs\/active$/);
  await expectSignedInAs(page, 'Alex Athlete');

  // No page script can read a credential: the refresh token is HttpOnly and nothing sits in storage.
  const readable = await page.evaluate(() => ({
    cookies: document.cookie,
    local: JSON.stringify(localStorage),
    session: JSON.stringify(sessionStorage),
  }));
  expect(readable.cookies).toBe('');
  expect(readable.local).not.toMatch(/token|Bearer/i);
  expect(readable.session).not.toMatch(/token|Bearer/i);

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('menu-log-out').click();
  await expect(page.getByText(messages.auth.logoutAllAccounts)).toBeVisible();
  await page.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);
  await expect(page.getByTestId('platform-header')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Create your coach account' })).toBeVisible();
  await expect(page.getByTestId('platform-header')).toHaveCount(0);
});

test("a wrong password shows the server's error and keeps the email", async ({ page }) => {
  await signIn(page, demoClient.email, 'not-the-password');
  await expect(page.getByTestId('toast')).toContainText(messages.auth.invalidCredentials);
  await expect(page).toHaveURL(/\/onboarding\/sign_in$/);
  await expect(page.getByLabel('Email')).toHaveValue(demoClient.email);
});

test('an anonymous visitor is sent to sign-in and brought back to the page they asked for', async ({
  page,
}) => {
  await page.goto('/user/billing/history');
  await expect(page).toHaveURL(/\/onboarding\/sign_in$/);
  await page.getByLabel('Email').fill(demoClient.email);
  await page.getByLabel('Password').fill(demoClient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/billing\/history$/);
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: messages.notFoundPage.title })).toBeVisible();
  await expect(page.getByText(messages.notFoundPage.body)).toBeVisible();
  await page.getByRole('button', { name: messages.notFoundPage.action }).click();
  await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);
});

test('when the platform cannot start, the 404 page is shown', async ({ page }) => {
  await askRuntimeManifestFromNetwork(page);
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
  await page.goto('/coach/programs/active');
  await expect(page.getByRole('heading', { name: messages.notFoundPage.title })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: messages.notFoundPage.action }).click();
  await expect(page).toHaveURL(/\/onboarding\/sign_up\/coaching$/);
});

test('with the onboarding remote unreachable the shell still renders, contains the failure and recovers on Retry', async ({
  page,
}) => {
  await page.route('**/remotes/onboarding/**', (route) => route.abort('connectionrefused'));
  // The page comes drawn (decision 0254); the app starts as the visitor acts, and its failure shows at once.
  await page.goto('/onboarding/sign_in');
  await page.getByLabel('Email').fill('ada@example.com');
  const panel = page.getByTestId('error-panel');
  await expect(panel).toContainText(messages.shell.remoteFailed('Sign-in and sign-up'));
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page).toHaveTitle(/Sign in/);

  await page.unroute('**/remotes/onboarding/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('React and the other shared singletons are loaded once on a page with the shell and a remote', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (pageRequest) => {
    if (pageRequest.resourceType() === 'script') scripts.push(new URL(pageRequest.url()).pathname);
  });
  await openSignInApp(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(scripts.some((path) => path.startsWith('/remotes/onboarding/'))).toBe(true);

  // The remote carries its own fallback copies of the singletons; none of them may be fetched.
  const manifest = (await (await request.get('/remotes/onboarding/mf-manifest.json')).json()) as {
    shared: { name: string; assets: { js: { sync: string[] } } }[];
  };
  for (const name of ['react', 'react-dom', 'styled-components', '@coachforge/contracts', '@coachforge/ui']) {
    const fallback = manifest.shared.find((shared) => shared.name === name);
    expect(fallback, `${name} is shared by the remote`).toBeDefined();
    for (const file of fallback!.assets.js.sync) {
      expect(scripts, `${name}'s fallback ${file} was fetched`).not.toContain(`/remotes/onboarding/${file}`);
    }
  }

  // And the federation runtime knows one loaded provider of each.
  const providers = await page.evaluate(() => {
    type Share = { loaded?: boolean; from: string };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> };
      }
    ).__FEDERATION__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, share] of Object.entries(versions)) {
            const provider = `${version} from ${share.from}`;
            if (share.loaded && !(loaded[name] ??= []).includes(provider)) loaded[name]!.push(provider);
          }
        }
      }
    }
    return loaded;
  });
  for (const name of ['react', 'react-dom', 'styled-components', '@coachforge/contracts']) {
    expect(providers[name], `${name}: ${JSON.stringify(providers[name])}`).toHaveLength(1);
  }
});

test('a page built against an API version the server no longer serves offers a reload instead of an error', async ({
  page,
}) => {
  // This page's calls say API-Version 2, as a page still open from before the API moved on would.
  await page.route('**/api/users/sign_in', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'api-version': '2' } }),
  );
  await signIn(page, demoClient.email, demoClient.password);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText(messages.frame.updateTitle);
  await expect(prompt.getByRole('button', { name: messages.accounts.reload })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await page.unroute('**/api/users/sign_in');
  await prompt.getByRole('button', { name: messages.accounts.reload }).click();
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);
});
