import { messages } from '@coachforge/contracts';
import { expect, test } from '../support/test';
import { clientSignedIn, freeProgram, publishProgram, signUpFinishedCoach } from '../support/account-api';
import { uniqueEmail } from '../support/platform';

test('a visitor opens a free program, creates an account in the sign-in modal, gets it, and lands on their calendar', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const coach = {
    email: uniqueEmail('publiccoach'),
    password: 'public-coach',
    first_name: 'Paula',
    last_name: 'Public',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await freeProgram(request, coachAuth, {
    plan_type: 'one_many',
    title: 'Free mobility',
    publish: false,
  });
  await request.patch(`/api/coach/plans/${planId}`, {
    headers: coachAuth,
    data: { description: '<p>Ten minutes a day.</p>' },
  });
  // A guide from the coach's media library, uploaded as the library does it, listed under Attachments.
  const guide = Buffer.from('%PDF-1.4\n% the daily routine\n%%EOF\n');
  const signed = await (
    await request.post('/api/media/direct_upload', {
      headers: coachAuth,
      data: {
        blob: { filename: 'routine.pdf', byte_size: guide.length, content_type: 'application/pdf' },
        scope: 'user',
      },
    })
  ).json();
  const sent = await request.put(signed.direct_upload.url, {
    headers: signed.direct_upload.headers,
    data: guide,
  });
  expect(sent.status()).toBe(204);
  const media = await request.post('/api/media', {
    headers: coachAuth,
    data: { media: { scope: 'user', signed_id: signed.signed_id } },
  });
  expect(media.status()).toBe(201);
  const attached = await request.put(`/api/coach/plans/${planId}/attachments`, {
    headers: coachAuth,
    data: { media_ids: [(await media.json()).id] },
  });
  expect(attached.status()).toBe(200);
  await publishProgram(request, coachAuth, planId);

  // The owner sees their own page with the public link to share.
  await page.goto(`/p/${planId}`);
  await expect(page.getByTestId('plan-title')).toHaveText('Free mobility');
  await expect(page.getByTestId('public-link')).toContainText(`/p/${planId}`);
  await expect(page.getByTestId('plan-actions')).toHaveAttribute('data-action', 'owner');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const planCalls: string[] = [];
  visitor.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/plans/${planId}/public`)
      planCalls.push(sent.headers()['authorization'] ? 'signed in' : 'signed out');
  });
  const scripts: string[] = [];
  visitor.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await visitor.goto(`/p/${planId}`);
  await expect(visitor.getByTestId('plan-description')).toHaveText('Ten minutes a day.');
  // The page came with the program (decision 0252): a signed-out visitor's browser never asked for it.
  expect(planCalls).toEqual([]);
  const attachment = visitor.getByTestId('plan-attachments').getByRole('link', { name: 'routine.pdf' });
  await expect(visitor.getByTestId('plan-attachments')).toContainText('Other · 1 KB');
  const opened = await visitor.request.get((await attachment.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(Buffer.from(await opened.body()).equals(guide)).toBe(true);
  await expect(visitor.getByTestId('price-bar')).toContainText('Free');
  // On a phone the price bar and its button are the page's footer, kept in view while the client reads.
  await visitor.setViewportSize({ width: 390, height: 740 });
  const footer = await visitor
    .getByTestId('price-bar')
    .evaluate((bar) => ({ position: getComputedStyle(bar).position, order: getComputedStyle(bar).order }));
  expect(footer).toEqual({ position: 'sticky', order: '1' });
  await visitor.setViewportSize({ width: 1280, height: 720 });
  // The page was drawn by the web server (decision 0253): a visitor who only read it loaded none of the app;
  // their press starts it and is kept, so one press opens the sign-in.
  expect(scripts).toEqual(['/drawn-page-starter.js']);
  const boxes = () =>
    Promise.all(
      ['plan-title', 'price-bar', 'plan-description'].map((id) => visitor.getByTestId(id).boundingBox()),
    );
  const drawnBoxes = await boxes();
  await visitor.getByRole('button', { name: 'Get for Free' }).click();
  const dialog = visitor.getByTestId('sign-in-dialog');
  await expect(dialog).toBeVisible();
  // The app's page took the drawn one's place where it was: nothing the visitor was reading moved.
  expect(await visitor.locator('#cf-drawn-page').count()).toBe(0);
  (await boxes()).forEach((box, index) => {
    const drawn = drawnBoxes[index]!;
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(box![side] - drawn[side])).toBeLessThan(3);
  });
  await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
  await dialog.getByLabel('First Name').fill('Vera');
  await dialog.getByLabel('Last Name').fill('Visitor');
  await dialog.getByLabel('Email').fill(uniqueEmail('visitor'));
  await dialog.getByLabel('Password', { exact: true }).fill('visiting-now');
  await dialog.getByLabel('Confirm password').fill('visiting-now');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toHaveCount(0);

  // Signed in, the same page offers the program to this client; getting it says what happens next.
  await expect(visitor.getByTestId('plan-actions')).toHaveAttribute('data-action', 'get_free');
  expect([...new Set(planCalls)]).toEqual(['signed in']);
  await visitor.getByRole('button', { name: 'Get for Free' }).click();
  const next = visitor.getByTestId('what-happens-next');
  await expect(next).toContainText('Free mobility is now on your calendar.');
  await next.getByRole('button', { name: 'Start my Program' }).click();
  await expect(visitor).toHaveURL(/\/user\/calendar$/);

  // Back on the program's page, the client is a member: Calendar is what it offers now.
  await visitor.goto(`/p/${planId}`);
  await expect(visitor.getByTestId('plan-actions')).toHaveAttribute('data-action', 'calendar');
  // And it is among their programs, with its coach and the coach's badge.
  await visitor.goto('/user/my_programs');
  await expect(visitor).toHaveURL(/\/user\/my_programs\/active$/);
  const row = visitor.getByTestId('my-programs-table').getByRole('row', { name: /Free mobility/ });
  await expect(row).toContainText('Paula Public');
  await visitorContext.close();

  // The coach sees the new client on the program.
  const clients = await (
    await request.get(`/api/coach/plans/${planId}/clients?list=active`, { headers: coachAuth })
  ).json();
  expect(clients.map((client: { full_name: string }) => client.full_name)).toEqual(['Vera Visitor']);
});

test('a coach who sells through Zapier says so on the Zapier page; clients then find the program unavailable until it is turned off', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const coachAuth = await signUpFinishedCoach(page, request, {
    email: uniqueEmail('zapiercoach'),
    password: 'zapier-coach',
    first_name: 'Zoe',
    last_name: 'Zapier',
  });
  const planId = await freeProgram(request, coachAuth, { plan_type: 'one_many', title: 'Zapped mobility' });

  await page.goto('/coach/zapier-integration');
  const sales = page.getByRole('switch', { name: messages.automations.zapierAccountLabel });
  await expect(sales).not.toBeChecked();
  await page.getByText(messages.automations.zapierAccountLabel).click();
  await expect(page.getByText(messages.automations.zapierAccountSaved(true))).toBeVisible();
  await expect(sales).toBeChecked();

  const { clientContext, client } = await clientSignedIn(browser, request, {
    email: uniqueEmail('zapierclient'),
    password: 'zapier-client',
    first_name: 'Cleo',
    last_name: 'Client',
  });
  await client.goto(`/p/${planId}`);
  await expect(client.getByTestId('sale-notice')).toHaveText(messages.payments.coachCannotTakePayments);
  await expect(client.getByRole('button', { name: 'Currently Unavailable' })).toBeDisabled();

  // Turned off, the same page offers the program again.
  await page.reload();
  await page.getByText(messages.automations.zapierAccountLabel).click();
  await expect(page.getByText(messages.automations.zapierAccountSaved(false))).toBeVisible();
  await client.reload();
  await expect(client.getByTestId('plan-actions')).toHaveAttribute('data-action', 'get_free');
  await expect(client.getByTestId('sale-notice')).toHaveCount(0);
  await clientContext.close();
});
