import {
  ApiRequestError,
  endpoints,
  messages,
  type PublicPlan,
  type PublicPriceOption,
  type Endpoint,
  type RequestOptions,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PurchaseFormPage } from './purchase-form-page';
import {
  fakeMonthlyPrice as monthly,
  fakePlanMembership,
  fakePublicPlan,
} from '../../testing/public-plan-fakes';

const plan = fakePublicPlan();
const client = fakeMe({ current: { role: 'user' }, private: { role: 'user' } });
const active = {
  membership: { state: 'active' },
  requires_action: false,
  payment_intent_client_secret: null,
  payment_intent_id: null,
};

function open(buyAnswer: () => unknown, currentPlan: () => PublicPlan = () => plan) {
  const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint === endpoints.getPublicPlan) return currentPlan();
    if (endpoint === endpoints.retryPayment) return active;
    if (endpoint === endpoints.paymentsConfig) return { provider: 'simulated', publishable_key: null };
    if (endpoint === endpoints.settings) return { countries: [{ code: 'GB', name: 'United Kingdom' }] };
    if (endpoint === endpoints.simulatedPaymentMethod)
      return {
        id: 'pm_sim_1',
        card: { brand: 'visa', last4: (options.body as { number: string }).number.slice(-4) },
      };
    if (endpoint === endpoints.purchasePlan) return buyAnswer();
    if (endpoint === endpoints.simulatedAuthentication) return { id: 'pi_sim_1', status: 'succeeded' };
    if (endpoint === endpoints.checkPayment) return active;
    if (endpoint === endpoints.checkCoupon)
      return (options.body as { code: string }).code.toUpperCase() === 'SPRING20'
        ? {
            code: 'SPRING20',
            percent_off: 20,
            duration: 'repeating',
            duration_in_months: 2,
            first_amount: 3999,
            amount_before_discount: 4999,
            currency: 'USD',
          }
        : Promise.reject(
            new ApiRequestError(422, { error: messages.coupons.invalid }, messages.coupons.invalid),
          );
    return undefined;
  };
  return renderWithPlatform(<PurchaseFormPage />, {
    me: client,
    route: '/plan/7/purchase',
    path: '/plan/:plan_id/purchase',
    request: answer,
  });
}

const billing = {
  name: 'Sam Coach',
  address: { line1: '', city: '', postal_code: 'SW1A 1AA', country: 'GB' },
};

/** The billing address under the card: the name comes from the account, the country and postal code are typed. */
async function typeBilling() {
  const fields = await screen.findByTestId('billing-address');
  await userEvent.type(within(fields).getByRole('combobox', { name: 'Country' }), 'United');
  await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
  await userEvent.type(within(fields).getByLabelText('Postal code'), 'SW1A 1AA');
}

async function typeCard(number: string, withBilling = true) {
  const element = await screen.findByTestId('simulated-payment-element');
  await userEvent.type(within(element).getByLabelText('Card number'), number);
  await userEvent.type(within(element).getByLabelText('Expiry (MM/YY)'), '12/34');
  await userEvent.type(within(element).getByLabelText('Security code'), '123');
  if (withBilling) await typeBilling();
}

test('a client pays with a card: it becomes a payment method and the server prices the purchase', async () => {
  const { requests } = open(() => active);
  expect(await screen.findByTestId('chosen-price')).toHaveTextContent('49.99 USD / monthly');
  expect(screen.getByTestId('pay')).toBeDisabled();
  await typeCard('4242 4242 4242 4242');
  await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
  await userEvent.click(screen.getByTestId('pay'));
  expect(await screen.findByTestId('what-happens-next')).toBeInTheDocument();
  const card = requests.find((r) => r.path === endpoints.simulatedPaymentMethod.path)!.options.body;
  expect(card).toEqual({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' });
  const buy = requests.find((r) => r.path === endpoints.purchasePlan.path)!.options.body;
  expect(buy).toEqual({
    price_option_id: 3,
    time_zone: expect.any(String),
    payment_method_id: 'pm_sim_1',
    billing_details: billing,
  });
});

test('a payment the bank wants confirmed asks the cardholder, then is checked', async () => {
  const { requests } = open(() => ({
    membership: { state: 'incomplete' },
    requires_action: true,
    payment_intent_client_secret: 'pi_sim_1_secret_abc',
    payment_intent_id: 'pi_sim_1',
  }));
  await typeCard('4000 0025 0000 3155');
  await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
  await userEvent.click(screen.getByTestId('pay'));
  const bank = await screen.findByTestId('simulated-3ds');
  await userEvent.click(within(bank).getByRole('button', { name: 'Complete authentication' }));
  expect(await screen.findByTestId('what-happens-next')).toBeInTheDocument();
  expect(requests.find((r) => r.path === endpoints.simulatedAuthentication.path)!.options.body).toEqual({
    client_secret: 'pi_sim_1_secret_abc',
    approved: true,
  });
  expect(requests.find((r) => r.path === endpoints.checkPayment.path)!.options.body).toEqual({
    intent: 'pi_sim_1',
  });
});

test('a declined card says why and keeps the form as it was', async () => {
  open(() =>
    Promise.reject(
      new ApiRequestError(422, { error: messages.payments.cardDeclined }, messages.payments.cardDeclined),
    ),
  );
  await typeCard('4000 0000 0000 0002');
  await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
  await userEvent.click(screen.getByTestId('pay'));
  expect(await screen.findByTestId('payment-error')).toHaveTextContent(messages.payments.cardDeclined);
  expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  // The billing address typed stays too.
  expect(screen.getByLabelText('Name on card')).toHaveValue('Sam Coach');
  expect(screen.getByLabelText('Postal code')).toHaveValue('SW1A 1AA');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('United Kingdom');
  expect(screen.queryByTestId('what-happens-next')).not.toBeInTheDocument();
});

test('the billing address is needed before paying, and a malformed one is refused under its field', async () => {
  const { requests } = open(() => active);
  await typeCard('4242 4242 4242 4242', false);
  // The name comes from the account; the payment waits for the country and postal code.
  expect(screen.getByLabelText('Name on card')).toHaveValue('Sam Coach');
  expect(screen.getByTestId('pay')).toBeDisabled();
  await typeBilling();
  await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
  const postal = screen.getByLabelText('Postal code');
  await userEvent.clear(postal);
  await userEvent.type(postal, '#12');
  await userEvent.click(screen.getByTestId('pay'));
  expect(await screen.findByText(messages.cards.postalCodeInvalid)).toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.purchasePlan.path)).toBe(false);
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
});

