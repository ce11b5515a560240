import { endpoints, type Endpoint } from '@coachforge/contracts';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { loadStripe } from '@stripe/stripe-js';
import { screen } from '@testing-library/react';
import { CardElements } from './card-elements';

// Stripe.js comes from Stripe's servers: the test sees which key the page would load it with.
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve(null)) }));

const withConfig = (config: { provider: string; publishable_key: string | null }) =>
  renderWithPlatform(
    <CardElements>
      <p>card form</p>
    </CardElements>,
    {
      request: (endpoint: Endpoint<unknown, unknown>) =>
        endpoint === endpoints.paymentsConfig ? config : null,
    },
  );

beforeEach(() => jest.mocked(loadStripe).mockClear());

test('on Stripe the card form loads Stripe.js with the platform’s publishable key', async () => {
  withConfig({ provider: 'stripe', publishable_key: 'pk_test_platform' });
  expect(await screen.findByText('card form')).toBeInTheDocument();
  expect(loadStripe).toHaveBeenCalledWith('pk_test_platform');
});

test('on the simulated provider nothing is loaded from Stripe', async () => {
  withConfig({ provider: 'simulated', publishable_key: null });
  expect(await screen.findByText('card form')).toBeInTheDocument();
  expect(loadStripe).not.toHaveBeenCalled();
});

test('on Stripe without a key the client is told payments are unavailable instead of a broken form', async () => {
  withConfig({ provider: 'stripe', publishable_key: null });
  expect(await screen.findByText(/Payments are not available right now/)).toBeInTheDocument();
  expect(screen.queryByText('card form')).not.toBeInTheDocument();
});
