import { addDays, clientToday, messages, weekStartOf } from '@coachforge/contracts';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { clientSignedIn, signInByApi, signUpFinishedCoach } from '../support/account-api';
import { letDaysPass } from '../support/operator';
import { saveTrackByApi, trainingWeek } from '../support/programs-api';
import { uniqueEmail } from '../support/platform';

async function typeCard(page: Page, number: string) {
  const card = page.getByTestId('simulated-payment-element');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('Security code').fill('123');
}

/** Chooses a country in a combobox, replacing whatever it showed. */
async function chooseCountry(page: Page, country: Locator) {
  await country.click();
  await country.fill('');
  await country.pressSequentially('United King');
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await expect(country).toHaveValue('United Kingdom');
}

/** The billing address under the card on the purchase form: the name comes from the account. */
async function fillCheckoutBilling(page: Page) {
  const fields = page.getByTestId('billing-address');
  await chooseCountry(page, fields.getByRole('combobox', { name: 'Country' }));
  await fields.getByLabel('Postal code').fill('LS1 1AA');
}

/** The billing details of the card dialog, typed as a person types them. */
async function fillBillingDetails(page: Page) {
  const dialog = page.getByTestId('card-dialog');
  await dialog.getByLabel('Name on card').fill('Bea Buyer');
  await dialog.getByLabel('Billing address').fill('1 Main Street');
  await dialog.getByLabel('City').fill('Leeds');
  await dialog.getByLabel('Postal code').fill('LS1 1AA');
  await chooseCountry(page, dialog.getByRole('combobox', { name: 'Country' }));
}

/**
 * A coach who can take payments, with a monthly one_many program priced and not yet published (each test
 * adds what it needs first: a coupon, a trial).
 */
async function coachSelling(
  page: Page,
  request: APIRequestContext,
  {
    coach,
    title,
    amount,
  }: {
    coach: { email: string; password: string; first_name: string; last_name: string };
    title: string;
    amount: number;
  },
) {
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  // Connecting the simulated provider completes at once, as the demo data's coach has it.
  await request.post('/api/coach/payment_provider/onboarding', {
    headers: coachAuth,
    data: { source: 'settings' },
  });
  const planId: number = (
    await (
      await request.post('/api/coach/plans', { headers: coachAuth, data: { plan_type: 'one_many', title } })
    ).json()
  ).id;
  const priced = await request.post(`/api/coach/plans/${planId}/prices`, {
    headers: coachAuth,
    data: { amount, duration: 'monthly' },
  });
  expect(priced.status()).toBe(201);
  return { coachAuth, planId };
}