test('the main action sits in the fixed footer, after the fields in keyboard order', async () => {
  open(() => active);
  await screen.findByTestId('simulated-payment-element');
  const footer = screen.getByTestId('purchase-footer');
  expect(within(footer).getByTestId('pay')).toBeInTheDocument();
  const postal = screen.getByLabelText('Postal code');
  // The footer comes after the last field in the document, so Tab reaches it last.
  expect(postal.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(getComputedStyle(footer).position).toBe('sticky');
});

test('after a refused first payment the next card pays what is owed instead of buying again', async () => {
  let refused = false;
  const { requests } = open(
    () => {
      refused = true;
      return Promise.reject(
        new ApiRequestError(422, { error: messages.payments.cardDeclined }, messages.payments.cardDeclined),
      );
    },
    () =>
      refused
        ? {
            ...plan,
            membership: fakePlanMembership('incomplete', { start_day: null }),
          }
        : plan,
  );
  await typeCard('4000 0000 0000 0002');
  await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
  await userEvent.click(screen.getByTestId('pay'));
  expect(await screen.findByTestId('payment-owed')).toBeInTheDocument();
  // What is owed is paid for the program already running: no new start day, no trial, no coupon.
  expect(screen.getByTestId('pay')).toHaveTextContent('Pay now');
  expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Coupon code')).not.toBeInTheDocument();
  const number = screen.getByLabelText('Card number');
  await userEvent.clear(number);
  await userEvent.type(number, '4242 4242 4242 4242');
  await userEvent.click(screen.getByTestId('pay'));
  expect(await screen.findByTestId('what-happens-next')).toBeInTheDocument();
  expect(requests.filter((r) => r.path === endpoints.purchasePlan.path)).toHaveLength(1);
  expect(requests.find((r) => r.path === endpoints.retryPayment.path)!.options.body).toEqual({
    payment_method_id: 'pm_sim_1',
    billing_details: billing,
  });
});

test('a coupon code shows the first payment before paying, and the purchase sends it', async () => {
  const { requests } = open(() => active);
  const field = await screen.findByLabelText('Coupon code');
  await userEvent.type(field, 'nope');
  await userEvent.click(screen.getByRole('button', { name: 'Update total' }));
  expect(await screen.findByText(messages.coupons.invalid)).toBeInTheDocument();
  await userEvent.clear(field);
  await userEvent.type(field, 'spring20{Enter}');
  expect(await screen.findByTestId('coupon-applied')).toHaveTextContent(
    'SPRING20: 20% off for 2 months. First payment $39.99 instead of $49.99.',
  );
  expect(screen.queryByTestId('what-happens-next')).not.toBeInTheDocument();
  await typeCard('4242 4242 4242 4242');
  await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
  await userEvent.click(screen.getByTestId('pay'));
  expect(await screen.findByTestId('what-happens-next')).toBeInTheDocument();
  expect(requests.find((r) => r.path === endpoints.purchasePlan.path)!.options.body).toMatchObject({
    coupon: 'SPRING20',
    price_option_id: 3,
  });
});

test('a program with a waiver cannot be paid for until the waiver is accepted, and the acceptance is sent', async () => {
  const { requests } = open(
    () => active,
    () => ({
      ...plan,
      plan_waiver: {
        show: true,
        text: 'Train at your own risk.',
        attachments: [],
        accepted_text: null,
        full_name: null,
        created_at: null,
      },
    }),
  );
  await typeCard('4242 4242 4242 4242');
  expect(await screen.findByTestId('waiver')).toHaveTextContent('read and accept it before you pay');
  expect(screen.getByTestId('pay')).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Read and accept the waiver' }));
  const dialog = await screen.findByTestId('waiver-dialog');
  await userEvent.clear(within(dialog).getByLabelText('Your full name'));
  await userEvent.type(within(dialog).getByLabelText('Your full name'), 'Alex Athlete');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Confirmed as read and accepted' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(screen.getByTestId('waiver')).toHaveTextContent('signed by Alex Athlete');
  await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
  await userEvent.click(screen.getByTestId('pay'));
  expect(await screen.findByTestId('what-happens-next')).toBeInTheDocument();
  expect(requests.find((r) => r.path === endpoints.purchasePlan.path)!.options.body).toMatchObject({
    waiver: { accepted: true, full_name: 'Alex Athlete' },
  });
});

test('the summary shows a client the price in their currency and the price they will be charged', async () => {
  const inPounds = { ...monthly, local: { amount: 4321, currency: 'GBP', rate_date: '2026-03-13' } };
  open(
    () => active,
    () => ({ ...plan, local_price: [inPounds] }),
  );
  expect(await screen.findByTestId('chosen-price')).toHaveTextContent('≈ £43.21 · charged as $49.99');
});

test('with several options, each choice reads in the client’s currency with the charged price', async () => {
  const yearly = {
    ...monthly,
    id: 5,
    amount: 49900,
    duration: 'yearly',
    local: { amount: 52341, currency: 'EUR', rate_date: '2026-03-13' },
  } as PublicPriceOption;
  open(
    () => active,
    () => ({ ...plan, local_price: [monthly, yearly] }),
  );
  expect(await screen.findByLabelText('≈ €523.41 · charged as $499.00')).toBeInTheDocument();
  expect(screen.getByLabelText('49.99 USD / monthly')).toBeInTheDocument();
});

test('the wallets are 40 px buttons above the card: Apple Pay always, Google Pay only where the browser can pay', async () => {
  open(() => active);
  const wallets = await screen.findByTestId('simulated-express-checkout');
  const apple = within(wallets).getByRole('button', { name: 'Pay with Apple Pay' });
  expect(apple.style.height).toBe('40px');
  // This browser has no Payment Request API: Google Pay ('auto') is not offered, Apple Pay ('always') is.
  expect(within(wallets).queryByRole('button', { name: 'Pay with Google Pay' })).not.toBeInTheDocument();
});

test('paying with a wallet uses its card and the address it shares, without typing either', async () => {
  const { requests } = open(() => active);
  const wallets = await screen.findByTestId('simulated-express-checkout');
  await userEvent.click(within(wallets).getByRole('button', { name: 'Pay with Apple Pay' }));
  const sheet = await screen.findByTestId('simulated-wallet');
  await userEvent.click(within(sheet).getByRole('button', { name: 'Pay' }));
  expect(await screen.findByTestId('what-happens-next')).toBeInTheDocument();
  const card = requests.find((r) => r.path === endpoints.simulatedPaymentMethod.path)!.options.body;
  expect(card).toMatchObject({ number: '4242424242424242' });
  expect(requests.find((r) => r.path === endpoints.purchasePlan.path)!.options.body).toMatchObject({
    price_option_id: 3,
    payment_method_id: 'pm_sim_1',
    billing_details: {
      name: 'Wallet Holder',
      address: { line1: '1 Test Street', city: 'London', postal_code: 'N1 9GU', country: 'GB' },
    },
  });
});

test('a wallet does not open while the waiver is still to be accepted', async () => {
  const { requests } = open(
    () => active,
    () => ({
      ...plan,
      plan_waiver: {
        show: true,
        text: 'Train at your own risk.',
        attachments: [],
        accepted_text: null,
        full_name: null,
        created_at: null,
      },
    }),
  );
  const wallets = await screen.findByTestId('simulated-express-checkout');
  await userEvent.click(within(wallets).getByRole('button', { name: 'Pay with Apple Pay' }));
  expect(screen.queryByTestId('simulated-wallet')).not.toBeInTheDocument();
  expect(requests.some((r) => r.path === endpoints.purchasePlan.path)).toBe(false);
});

test('where the browser can pay with Google Pay, its button is offered beside Apple Pay', async () => {
  Object.defineProperty(window, 'PaymentRequest', {
    value: function PaymentRequest() {},
    configurable: true,
  });
  try {
    open(() => active);
    const wallets = await screen.findByTestId('simulated-express-checkout');
    expect(
      within(wallets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pay with Apple Pay', 'Pay with Google Pay']);
  } finally {
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  }
});
