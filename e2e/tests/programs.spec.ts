import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, planTypeLabels, type PlanType } from '@coachforge/contracts';
import { expect, test, type Page } from '../support/test';
import { followMailLink, signInByApi, signUpByApi } from '../support/account-api';
import { collectConsoleErrors, signIn, uniqueEmail } from '../support/platform';

/** The demo coach: its account has the simulated payment provider connected (docs/decisions/0046). */
const demoCoach = { email: 'coach@coachforge.test', password: 'coachforge-demo' };

/** A 400x300 picture made with ffmpeg at test time, big enough to crop a cover from. */
function makePicture(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'coachforge-e2e-cover-'));
  try {
    const file = join(dir, 'cover.png');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=400x300',
      '-frames:v',
      '1',
      file,
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Creates a program through the three steps and returns its id, on its review page. */
async function createProgram(
  page: Page,
  type: PlanType,
  title: string,
  options: { boldDescription?: boolean } = {},
): Promise<number> {
  await page.goto('/coach/programs/active');
  await page.getByTestId('create-program').click();
  const chooser = page.getByTestId('choose-program-type');
  await chooser.getByRole('button', { name: `Choose ${planTypeLabels[type]}` }).click();
  await expect(page).toHaveURL(new RegExp(`/coach/programs/create/main\\?plan_type=${type}$`));
  await expect(page.getByTestId('create-step')).toHaveText('Step 1 of 3: Main info');
  await page.getByLabel('Title').fill(title);
  if (options.boldDescription) {
    // The description is rich text: typed with the keyboard's own bold shortcut.
    await page.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Train ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('hard');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' and rest.');
    await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  }
  await page.getByRole('button', { name: 'Create draft' }).click();

  await expect(page).toHaveURL(/\/coach\/programs\/edit\/\d+\/schedule\?create=1$/);
  await expect(page.getByTestId('create-step')).toHaveText('Step 2 of 3: Schedule');
  if (type === 'fixed') await page.getByLabel('Length in weeks').fill('6');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/coach\/programs\/\d+\/edit\?create=1$/);
  await expect(page.getByTestId('create-step')).toHaveText('Step 3 of 3: Review');
  await expect(page.getByTestId('program-review')).toContainText(title);
  await expect(page.getByTestId('program-review')).toContainText(planTypeLabels[type]);
  if (options.boldDescription)
    await expect(page.getByTestId('program-review').locator('strong')).toHaveText('hard');
  return Number(/\/coach\/programs\/(\d+)\/edit/.exec(page.url())![1]);
}

