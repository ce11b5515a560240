import { request as httpRequest } from 'node:http';
import { messages } from '@coachforge/contracts';
import { expect, test, type Page } from '../support/test';
import { freeProgram, joinFreeProgram, signUpByApi, signUpFinishedCoach } from '../support/account-api';
import { uniqueEmail } from '../support/platform';

/**
 * The coach's account pages end to end (issue 14): the platform plan, coupons, and the web theme seen on
 * the coach's own sub-domain. A subscribed REST hook hearing a purchase is automations.spec.ts.
 */

/** A one-pixel PNG: a logo as far as the platform can tell. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A card typed into the simulated payment element of the card form, and paid with. */
async function payWithCard(page: Page) {
  const dialog = page.getByTestId('card-form-dialog');
  const card = dialog.getByTestId('simulated-payment-element');
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('Security code').fill('123');
  await dialog.getByRole('button').last().click();
}

/** The page as a plain HTTP client receives it on `host` (no browser, no script): what runs first. */
function rawHtml(port: number, host: string, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host, accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

test('a coach moves from FREE to the 10-client band, schedules a downgrade, makes and deactivates a coupon', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const coach = {
    email: uniqueEmail('planner'),
    password: 'plan-ahead',
    first_name: 'Pia',
    last_name: 'Planner',
  };
  await signUpFinishedCoach(page, request, coach);

  // From the trial to FREE, then to PROFESSIONAL for up to 10 clients, paid at once.
  await page.goto('/coach/choose_your_plan');
  await page.getByRole('button', { name: 'Choose FREE (up to 5 clients)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to FREE' }).click();
  await expect(
    page.getByText(messages.platformSubscription.changedTo('FREE (up to 5 clients)')),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/coach\/profile\/subscription$/);
  await page.goto('/coach/choose_your_plan');
  await page.getByRole('button', { name: 'Choose PROFESSIONAL (up to 10 clients)' }).click();
  await payWithCard(page);
  const band10 = 'PROFESSIONAL (up to 10 clients)';
  await expect(page.getByText(messages.platformSubscription.changedTo(band10))).toBeVisible();
  await expect(page).toHaveURL(/\/coach\/profile\/subscription$/);
  await expect(page.getByRole('heading', { name: band10 })).toBeVisible();

  // Down to 5 clients at the period's end: the plan stays until then, and says so.
  const downgrade = page.getByRole('region', { name: 'Downgrade at the period end' });
  await downgrade.getByRole('button', { name: /Plan$/ }).click();
  await page.getByRole('option', { name: 'PROFESSIONAL (up to 5 clients)' }).click();
  await downgrade.getByRole('button', { name: 'Downgrade' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Downgrade' }).click();
  const current = page.getByRole('region', { name: band10 });
  const scheduled = /^Your plan moves to PROFESSIONAL \(up to 5 clients\) on /;
  await expect(current.getByText(scheduled)).toBeVisible();
  await page.reload();
  await expect(current.getByText(scheduled)).toBeVisible();

  // A coupon, then deactivated for good.
  await page.goto('/coach/coupons');
  const form = page.getByRole('form', { name: 'Create a coupon' });
  await form.getByLabel('Code').fill('SPRING15');
  await form.getByLabel('Percent off').fill('15');
  await page.getByTestId('create-coupon').click();
  await expect(page.getByText(messages.coupons.created('SPRING15'))).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate SPRING15' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText(messages.coupons.archived('SPRING15'))).toBeVisible();
  await page.reload();
  await expect(page.getByText('Deactivated')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate SPRING15' })).toHaveCount(0);
});

test("a coach's primary colour is on its storefront at its sub-domain, in the first HTML already", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const port = Number(new URL(baseURL!).port);
  const coach = {
    email: uniqueEmail('brand'),
    password: 'brand-it-now',
    first_name: 'Bree',
    last_name: 'Brand',
  };
  const auth = await signUpFinishedCoach(page, request, coach);
  const accountId: number = (await (await request.get('/api/users/me', { headers: auth })).json()).current.id;

  // The web theme: the palette and the preview follow the colour as it is typed.
  await page.goto('/coach/customisation');
  await expect(page).toHaveURL(/\/coach\/customisation\/web\/theme$/);
  const primary = page.getByLabel(messages.customisation.primary, { exact: true });
  await primary.fill('#aa2255');
  await expect(page.getByTestId('theme-palette').getByRole('listitem').nth(5)).toHaveAttribute(
    'title',
    '500: #aa2255',
  );
  await expect(page.getByTestId('theme-preview')).toHaveAttribute('data-primary', '#aa2255');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.customisation.themeSaved)).toBeVisible();

  // The logo: shown in the coach's own header at once.
  await page.getByRole('tab', { name: 'Logo' }).click();
  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(messages.customisation.logoSaved)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await expect(page.getByTestId('platform-header').getByRole('img', { name: 'Bree Brand' })).toBeVisible();

  // The web address: a reserved name is refused as typed, a free one is kept.
  await page.getByRole('tab', { name: 'Web address' }).click();
  await expect(page).toHaveURL(/\/coach\/customisation\/web\/address$/);
  const name = page.getByLabel('Sub-domain name');
  await name.fill('www');
  await name.blur();
  await expect(page.getByText(messages.customisation.subDomainReserved)).toBeVisible();
  const subDomain = `bree-${Date.now().toString(36)}`;
  await name.fill(subDomain);
  await page.getByRole('form', { name: 'Choose a sub-domain' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(messages.customisation.subDomainSaved)).toBeVisible();
  const host = `${subDomain}.localhost:${port}`;
  await expect(page.getByTestId('sub-domain-url')).toHaveText(`http://${host}`);

  // What a client without a browser receives: the colour before any script.
  const html = await rawHtml(port, host, `/c/${accountId}`);
  expect(html.indexOf('--cf-primary: #aa2255;')).toBeGreaterThan(0);
  expect(html.indexOf('--cf-primary: #aa2255;')).toBeLessThan(html.indexOf('<script defer'));
  expect(html).toContain('<meta name="theme-color" content="#aa2255" />');
  expect(html).toMatch(
    /<div id="cf-boot" role="status"><img src="\/api\/theme_images\/[^"]+" alt="Bree Brand" \/>/,
  );
  // The platform's own address is not themed.
  expect(await rawHtml(port, `localhost:${port}`, `/c/${accountId}`)).not.toContain('--cf-primary');

  // A signed-out visitor on the sub-domain. With the shell's script held back, the page already wears the
  // account's colour: nothing is drawn in the platform's first.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.route(/\/main(\.[0-9a-f]+)?\.js$/, (route) => route.abort());
  await visitor.goto(`http://${host}/c/${accountId}`);
  expect(
    await visitor.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--cf-primary').trim(),
    ),
  ).toBe('#aa2255');
  await expect(visitor.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#aa2255');
  await expect(visitor.getByTestId('platform-header')).toHaveCount(0);
  // With the script, the storefront itself is drawn in that colour.
  await visitor.unrouteAll();
  await visitor.goto(`http://${host}/c/${accountId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Bree Brand' })).toBeVisible();
  await expect(visitor.getByTestId('storefront-header')).toHaveCSS('border-bottom-color', 'rgb(170, 34, 85)');

  // Signing in there is for the coach's own people: anyone else is told where to sign in.
  const stranger = {
    email: uniqueEmail('stranger'),
    password: 'not-a-client',
    first_name: 'Sam',
    last_name: 'Stranger',
  };
  await signUpByApi(request, { ...stranger, role: 'user' });
  await visitor.goto(`http://${host}/onboarding/sign_in`);
  await visitor.getByLabel('Email').fill(stranger.email);
  await visitor.getByLabel('Password').fill(stranger.password);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor.getByTestId('subdomain-notice')).toContainText(
    messages.account.subdomainNoAccess(`localhost:${port}`),
  );
  await visitorContext.close();

  // One of the coach's clients signs in there: the pages stay the coach's, logo included (the client's
  // own account has no theme, so the default would show anywhere else).
  const planId = await freeProgram(request, auth, { plan_type: 'one_many', title: 'Brand Camp' });
  const athlete = {
    email: uniqueEmail('brand-client'),
    password: 'brand-client-pass',
    first_name: 'Cleo',
    last_name: 'Client',
  };
  await joinFreeProgram(request, await signUpByApi(request, { ...athlete, role: 'user' }), planId);
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await client.goto(`http://${host}/onboarding/sign_in`);
  await client.getByLabel('Email').fill(athlete.email);
  await client.getByLabel('Password').fill(athlete.password);
  await client.getByRole('button', { name: 'Sign in' }).click();
  const brand = client.getByTestId('platform-header').getByRole('link').first().getByRole('img');
  await expect(brand).toHaveAttribute('src', /^\/api\/theme_images\/[0-9]+-[0-9a-f]{16}-logo\.webp$/);
  // The logo itself loads (an <img> sends no API-Version header).
  await expect
    .poll(() => brand.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await clientContext.close();
});

test('the owner turns tax collection on, which waits for payments to be connected, and off again', async ({
  page,
  request,
}) => {
  const coach = { email: uniqueEmail('taxes'), password: 'tax-season', first_name: 'Tia', last_name: 'Tax' };
  await signUpFinishedCoach(page, request, coach);
  const tax = messages.coachAdmin.tax;
  await page.goto('/coach/profile/tax');
  await expect(page.getByTestId('tax-state')).toHaveText(tax.states.normal);
  await page.getByText(tax.switchLabel).click();
  await expect(page.getByTestId('tax-state')).toHaveText(tax.states.in_progress);
  await page.reload();
  await expect(page.getByTestId('tax-state')).toHaveText(tax.states.in_progress);
  await expect(page.getByRole('switch', { name: tax.switchLabel })).toBeChecked();
  await page.getByText(tax.switchLabel).click();
  await expect(page.getByTestId('tax-state')).toHaveText(tax.states.normal);
});
