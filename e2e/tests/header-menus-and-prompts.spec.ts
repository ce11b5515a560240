import { messages } from '@coachforge/contracts';
import { signUpFinishedCoach } from '../support/account-api';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publishReleaseNote, restartApi } from '../support/operator';
import { expectSignedInAs, realtimeState, signIn, uniqueEmail } from '../support/platform';

const demoCoach = { email: 'coach@coachforge.test', password: 'coachforge-demo', name: 'Casey Coach' };
const demoGym = 'Casey Strength Gym';

async function openProfileMenu(page: Page) {
  await page.getByTestId('profile-menu').click();
}

async function switchTo(page: Page, accountName: string) {
  await page.getByTestId('open-switch-account').click();
  const modal = page.getByTestId('switch-account-modal');
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: new RegExp(accountName) }).click();
}

/** A coach who has finished registration, signed in through the browser. */
async function signUpCoach(page: Page, request: APIRequestContext, first: string, last: string) {
  await signUpFinishedCoach(page, request, {
    first_name: first,
    last_name: last,
    email: uniqueEmail(first.toLowerCase()),
    password: 'lift-heavy-things',
  });
}

test('a coach switches from the private to a business account and the menu changes', async ({ page }) => {
  await signIn(page, demoCoach.email, demoCoach.password);
  await expectSignedInAs(page, demoCoach.name);

  // The personal account: My profile in the profile menu, no Customisation or Zapier in Marketing.
  await openProfileMenu(page);
  await expect(page.getByTestId('menu-my-profile')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('menu-my-profile')).toHaveCount(0);
  await page.getByTestId('menu-group-marketing').click();
  await expect(page.getByTestId('menu-storefront')).toBeVisible();
  await expect(page.getByTestId('menu-customisation')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await switchTo(page, demoGym);
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);
  await expectSignedInAs(page, demoGym);

  await page.getByTestId('menu-group-marketing').click();
  await expect(page.getByTestId('menu-customisation')).toBeVisible();
  await expect(page.getByTestId('menu-zapier')).toBeVisible();
  await page.keyboard.press('Escape');
  await openProfileMenu(page);
  await expect(page.getByTestId('menu-my-accounts')).toBeVisible();
  await expect(page.getByTestId('menu-my-profile')).toHaveCount(0);

  // A reload stays in the business account; the switch modal marks it current.
  await page.reload();
  await expectSignedInAs(page, demoGym);
  await page.getByTestId('open-switch-account').click();
  await expect(
    page.getByTestId('switch-account-modal').getByRole('button', { name: /Casey Strength Gym/ }),
  ).toHaveAttribute('aria-current', 'true');
});

test('the programming section is highlighted on its pages and its menu works from the keyboard', async ({
  page,
}) => {
  await signIn(page, demoCoach.email, demoCoach.password);
  await expectSignedInAs(page, demoCoach.name);
  await page.goto('/coach/exercises/library');
  const programming = page.getByTestId('menu-group-programming');
  await expect(programming).toHaveCSS('border-bottom-color', 'rgb(56, 152, 64)');
  await programming.focus();
  await page.keyboard.press('Enter');
  await expect(programming).toHaveAttribute('aria-expanded', 'true');
  // A menu opened from the keyboard starts on its first entry; the arrows move, Enter follows.
  await expect(page.getByTestId('menu-programs')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('menu-exercises')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);
});

test('a second tab of the same coach shows the reload prompt when the first switches account', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signIn(first, demoCoach.email, demoCoach.password);
  await expectSignedInAs(first, demoCoach.name);
  const second = await context.newPage();
  await second.goto('/coach/programs/active');
  await expectSignedInAs(second, demoCoach.name);
  await realtimeState(second, 'connected');

  await switchTo(first, demoGym);
  await expectSignedInAs(first, demoGym);
  await expect(first.getByTestId('account-switched-prompt')).toBeHidden();

  const prompt = second.getByTestId('account-switched-prompt');
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(messages.accounts.switchedElsewhere);
  await prompt.getByRole('button', { name: messages.accounts.reload }).click();
  await expectSignedInAs(second, demoGym);
  await context.close();
});

test('a release note published on the server appears as a popup without a reload, and closing it reads it', async ({
  page,
  request,
}) => {
  await signUpCoach(page, request, 'Nova', 'Notes');
  await realtimeState(page, 'connected');
  await openProfileMenu(page);
  await expect(page.getByTestId('menu-whats-new')).toHaveText("What's New");
  await page.keyboard.press('Escape');
  const marker = await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    return true;
  });

  await publishReleaseNote(request, {
    title: 'Supersets are here',
    body: 'Group two exercises into one block.',
  });
  const popup = page.getByTestId('release-note-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Supersets are here');
  await expect(popup).toContainText('Group two exercises into one block.');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    marker,
  );

  await openProfileMenu(page);
  await expect(page.getByTestId('menu-whats-new')).toContainText('1');
  await page.keyboard.press('Escape');
  await popup.getByRole('button', { name: messages.releaseNotes.close }).click();
  await expect(popup).toBeHidden();
  await openProfileMenu(page);
  await expect(page.getByTestId('menu-whats-new')).toHaveText("What's New");

  await page.reload();
  await expectSignedInAs(page, 'Nova Notes');
  await expect(page.getByTestId('release-note-popup')).toHaveCount(0);
});

