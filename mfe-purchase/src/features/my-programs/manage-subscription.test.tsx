import {
  endpoints,
  messages,
  type Endpoint,
  type PublicPriceOption,
  type RequestOptions,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManageSubscription } from './manage-subscription';

const option = (id: number, amount: number, duration: PublicPriceOption['duration'], text: string) =>
  ({ id, amount, currency: 'USD', duration, price_format: text, local: null }) as PublicPriceOption;
const weekly = option(3, 1000, 'weekly', '10.00 USD / weekly');
const monthly = option(4, 3600, 'monthly', '36.00 USD / monthly');
const program = { id: 7, title: 'Morning engine', local_price: [weekly, monthly] };
const running = {
  state: 'active' as const,
  cancel_at_period_end: false,
  plan_price: { amount: 1000, duration: 'weekly' as const },
  pending_price_option_id: null as number | null,
};

function open(membership = running) {
  const answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) =>
    endpoint === endpoints.switchPrice || endpoint === endpoints.cancelPriceSwitch
      ? (options.body ?? {})
      : undefined;
  return renderWithPlatform(<ManageSubscription program={program} membership={membership} />, {
    me: fakeMe({ current: { role: 'user' }, private: { role: 'user' } }),
    request: answer,
  });
}

test('a subscriber switches to another price from the next payment, choosing it in the dialog', async () => {
  const { requests, platform } = open();
  await userEvent.click(screen.getByRole('button', { name: 'Change price' }));
  const dialog = await screen.findByRole('alertdialog');
  // Only the other recurring price is offered; the one it pays now is not.
  expect(within(dialog).getAllByRole('radio')).toHaveLength(1);
  expect(within(dialog).getByRole('radio', { name: '36.00 USD / monthly' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Switch at my next payment' }));
  const sent = requests.find((r) => r.path === endpoints.switchPrice.path)!;
  expect(sent.options).toMatchObject({ params: { plan_id: 7 }, body: { price_option_id: 4 } });
  expect(platform.toast.show).toHaveBeenCalledWith({
    type: 'congrats',
    text: messages.purchase.switchScheduled,
  });
});

test('a pending switch is shown with the price to come, and can be cancelled', async () => {
  const { requests, platform } = open({ ...running, pending_price_option_id: 4 });
  expect(screen.getByTestId('pending-switch')).toHaveTextContent(
    'From your next payment: 36.00 USD / monthly',
  );
  expect(screen.queryByRole('button', { name: 'Change price' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Keep current price' }));
  expect(requests.some((r) => r.path === endpoints.cancelPriceSwitch.path)).toBe(true);
  expect(platform.toast.show).toHaveBeenCalledWith({
    type: 'congrats',
    text: messages.purchase.switchCancelled,
  });
});

test('a subscription set to end offers no switch, only resuming', () => {
  open({ ...running, cancel_at_period_end: true });
  expect(screen.queryByRole('button', { name: 'Change price' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeInTheDocument();
});
