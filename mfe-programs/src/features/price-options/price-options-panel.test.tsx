import { endpoints, messages, type MediaItem } from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePriceOption, fakeProgram, freeSubscription } from '../../testing/program-fakes';
import { minorUnitsOf } from './amount';
import { PriceOptionsPanel } from './price-options-panel';

test.each([
  ['49.99', 4999],
  ['49,9', 4990],
  ['50', 5000],
  ['4.999', Number.NaN],
  ['abc', Number.NaN],
  ['', Number.NaN],
])('the amount typed as %p is %p minor units', (typed, minor) => {
  expect(minorUnitsOf(typed)).toEqual(minor);
});

test('the rules are shown before the coach meets them, and a period in use cannot be chosen again', async () => {
  renderWithPlatform(
    <PriceOptionsPanel
      program={fakeProgram({ original_price: [fakePriceOption({ duration: 'monthly' })] })}
    />,
    { me: fakeMe() },
  );
  expect(screen.getByTestId('price-rules')).toHaveTextContent('Up to 8 options, one per period');
  expect(screen.getByTestId('price-rules')).toHaveTextContent('weekly, 2 weeks, 4 weeks, monthly');
  await userEvent.click(within(screen.getByTestId('price-period')).getByRole('button'));
  expect(await screen.findByRole('option', { name: 'monthly' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByRole('option', { name: 'weekly' })).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByRole('option', { name: 'one-off' })).not.toBeInTheDocument();
});

test('options are listed in the fixed cadence order whatever order they came in', () => {
  renderWithPlatform(
    <PriceOptionsPanel
      program={fakeProgram({
        original_price: [
          fakePriceOption({ id: 1, duration: 'yearly', price_format: '400.00 USD / yearly' }),
          fakePriceOption({ id: 2, duration: 'weekly', price_format: '10.00 USD / weekly' }),
        ],
      })}
    />,
    { me: fakeMe() },
  );
  const lines = screen.getAllByTestId(/^price-option-/).map((line) => line.getAttribute('data-testid'));
  expect(lines).toEqual(['price-option-weekly', 'price-option-yearly']);
});

test('adding sends the amount in minor units with the period', async () => {
  const { requests } = renderWithPlatform(<PriceOptionsPanel program={fakeProgram()} />, {
    me: fakeMe(),
    request: () => fakeProgram(),
  });
  await userEvent.type(screen.getByLabelText('Price'), '29.50');
  await userEvent.click(screen.getByRole('button', { name: 'Add price option' }));
  await waitFor(() => expect(requests[0]?.path).toBe(endpoints.addPriceOption.path));
  expect(requests[0]?.options.body).toEqual({ amount: 2950, duration: 'monthly' });
});

test('a price of 0 is refused before sending', async () => {
  const { requests } = renderWithPlatform(<PriceOptionsPanel program={fakeProgram()} />, { me: fakeMe() });
  await userEvent.type(screen.getByLabelText('Price'), '0');
  await userEvent.click(screen.getByRole('button', { name: 'Add price option' }));
  expect(await screen.findByText(messages.prices.amountZero)).toBeInTheDocument();
  expect(requests).toHaveLength(0);
});

test('on the FREE plan one option is the limit, and the coach is told so', () => {
  renderWithPlatform(<PriceOptionsPanel program={fakeProgram({ original_price: [fakePriceOption()] })} />, {
    me: fakeMe({ current: { subscription: freeSubscription() } }),
  });
  expect(screen.getByTestId('price-plan-limit')).toHaveTextContent(messages.planLimits.freePriceOptions);
  expect(screen.queryByRole('button', { name: 'Add price option' })).not.toBeInTheDocument();
});

test('an archived option cannot be restored while a live one has its period', () => {
  renderWithPlatform(
    <PriceOptionsPanel
      program={fakeProgram({
        original_price: [
          fakePriceOption({ id: 1, duration: 'monthly' }),
          fakePriceOption({ id: 2, duration: 'monthly', archived: true }),
          fakePriceOption({ id: 3, duration: 'weekly', archived: true }),
        ],
      })}
    />,
    { me: fakeMe() },
  );
  expect(
    within(screen.getByTestId('price-option-archived-2')).getByRole('button', { name: 'Restore' }),
  ).toBeDisabled();
  expect(screen.getByTestId('price-option-archived-2')).toHaveTextContent(messages.prices.restoreSameCadence);
  expect(
    within(screen.getByTestId('price-option-archived-3')).getByRole('button', { name: 'Restore' }),
  ).toBeEnabled();
});

test('after a price change, Send message needs text or media, and sends both', async () => {
  const changed = fakePriceOption({
    id: 5,
    message_about_changed_price: true,
    price_format: '59.99 USD / monthly',
  });
  const picked = { id: 31, title: 'New price.pdf' } as MediaItem;
  const { platform, requests } = renderWithPlatform(
    <PriceOptionsPanel program={fakeProgram({ original_price: [changed] })} />,
    { me: fakeMe(), request: () => ({ sent: 2 }) },
  );
  const dialog = await screen.findByTestId('price-change-message');
  expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeDisabled();
  expect(dialog).toHaveTextContent(messages.prices.messageNeedsContent);

  jest.mocked(platform.openMediaLibrary).mockResolvedValue([picked]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add media' }));
  expect(await within(dialog).findByText('New price.pdf')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Message'), 'Prices go up next month');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send message' }));
  await waitFor(() =>
    expect(platform.toast.show).toHaveBeenCalledWith({ type: 'congrats', text: messages.prices.messageSent }),
  );
  expect(requests.find((r) => r.path === endpoints.priceChangeMessage.path)?.options.body).toEqual({
    plan_price_id: 5,
    text: 'Prices go up next month',
    attachments: [{ resource_type: 'media', resource_id: 31 }],
  });
});

test("Don't notify tells the API and sends nothing to clients", async () => {
  const changed = fakePriceOption({ id: 5, message_about_changed_price: true });
  const { requests } = renderWithPlatform(
    <PriceOptionsPanel program={fakeProgram({ original_price: [changed] })} />,
    {
      me: fakeMe(),
      request: () => fakeProgram({ original_price: [{ ...changed, message_about_changed_price: false }] }),
    },
  );
  await userEvent.click(await screen.findByRole('button', { name: "Don't notify" }));
  await waitFor(() => expect(requests[0]?.path).toBe(endpoints.skipPriceChangeMessage.path));
  expect(requests[0]?.options.params).toEqual({ plan_id: 7, price_id: 5 });
  expect(requests.some((r) => r.path === endpoints.priceChangeMessage.path)).toBe(false);
});