test('a client subscribes with a coupon and a card their bank asks them to confirm, after a declined card, and the coach sees them active', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { coachAuth, planId } = await coachSelling(page, request, {
    coach: {
      email: uniqueEmail('sellingcoach'),
      password: 'selling-coach',
      first_name: 'Sam',
      last_name: 'Seller',
    },
    title: 'Engine club',
    amount: 2900,
  });
  // The coach's welcome coupon: 20% off the first payment.
  expect(
    (
      await request.post('/api/coach/coupons', {
        headers: coachAuth,
        data: { name: 'WELCOME20', percent_off: 20, duration: 'once' },
      })
    ).status(),
  ).toBe(201);
  expect((await request.post(`/api/coach/plans/${planId}/publish`, { headers: coachAuth })).status()).toBe(
    200,
  );

  const athlete = {
    email: uniqueEmail('buyer'),
    password: 'buying-now',
    first_name: 'Bea',
    last_name: 'Buyer',
  };
  const { clientContext, client } = await clientSignedIn(browser, request, athlete);

  await client.goto(`/p/${planId}`);
  await expect(client.getByTestId('price-bar')).toContainText('29.00');
  const actions = client.getByTestId('plan-actions');
  await expect(actions).toHaveAttribute('data-action', 'subscribe');
  await actions.getByRole('button').click();
  await expect(client).toHaveURL(new RegExp(`/plan/${planId}/purchase$`));

  // The coupon shows the first payment before anything is paid.
  await client.getByLabel('Coupon code').fill('welcome20');
  await client.getByRole('button', { name: 'Update total' }).click();
  await expect(client.getByTestId('coupon-applied')).toContainText('First payment $23.20 instead of $29.00');

  // A declined card says so and keeps the form, the billing address with it.
  await typeCard(client, '4000 0000 0000 0002');
  await fillCheckoutBilling(client);
  await expect(client.getByLabel('Name on card')).toHaveValue('Bea Buyer');
  await client.getByTestId('pay').click();
  await expect(client.getByTestId('payment-error')).toHaveText(messages.payments.cardDeclined);
  await expect(client.getByTestId('billing-address').getByLabel('Postal code')).toHaveValue('LS1 1AA');

  // A card whose bank asks: the client confirms, and the program is theirs.
  await typeCard(client, '4000 0025 0000 3155');
  await client.getByTestId('pay').click();
  const bank = client.getByTestId('simulated-3ds');
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(client.getByTestId('what-happens-next')).toContainText('Engine club is now on your calendar.');
  await client.goto(`/p/${planId}`);
  await expect(client.getByTestId('plan-actions')).toHaveAttribute('data-action', 'calendar');
  // The billing history keeps both: the refused card, and the payment.
  await client.goto('/user/billing/history');
  const history = client.getByTestId('billing-history');
  await expect(history.getByRole('row').filter({ hasText: 'Paid' })).toContainText('$23.20');
  await expect(history.getByRole('row').filter({ hasText: 'Failed' })).toContainText(
    messages.payments.cardDeclined,
  );
  // The payment that went through has its receipt, downloaded as a PDF named by its number.
  const download = client.waitForEvent('download');
  await history
    .getByRole('row')
    .filter({ hasText: 'Paid' })
    .getByRole('button', { name: 'Receipt (PDF)' })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^CF-\d{6}\.pdf$/);

  // Payment methods: the card that paid is kept as the coach's default (the refused one is not); the
  // client gives it a billing address, adds another card, and makes that one pay the subscription.
  await client.getByRole('tab', { name: 'Payment methods' }).click();
  await expect(client).toHaveURL(/\/user\/billing\/payment$/);
  const cards = client.getByRole('region', { name: 'Cards for Sam Seller' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  const paidWith = cards.getByTestId('card-3155');
  await expect(paidWith).toContainText('Visa ending 3155');
  await expect(paidWith).toContainText('Default');
  await paidWith.getByRole('button', { name: 'Add billing address' }).click();
  const dialog = client.getByTestId('card-dialog');
  await fillBillingDetails(client);
  await dialog.getByTestId('card-save').click();
  await expect(client.getByText(messages.cards.updated)).toBeVisible();
  await expect(paidWith.getByRole('button', { name: 'Edit' })).toBeVisible();

  await client.getByTestId('add-card').click();
  await typeCard(client, '5555 5555 5555 4444');
  await fillBillingDetails(client);
  await dialog.getByTestId('card-save').click();
  await expect(client.getByText(messages.cards.added)).toBeVisible();
  const added = cards.getByTestId('card-4444');
  await expect(added).toContainText('Mastercard ending 4444');
  await added.getByRole('button', { name: 'Make default' }).click();
  await expect(added).toContainText('Default');
  await expect(paidWith).not.toContainText('Default');
  await clientContext.close();

  const clients = await (
    await request.get(`/api/coach/plans/${planId}/clients?list=active`, { headers: coachAuth })
  ).json();
  expect(
    clients.map((c: { full_name: string; membership: { state: string } }) => [
      c.full_name,
      c.membership.state,
    ]),
  ).toEqual([['Bea Buyer', 'active']]);
});

