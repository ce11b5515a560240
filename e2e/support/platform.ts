import { randomBytes } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';

export const demoClient = { email: 'client@coachforge.test', password: 'coachforge-demo' };

export const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

/**
 * The sign-in page with its app started. A visitor who is not signed in first reads the page as the web
 * server drew it (decision 0254); the app starts when they act, here as when they put the cursor in Email.
 */
export async function openSignInApp(
  page: Page,
  url = '/onboarding/sign_in',
  waitUntil?: 'load' | 'domcontentloaded',
) {
  await page.goto(url, waitUntil ? { waitUntil } : undefined);
  await page.getByLabel('Email').focus();
  // The app's page, or the shell's panel where the remote did not come.
  await page.locator('[data-route="onboarding-signin"], [data-remote-failed]').first().waitFor();
}

/**
 * A visitor starts using the page (a key press): on a page the web server drew for them (decisions 0253,
 * 0254) that is what starts the app; elsewhere it changes nothing.
 */
export async function actOnPage(page: Page) {
  await page.keyboard.press('Shift');
}

/** Signs in as a visitor does, on the page as drawn: what they type and their press carry into the app. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/onboarding/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Everything a page logged that would mean a remote or shared module failed to load. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /ChunkLoadError|Loading chunk/.test(message.text()))
      errors.push(message.text());
  });
  return errors;
}

export async function expectSignedInAs(page: Page, fullName: string) {
  await expect(page.getByTestId('header-user-name')).toHaveText(fullName);
}

/** A browser of the person's own (a new context), signed in through the sign-in page. */
export async function signedInPage(
  browser: Browser,
  person: { email: string; password: string; first_name: string; last_name: string },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, person.email, person.password);
  await expectSignedInAs(page, `${person.first_name} ${person.last_name}`);
  return { context, page };
}

/** Waits for the shell's realtime socket to be in `state`, as the shell marks it on <html data-realtime>. */
export function realtimeState(
  page: Page,
  state: 'connected' | 'disconnected',
  options?: { timeout?: number },
) {
  return expect(page.locator('html')).toHaveAttribute('data-realtime', state, options);
}
