import { messages } from '@coachforge/contracts';
import { signUpByApi } from '../support/account-api';
import { expectSignedInAs, uniqueEmail } from '../support/platform';
import { expect, test, type Page } from '../support/test';

/** The sign-in page as the web server draws it for a visitor who is not signed in (decision 0254). */

const newClient = () => ({
  email: uniqueEmail('drawnsignin'),
  password: 'drawn-sign-in',
  role: 'user' as const,
  first_name: 'Dora',
  last_name: 'Drawn',
});

/** The scripts the page fetched, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  return scripts;
}

/** Holds the shell's entry back, as a slow phone network would, so the visitor types before the app arrives. */
async function slowShell(page: Page, ms: number) {
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('a visitor types into the drawn sign-in form before the app has arrived, and one Enter signs them in', async ({
  page,
  request,
}) => {
  const client = newClient();
  await signUpByApi(request, client);
  const scripts = recordScripts(page);
  await slowShell(page, 5_000);
  await page.goto('/onboarding/sign_in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Someone who only reads has loaded none of the app.
  expect(scripts).toEqual(['/drawn-page-starter.js']);

  await page.getByLabel('Email').fill(client.email);
  await page.getByLabel('Password').fill(client.password);
  await page.getByLabel('Password').press('Enter');
  // Still the drawn page: the press is kept while the app arrives.
  await expect(page.locator('#cf-drawn-page [data-intent="sign-in"]')).toHaveAttribute('aria-busy', 'true');

  await expect(page).toHaveURL(/\/user\/my_programs/);
  await expectSignedInAs(page, 'Dora Drawn');
  expect(await page.locator('#cf-drawn-page').count()).toBe(0);

  // Signed in, the sign-in page is the app's at once, which moves them on.
  await page.unrouteAll();
  await page.goto('/onboarding/sign_in');
  await expect(page).toHaveURL(/\/user\/my_programs/);
  expect(await page.locator('#cf-drawn-page').count()).toBe(0);
});

test('what a visitor typed stays when the app takes over, and so does the email on the way to Forgot your password?', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await slowShell(page, 4_000);
  await page.goto('/onboarding/sign_in');
  const parts = () => [
    page.getByRole('heading', { name: 'Sign in' }),
    page.getByLabel('Email'),
    page.getByLabel('Password'),
    page.getByRole('button', { name: 'Sign in' }),
  ];
  const drawnBoxes = await Promise.all(parts().map((part) => part.boundingBox()));
  await page.getByLabel('Email').fill('reader@example.com');
  await page.getByLabel('Password').fill('half-typed');
  await page.locator('[data-route="onboarding-signin"]').waitFor();
  expect(scripts.some((path) => /^\/main\.[0-9a-f]{8}\.js$/.test(path))).toBe(true);
  expect(await page.locator('#cf-drawn-page').count()).toBe(0);

  // The app's form holds what was typed, focus where it was, and sits where the drawn form was.
  await expect(page.getByLabel('Email')).toHaveValue('reader@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('half-typed');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  const appBoxes = await Promise.all(parts().map((part) => part.boundingBox()));
  appBoxes.forEach((box, index) => {
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box![side] - drawnBoxes[index]![side]), `part ${index} ${side}`).toBeLessThan(3);
  });

  // A fresh page: Forgot your password? pressed before the app arrived takes the email typed along.
  await page.goto('/onboarding/sign_in');
  await page.getByLabel('Email').fill('forgetful@example.com');
  await page.getByRole('link', { name: messages.signInPage.forgotPassword }).click();
  await expect(page).toHaveURL(/\/onboarding\/forgot_password\?email=forgetful%40example\.com$/);
  await expect(page.getByLabel('Email')).toHaveValue('forgetful@example.com');
});