test('a trial ends on a card that stopped working: the client is warned, pays with another card, then cancels at period end and resumes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { coachAuth, planId } = await coachSelling(page, request, {
    coach: {
      email: uniqueEmail('trialcoach'),
      password: 'trial-coach',
      first_name: 'Tia',
      last_name: 'Trainer',
    },
    title: 'Morning engine',
    amount: 1500,
  });
  expect(
    (
      await request.patch(`/api/coach/plans/${planId}/settings`, {
        headers: coachAuth,
        data: { trial_days: 7 },
      })
    ).status(),
  ).toBe(200);
  expect((await request.post(`/api/coach/plans/${planId}/publish`, { headers: coachAuth })).status()).toBe(
    200,
  );

  const athlete = {
    email: uniqueEmail('trialist'),
    password: 'trying-it',
    first_name: 'Tom',
    last_name: 'Trialist',
  };
  const { clientContext, client } = await clientSignedIn(browser, request, athlete);

  // The trial starts with a card that is saved without trouble and refused on every charge.
  await client.goto(`/p/${planId}`);
  await client.getByTestId('plan-actions').getByRole('button', { name: 'Start 7-day free trial' }).click();
  await expect(client).toHaveURL(new RegExp(`/plan/${planId}/purchase$`));
  await expect(client.getByText('7-day free trial: your first payment is after it.')).toBeVisible();
  await typeCard(client, '4000 0000 0000 0341');
  await fillCheckoutBilling(client);
  await client.getByTestId('pay').click();
  await expect(client.getByTestId('what-happens-next')).toContainText('Morning engine');

  // Eight days pass: the trial's end charges the card, which is refused.
  await letDaysPass(request, 8);
  // Wherever the client is, the header says so and leads to the program, where it is not repeated.
  await client.goto('/user/my_programs/active');
  const warning = client.getByTestId('system-warning-missed_payment');
  await expect(warning).toContainText(messages.systemWarnings.missedPayment);
  await warning.getByRole('link').click();
  await expect(client).toHaveURL(new RegExp(`/p/${planId}$`));
  await expect(warning).toHaveCount(0);
  await expect(client.getByTestId('membership-notice')).toContainText('did not go through');
  await client.getByTestId(`pay-owed-${planId}`).click();
  await expect(client.getByTestId('payment-owed')).toBeVisible();
  await expect(client.getByLabel('Start date')).toHaveCount(0);
  await typeCard(client, '4242 4242 4242 4242');
  await fillCheckoutBilling(client);
  await client.getByRole('button', { name: 'Pay now' }).click();
  await expect(client.getByTestId('what-happens-next')).toBeVisible();

  // Active again: the warning is gone; cancelled, it runs to the period end; resumed, it renews.
  await client.goto(`/p/${planId}`);
  const actions = client.getByTestId('plan-actions');
  await expect(actions).toHaveAttribute('data-action', 'calendar');
  await expect(client.getByTestId('membership-notice')).toHaveCount(0);
  await actions.getByRole('button', { name: 'Cancel subscription' }).click();
  await client.getByRole('alertdialog').getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(client.getByText(messages.purchase.cancelled)).toBeVisible();
  await expect(client.getByTestId('membership-notice')).toContainText('you keep the program until the end');
  await actions.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(client.getByText(messages.purchase.resumed)).toBeVisible();
  await expect(client.getByTestId('membership-notice')).toHaveCount(0);

  // The billing history keeps the refused renewal and the payment that brought it back, newest first.
  const clientAuth = await signInByApi(request, athlete.email, athlete.password);
  const history: { amount: number; status: string }[] = await (
    await request.get('/api/user/billing/history', { headers: clientAuth })
  ).json();
  expect(history.map((entry) => [entry.amount, entry.status])).toEqual([
    [1500, 'succeeded'],
    [1500, 'failed'],
  ]);
  await clientContext.close();
});