test('a coach creates a program of each type, prices, covers and publishes one, and sees an invited client join with another address', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  const run = Date.now().toString(36);
  await signIn(page, demoCoach.email, demoCoach.password);
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);

  for (const type of ['fixed', 'one_many', 'membership'] as const)
    await createProgram(page, type, `${planTypeLabels[type]} ${run}`);
  const title = `Coached 1-2-1 ${run}`;
  const planId = await createProgram(page, 'individual', title, { boldDescription: true });

  // Two price options: the default period, then another chosen from the list.
  const prices = page.getByTestId('price-options');
  await expect(prices.getByTestId('price-rules')).toContainText('Up to 8 options');
  await prices.getByLabel('Price').fill('49.99');
  await prices.getByRole('button', { name: 'Add price option' }).click();
  await expect(prices.getByTestId('price-option-monthly')).toContainText('49.99');
  await prices.getByLabel('Price').fill('399');
  await prices.getByTestId('price-period').getByRole('button').click();
  await page.getByRole('option', { name: 'yearly' }).click();
  await prices.getByRole('button', { name: 'Add price option' }).click();
  await expect(prices.getByTestId('price-option-yearly')).toContainText('399.00');

  // A cover uploaded through the media library, cropped to 1.94:1.
  await page.getByTestId('cover-main').getByRole('button', { name: 'Upload' }).click();
  const library = page.getByRole('dialog', { name: messages.media.uploadTitle });
  await library.getByLabel('Upload files').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: makePicture(),
  });
  await expect(library.getByTestId('upload-preview').filter({ hasText: 'cover.png' })).toHaveAttribute(
    'data-status',
    'uploaded',
  );
  await library.getByRole('button', { name: 'Done' }).click();
  const crop = page.getByTestId('cover-crop');
  await expect(crop.getByRole('button', { name: 'Use this crop' })).toBeEnabled();
  await crop.getByRole('button', { name: 'Use this crop' }).click();
  await expect(crop).toHaveCount(0);
  await expect(page.getByTestId('cover-main')).toContainText('.jpg');

  await page.getByTestId('publish-program').click();
  await expect(page).toHaveURL(/\/coach\/programs\/active\/ready$/);
  await page.getByTestId('programs-welcome').getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByTestId(`program-card-${planId}`)).toContainText('Published');

  // A link preview runs no script: a plain request, as crawlers send it, gets the title and the cover.
  const preview = await request.get(`/p/${planId}`, { headers: { Accept: '*/*' } });
  expect(preview.status()).toBe(200);
  const head = await preview.text();
  expect(head).toContain(`<title>${title} | `);
  expect(head).toContain(`<meta property="og:url" content="`);
  expect(head).toMatch(
    new RegExp(`<meta property="og:image" content="[^"]*/api/plans/${planId}/covers/main"`),
  );

  // Invite a client by email: they wait in the program's invites.
  const invitedEmail = uniqueEmail('invited');
  await page.goto(`/coach/programs/${planId}/invites`);
  await page.getByTestId('invite-clients-open').click();
  const invite = page.getByTestId('invite-clients');
  await invite.getByLabel(/Emails/).fill(invitedEmail);
  await invite.getByRole('button', { name: 'Send invitations' }).click();
  await expect(invite).toHaveCount(0);
  const pendingRow = page.getByTestId('clients-table').getByRole('row').filter({ hasText: invitedEmail });
  await expect(pendingRow).toContainText(messages.clientBadges.pending);

  // The client has an account under another address and is signed in to it. They open the mail that
  // went to the invited one, and its single-use link lets them join as the account they are in.
  const joinedEmail = uniqueEmail('joined');
  await signUpByApi(request, {
    email: joinedEmail,
    password: 'joining-late',
    role: 'user',
    first_name: 'Jo',
    last_name: 'Joiner',
  });
  const clientContext = await browser.newContext();
  const mail = await clientContext.newPage();
  await signIn(mail, joinedEmail, 'joining-late');
  await expect(mail).not.toHaveURL(/\/onboarding\/sign_in/);
  await followMailLink(mail, invitedEmail, 'Join the program');
  await expect(mail).toHaveURL(/\/onboarding\/athlete-invitation\/[^/]+$/);
  await expect(mail.getByTestId('invitation-summary')).toContainText(`You are signed in as ${joinedEmail}`);
  await mail.getByRole('button', { name: `Join as ${joinedEmail}` }).click();
  await expect(mail.getByText(messages.invitations.joinedProgram)).toBeVisible();
  await clientContext.close();

  // The coach sees them leave the invites and appear among the clients, with both addresses.
  await page.reload();
  await expect(
    page.getByTestId('clients-table').getByRole('row').filter({ hasText: invitedEmail }),
  ).toHaveCount(0);
  await page.getByRole('tab', { name: 'Clients' }).click();
  await expect(page).toHaveURL(new RegExp(`/coach/programs/${planId}/clients$`));
  const joinedRow = page.getByTestId('clients-table').getByRole('row').filter({ hasText: 'Jo Joiner' });
  await expect(joinedRow).toContainText(messages.clients.invitedAs(invitedEmail, joinedEmail));

  // The coach removes the client, after confirming; the program page then tells the client so.
  await joinedRow.getByRole('button', { name: messages.clients.block }).click();
  const confirm = page.getByTestId('block-client-confirm');
  await confirm.getByRole('button', { name: messages.clients.block }).click();
  await expect(joinedRow).toContainText(messages.clients.blockedBadge);
  const clientAuth = await signInByApi(request, joinedEmail, 'joining-late');
  const programPage = await (
    await request.get(`/api/plans/${planId}/public`, { headers: clientAuth })
  ).json();
  expect(programPage).toMatchObject({ is_blocked: true, allowed_to_buy: false });
  await joinedRow.getByRole('button', { name: messages.clients.unblock }).click();
  await expect(joinedRow).not.toContainText(messages.clients.blockedBadge);
  expect(errors).toEqual([]);
});
