import {
  ApiRequestError,
  endpoints,
  messages,
  type Card,
  type ClientCards,
  type Endpoint,
  type RequestOptions,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentMethodsPage } from './payment-methods-page';

const client = fakeMe({ current: { role: 'user' }, private: { role: 'user' } });
const noAddress = { name: '', address: { line1: '', city: '', postal_code: '', country: '' } };
const card = (overrides: Partial<Card>): Card => ({
  id: 1,
  coach_id: 2,
  coach_name: 'Casey Coach',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2040,
  networks: ['visa'],
  preferred_network: null,
  source_type: 'card',
  billing_info: noAddress,
  kind: 'default',
  ...overrides,
});

function open(cards: ClientCards, answers: Partial<Record<string, () => unknown>> = {}) {
  const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => {
    if (endpoint === endpoints.clientCards) return cards;
    if (endpoint === endpoints.settings) return { countries: [{ code: 'GB', name: 'United Kingdom' }] };
    if (endpoint === endpoints.paymentsConfig) return { provider: 'simulated', publishable_key: null };
    if (endpoint === endpoints.simulatedPaymentMethod)
      return { id: 'pm_sim_9', card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 } };
    const custom = answers[endpoint.path];
    if (custom) return custom();
    return options.body;
  };
  return renderWithPlatform(<PaymentMethodsPage />, { me: client, request: answer });
}

async function fillAddress(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText('Billing address'), '1 Main Street');
  await userEvent.type(within(dialog).getByLabelText('City'), 'Leeds');
  await userEvent.type(within(dialog).getByLabelText('Postal code'), 'LS1 1AA');
  await userEvent.type(within(dialog).getByRole('combobox', { name: 'Country' }), 'United');
  await userEvent.click(await screen.findByRole('option', { name: 'United Kingdom' }));
}

test('cards show under their coach with the default marked; a card saved while buying asks for its address', async () => {
  const { requests } = open({
    coaches: [{ id: 2, name: 'Casey Coach' }],
    cards: [
      card({}),
      card({ id: 2, last4: '0005', kind: null, exp_year: 2020, billing_info: { ...noAddress, name: 'A' } }),
    ],
  });
  const section = await screen.findByRole('region', { name: 'Cards for Casey Coach' });
  const first = within(section).getByTestId('card-4242');
  expect(first).toHaveTextContent('Visa ending 4242');
  expect(first).toHaveTextContent('Default');
  expect(within(section).getByTestId('card-0005')).toHaveTextContent('Expired');

  await userEvent.click(within(first).getByRole('button', { name: 'Add billing address' }));
  const dialog = await screen.findByTestId('card-dialog');
  await userEvent.click(within(dialog).getByTestId('card-save'));
  expect(within(dialog).getByText(messages.cards.addressRequired)).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Name on card'), 'Alex Athlete');
  await fillAddress(dialog);
  await userEvent.click(within(dialog).getByTestId('card-save'));
  await waitFor(() => expect(screen.queryByTestId('card-dialog')).not.toBeInTheDocument());
  const patch = requests.find((r) => r.path === endpoints.updateCard.path)!;
  expect(patch.options.params).toEqual({ card_id: 1 });
  expect(patch.options.body).toEqual({
    billing_details: {
      name: 'Alex Athlete',
      address: { line1: '1 Main Street', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' },
    },
    preferred_network: null,
  });
});

test('a client replaces a card: the new card is made a payment method and sent in place of the old', async () => {
  const { requests } = open({ coaches: [{ id: 2, name: 'Casey Coach' }], cards: [card({})] });
  await userEvent.click(await screen.findByRole('button', { name: 'Replace' }));
  const dialog = await screen.findByTestId('card-dialog');
  expect(dialog).toHaveTextContent('Replace the card ending 4242');
  const element = await within(dialog).findByTestId('simulated-payment-element');
  await userEvent.type(within(element).getByLabelText('Card number'), '5555 5555 5555 4444');
  await userEvent.type(within(element).getByLabelText('Expiry (MM/YY)'), '01/31');
  await userEvent.type(within(element).getByLabelText('Security code'), '123');
  await userEvent.type(within(dialog).getByLabelText('Name on card'), 'Alex Athlete');
  await fillAddress(dialog);
  await waitFor(() => expect(within(dialog).getByTestId('card-save')).toBeEnabled());
  await userEvent.click(within(dialog).getByTestId('card-save'));
  await waitFor(() => expect(screen.queryByTestId('card-dialog')).not.toBeInTheDocument());
  expect(requests.find((r) => r.path === endpoints.replaceCard.path)!.options.body).toEqual({
    coach_id: 2,
    payment_method_id: 'pm_sim_9',
    remove_card_id: 1,
    billing_details: {
      name: 'Alex Athlete',
      address: { line1: '1 Main Street', city: 'Leeds', postal_code: 'LS1 1AA', country: 'GB' },
    },
  });
});

test('removing the only card a subscription needs shows the reason and keeps the card', async () => {
  open(
    { coaches: [{ id: 2, name: 'Casey Coach' }], cards: [card({})] },
    {
      [endpoints.removeCard.path]: () =>
        Promise.reject(
          new ApiRequestError(409, { error: messages.cards.lastCardInUse }, messages.cards.lastCardInUse),
        ),
    },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
  const confirm = await screen.findByTestId('remove-card');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Remove card' }));
  expect(await within(confirm).findByText(messages.cards.lastCardInUse)).toBeInTheDocument();
  expect(screen.getByTestId('card-4242')).toBeInTheDocument();
});

test('with no program yet there are no coaches to pay and the page says so', async () => {
  open({ coaches: [], cards: [] });
  expect(await screen.findByText('No cards yet')).toBeInTheDocument();
});