test('the realtime socket survives an API restart without a page reload', async ({ page, request }) => {
  await signUpCoach(page, request, 'Remy', 'Restart');
  await realtimeState(page, 'connected');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await restartApi(request);
  // The socket retries with a growing pause (as ActionCable's does): after a slow restart the next try
  // can be some seconds away. What matters here is that it comes back without a reload.
  await realtimeState(page, 'connected', { timeout: 45_000 });
  await publishReleaseNote(request, { title: 'After the restart', body: 'The socket came back by itself.' });
  await expect(page.getByTestId('release-note-popup')).toContainText('After the restart', {
    timeout: 20_000,
  });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test('a new coach sees the Get Started checklist, and opening the video tour ticks its step', async ({
  page,
  request,
}) => {
  await signUpCoach(page, request, 'Gia', 'Started');
  const button = page.getByTestId('checklist-button');
  await expect(button).toHaveText('Get Started 1/4');
  await button.click();
  await expect(page.getByTestId('checklist-step-sign_up')).toHaveAttribute('data-done', 'true');
  // The item opens the tour; the step is complete only once its media is opened (here no tour video is
  // configured, so the media is the help centre's videos page).
  await page.getByTestId('checklist-step-video_tour').getByRole('button').click();
  const dialog = page.getByTestId('tour-video-dialog');
  await expect(dialog).toContainText(messages.checklist.tourOnHelpCentre);
  await expect(button).toHaveText('Get Started 1/4');
  const tour = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: messages.checklist.tourOpenHelpCentre }).click();
  await (await tour).close();
  await expect(button).toHaveText('Get Started 2/4');
  await page.reload();
  await expect(page.getByTestId('checklist-button')).toHaveText('Get Started 2/4');
});

test('on a phone the checklist opens as a sheet across the bottom of the screen, and closes again', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUpCoach(page, request, 'Phoebe', 'Phone');
  const button = page.getByTestId('checklist-button');
  await button.click();
  const sheet = page.getByRole('dialog', { name: messages.checklist.title });
  await expect(sheet).toHaveAttribute('data-layout', 'sheet');
  await expect(page.getByTestId('checklist-step-sign_up')).toHaveAttribute('data-done', 'true');
  // Nearly the whole width (the sheet's own padding aside), and down at the bottom edge.
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBeGreaterThan(390 - 24);
  expect(box.y + box.height).toBeGreaterThan(800 - 24);
  await sheet.getByRole('button', { name: messages.ui.close }).click();
  await expect(sheet).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('terms and privacy links open the part written for the person, and the pages say the spec facts', async ({
  page,
}) => {
  await signIn(page, 'client@coachforge.test', 'coachforge-demo');
  await expectSignedInAs(page, 'Alex Athlete');
  await page.getByTestId('legal-terms').click();
  await expect(page).toHaveURL(/\/pages\/terms_of_use#clients$/);
  await expect(page.getByTestId('legal-page')).toContainText(messages.legal.forClients);
  await expect(page.getByTestId('legal-page')).toContainText(
    'lesser of the fees paid to us in the previous 12 months or 100 pounds',
  );
  await page.getByTestId('legal-privacy').click();
  await expect(page.getByTestId('legal-page')).toContainText('kept for 7 years');
  await page.goto('/pages/data_security');
  await expect(page.getByTestId('legal-page')).toContainText('Coming soon.');
});

test('when another tab signs in as someone else, this tab shows the multiple-tabs modal with Reload or Close', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const coachTab = await context.newPage();
  await signIn(coachTab, demoCoach.email, demoCoach.password);
  await expectSignedInAs(coachTab, demoCoach.name);

  const otherTab = await context.newPage();
  await otherTab.goto('/coach/programs/active');
  await expectSignedInAs(otherTab, demoCoach.name);
  await otherTab.getByTestId('profile-menu').click();
  await otherTab.getByTestId('menu-log-out').click();
  await otherTab
    .getByRole('alertdialog', { name: 'Log out?' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await signIn(otherTab, 'client@coachforge.test', 'coachforge-demo');
  await expectSignedInAs(otherTab, 'Alex Athlete');

  const modal = coachTab.getByTestId('multiple-tabs-modal');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(messages.frame.multipleTabsBody);
  await expect(modal.getByRole('button', { name: messages.frame.closeTab })).toBeVisible();
  await modal.getByRole('button', { name: messages.accounts.reload }).click();
  await expectSignedInAs(coachTab, 'Alex Athlete');
  await context.close();
});

test('a coach in a white-label trial is prompted for a web address, and a dismissal is remembered', async ({
  page,
  request,
}) => {
  await signUpCoach(page, request, 'Wes', 'Warning');
  const prompt = page.getByTestId('system-warning-custom_web_address');
  await expect(prompt).toContainText(messages.systemWarnings.customWebAddress);
  // A trial of 30 days reads 30 days at sign-up, whatever the time of day.
  await expect(page.getByTestId('subscription-warning')).toContainText(
    messages.subscriptionWarning.trial(messages.subscriptionWarning.left.days(30)),
  );
  await prompt.getByRole('button', { name: messages.systemWarnings.close }).click();
  await expect(prompt).toHaveCount(0);
  await page.reload();
  await expectSignedInAs(page, 'Wes Warning');
  await expect(page.getByTestId('subscription-warning')).toBeVisible();
  await expect(page.getByTestId('system-warning-custom_web_address')).toHaveCount(0);
});
