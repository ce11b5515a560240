import { messages } from '@coachforge/contracts';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpFinishedCoach } from '../support/account-api';
import { expectSignedInAs, uniqueEmail } from '../support/platform';

/**
 * A signed-in page's first script draws the header as the app last drew it for the very same session
 * answer, before the shell's entry runs, and the app's header takes its place (decision 0274).
 */

const SHELL_ENTRY = /\/main\.[0-9a-f]{8}\.js$/;

/** A coach signed up and on their programs list, whose browser has kept the header's copy. */
async function coachWithKeptHeader(
  page: Page,
  request: Parameters<typeof signUpFinishedCoach>[1],
  name: string,
) {
  await signUpFinishedCoach(page, request, {
    email: uniqueEmail('drawn-header'),
    password: 'correct horse battery',
    first_name: name,
    last_name: 'Copy',
  });
  await page.goto('/coach/programs/active');
  await expectSignedInAs(page, `${name} Copy`);
  await page.waitForFunction(() => window.localStorage.getItem('cf-drawn-header') !== null);
}

/** A new tab of the same browser whose shell's entry comes only when `release` is called. */
async function tabWithEntryHeld(page: Page) {
  const tab = await page.context().newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await tab.route(SHELL_ENTRY, async (route: Route) => {
    await released;
    await route.continue();
  });
  await tab.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return { tab, release };
}

const boxesOf = (tab: Page) =>
  tab.evaluate(() =>
    Array.from(document.querySelectorAll('#cf-header header > *, #cf-header [role="status"]')).map(
      (element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return `${element.textContent} ${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
      },
    ),
  );

test("a coach coming back sees their header before the shell's entry has run, and nothing moves when the app's takes its place", async ({
  page,
  request,
}) => {
  await coachWithKeptHeader(page, request, 'Cody');
  const { tab, release } = await tabWithEntryHeld(page);
  await tab.goto('/coach/programs/active', { waitUntil: 'domcontentloaded' });

  // Drawn without the shell: who is signed in, the menus and the prompts, as the app drew them.
  await expect(tab.locator('#cf-header[data-drawn-copy]')).toBeAttached();
  await expectSignedInAs(tab, 'Cody Copy');
  await expect(tab.getByTestId('system-warning-custom_web_address')).toContainText(
    messages.systemWarnings.customWebAddress,
  );
  // Shown, not working: nothing in it can be pressed or reached until the app's header comes.
  await expect(tab.locator('#cf-header header')).toHaveAttribute('inert', '');
  const drawn = await boxesOf(tab);
  expect(drawn.length).toBeGreaterThan(3);

  release();
  await expect(tab.locator('#cf-header[data-drawn-copy]')).toHaveCount(0);
  await expect(tab.getByTestId('create-program')).toBeVisible();
  await expect(tab.locator('#cf-header header')).not.toHaveAttribute('inert', '');
  expect(await boxesOf(tab)).toEqual(drawn);
  const shifts = await tab.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((total, shift) => total + shift, 0)).toBeLessThan(0.01);
  // The app's header works.
  await tab.getByTestId('profile-menu').click();
  await expect(tab.getByRole('menu')).toBeVisible();
  await tab.close();
});

test('a header that has changed since is not drawn from the copy, and signing out leaves no copy behind', async ({
  page,
  request,
}) => {
  await coachWithKeptHeader(page, request, 'Dana');
  // The web address prompt dismissed: the copy kept shows it, the session's answer no longer does.
  const prompt = page.getByTestId('system-warning-custom_web_address');
  await prompt.getByRole('button', { name: messages.systemWarnings.close }).click();
  await expect(prompt).toHaveCount(0);

  const { tab, release } = await tabWithEntryHeld(page);
  const answered = tab.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/users/session',
  );
  await tab.goto('/coach/programs/active', { waitUntil: 'domcontentloaded' });
  // The session has answered, the starter has read it, and the shell's entry is held: no header drawn.
  await answered;
  await tab.waitForTimeout(300);
  await expect(tab.locator('#cf-header > *')).toHaveCount(0);
  release();
  await expectSignedInAs(tab, 'Dana Copy');
  await expect(tab.getByTestId('system-warning-custom_web_address')).toHaveCount(0);

  await tab.getByTestId('profile-menu').click();
  await tab.getByTestId('menu-log-out').click();
  await tab.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(tab.getByTestId('platform-header')).toHaveCount(0);
  expect(await tab.evaluate(() => window.localStorage.getItem('cf-drawn-header'))).toBeNull();
  await tab.close();
});