test('a client buys a fixed program with a start date and finds its weeks on their calendar from that day', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coach = {
    email: uniqueEmail('fixedcoach'),
    password: 'fixed-coach',
    first_name: 'Fay',
    last_name: 'Fixed',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  await request.post('/api/coach/payment_provider/onboarding', {
    headers: coachAuth,
    data: { source: 'settings' },
  });
  const planId: number = (
    await (
      await request.post('/api/coach/plans', {
        headers: coachAuth,
        data: { plan_type: 'fixed', title: 'Two-week base' },
      })
    ).json()
  ).id;
  // Two weeks: a session on the first day of each, named after its week.
  expect(
    (
      await request.patch(`/api/coach/plans/${planId}/schedule`, { headers: coachAuth, data: { weeks: 2 } })
    ).status(),
  ).toBe(200);
  const week = (title: string) => trainingWeek({ 0: [{ title, sections: [] }] });
  await saveTrackByApi(request, coachAuth, planId, [week('Week one squats'), week('Week two squats')]);
  const priced = await request.post(`/api/coach/plans/${planId}/prices`, {
    headers: coachAuth,
    data: { amount: 4900, duration: 'one_off' },
  });
  expect(priced.status()).toBe(201);
  expect((await request.post(`/api/coach/plans/${planId}/publish`, { headers: coachAuth })).status()).toBe(
    200,
  );

  const athlete = {
    email: uniqueEmail('fixedbuyer'),
    password: 'fixed-buyer',
    first_name: 'Finn',
    last_name: 'Buyer',
  };
  const { clientContext, client } = await clientSignedIn(browser, request, athlete);
  await client.goto(`/p/${planId}`);
  const actions = client.getByTestId('plan-actions');
  await expect(actions).toHaveAttribute('data-action', 'purchase');
  await actions.getByRole('button').click();
  await expect(client).toHaveURL(new RegExp(`/plan/${planId}/purchase$`));

  // The start day is ten days from now, typed day by day (DD/MM/YYYY) in the browser's own calendar.
  const today = clientToday(
    new Date().toISOString(),
    await client.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
  );
  const start = addDays(today, 10);
  const [year, month, day] = start.split('-');
  const startDate = client.getByRole('group', { name: 'Start date' });
  await startDate.getByRole('spinbutton').first().click();
  await client.keyboard.type(`${day}${month}${year}`);
  await expect(startDate.getByRole('spinbutton', { name: /year/i })).toHaveText(year!);

  await typeCard(client, '4242 4242 4242 4242');
  await fillCheckoutBilling(client);
  await expect(client.getByTestId('purchase-footer').getByTestId('pay')).toHaveText('Purchase');
  await client.getByTestId('pay').click();
  await expect(client.getByTestId('what-happens-next')).toContainText(
    'Two-week base is now on your calendar.',
  );
  // No app store is configured on this platform: no made-up store link, the calendar instead.
  const appStep = client.getByTestId('app-step');
  await expect(appStep.getByRole('link', { name: 'calendar' })).toBeVisible();
  await expect(appStep.getByRole('link', { name: /App Store|Google Play/ })).toHaveCount(0);

  // Nothing before the start day; week one on it, week two seven days later.
  await client.goto('/user/calendar');
  await expect(client.getByTestId('calendar-week')).toBeVisible();
  await expect(client.getByText(/Week one squats/)).toHaveCount(0);
  // The calendar shows a week from Monday: forward to the start day's week.
  const weeksAhead = (Date.parse(weekStartOf(start)) - Date.parse(weekStartOf(today))) / (7 * 86_400_000);
  const next = client.getByRole('button', { name: 'Next week' });
  for (let weeks = 0; weeks < weeksAhead; weeks += 1) await next.click();
  const startDay = client.getByTestId(`calendar-day-${start}`);
  await expect(startDay).toContainText('Week one squats · Two-week base');
  await expect(client.getByText(/Week one squats/)).toHaveCount(1);
  await next.click();
  await expect(client.getByTestId(`calendar-day-${addDays(start, 7)}`)).toContainText(
    'Week two squats · Two-week base',
  );
  await clientContext.close();
});
