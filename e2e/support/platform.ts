import { randomBytes } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';

export const demoClient = { email: 'client@coachforge.test', password: 'coachforge-demo' };

export const uniqueEmail = (label: string) => `${label}.${randomBytes(4).toString('hex')}@example.com`;

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
