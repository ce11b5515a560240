import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_VERSION,
  AUTOMATION_KEY_HEADER,
  AUTOMATION_SIGNATURE_HEADER,
  AUTOMATION_TIMESTAMP_HEADER,
  messages,
} from '@coachforge/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { type Auth, signUpByApi, signUpFinishedCoach } from '../support/account-api';
import { uniqueEmail } from '../support/platform';

/** A card becomes a payment method the way the simulated payment element makes one. */
async function paymentMethod(request: APIRequestContext, auth: Auth): Promise<string> {
  const made = await request.post('/api/simulated-stripe/payment_methods', {
    headers: auth,
    data: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
  });
  expect(made.status()).toBe(200);
  return (await made.json()).id as string;
}

/** An automation service's receiving end, on this machine: it records what it is sent. */
async function startReceiver() {
  const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
  const server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    incoming.on('end', () => {
      received.push({ headers: incoming.headers, body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/catch`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a coach on PROFESSIONAL creates an API key, a hook is subscribed with it, and a purchase reaches it signed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  try {
    const coach = {
      email: uniqueEmail('zapcoach'),
      password: 'automate-it',
      first_name: 'Zara',
      last_name: 'Zapper',
    };
    const coachAuth = await signUpFinishedCoach(page, request, coach);
    // The 10-client PROFESSIONAL band, paid by card, and payments connected to sell a program.
    const chosen = await request.post('/api/subscribe/choose', {
      headers: coachAuth,
      data: { plan: 10, interval: 'month', payment_method_id: await paymentMethod(request, coachAuth) },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    await request.post('/api/coach/payment_provider/onboarding', {
      headers: coachAuth,
      data: { source: 'settings' },
    });
    const planId: number = (
      await (
        await request.post('/api/coach/plans', {
          headers: coachAuth,
          data: { plan_type: 'one_many', title: 'Automated strength' },
        })
      ).json()
    ).id;
    const priced = await request.post(`/api/coach/plans/${planId}/prices`, {
      headers: coachAuth,
      data: { amount: 3900, duration: 'monthly' },
    });
    const priceId: number = (await priced.json()).original_price[0].id;
    expect((await request.post(`/api/coach/plans/${planId}/publish`, { headers: coachAuth })).status()).toBe(
      200,
    );

    // The page: no key yet; creating one shows it once.
    await page.goto('/coach/zapier-integration');
    await expect(page.getByText(messages.automations.keyMissing)).toBeVisible();
    await expect(page.getByText(messages.automations.noHooks)).toBeVisible();
    await page.getByRole('button', { name: messages.automations.createKey }).click();
    const key = (await page.getByTestId('automation-key').textContent())!.trim();
    expect(key).toMatch(/^cfk_/);
    await expect(
      page.getByText(messages.automations.keyEnding(key.slice(-4)), { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Show' }).click();
    const secret = (await page.getByTestId('signing-secret').textContent())!.trim();
    expect(secret).toMatch(/^cfs_/);

    // The automation service subscribes with the key.
    const service = { 'API-Version': API_VERSION, [AUTOMATION_KEY_HEADER]: key };
    expect((await request.get('/api/automations/me', { headers: service })).status()).toBe(200);
    const hook = await request.post('/api/automations/hooks', {
      headers: service,
      data: { target_url: receiver.url, event: 'new_purchase' },
    });
    expect(hook.status()).toBe(201);

    // A client buys the program.
    const athlete = {
      email: uniqueEmail('zapbuyer'),
      password: 'buying-now',
      first_name: 'Bo',
      last_name: 'Buyer',
      role: 'user' as const,
    };
    const clientAuth = await signUpByApi(request, athlete);
    const bought = await request.post(`/api/stripe/plan/${planId}/buy`, {
      headers: clientAuth,
      data: { price_option_id: priceId, payment_method_id: await paymentMethod(request, clientAuth) },
    });
    expect(bought.status(), await bought.text()).toBe(200);

    // The receiver hears of it, signed with the account's secret.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const [delivery] = receiver.received;
    const timestamp = String(delivery!.headers[AUTOMATION_TIMESTAMP_HEADER.toLowerCase()]);
    const signature = createHmac('sha256', secret).update(`${timestamp}.${delivery!.body}`).digest('hex');
    expect(delivery!.headers[AUTOMATION_SIGNATURE_HEADER.toLowerCase()]).toBe(`sha256=${signature}`);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: 'new_purchase',
      client: { full_name: 'Bo Buyer', email: athlete.email },
      program: { id: planId, title: 'Automated strength' },
      amount: 3900,
    });

    // The page shows the hook and its delivery; the key is no longer shown in full.
    await page.reload();
    const hooks = page.getByRole('grid', { name: messages.automations.hooksTitle });
    await expect(hooks.getByRole('row').nth(1)).toContainText('New purchase');
    await expect(hooks.getByRole('row').nth(1)).toContainText('Delivered');
    await expect(page.getByTestId('automation-key')).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
