import { endpoints } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Notice, Skeleton } from '@coachforge/ui';
import { Elements } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementsOptions } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { createSimulatedStripe } from './simulated-stripe';

/**
 * Stripe's Payment Element collects a card before any payment exists (the server prices and charges it):
 * the deferred "setup" mode and the payment method made
 * by our call (spec 02 section 9: default currency USD; card method only, which the server's payment intents
 * ask for, as Stripe.js no longer takes a list of methods here).
 */
const STRIPE_ELEMENTS: StripeElementsOptions = {
  mode: 'setup',
  currency: 'usd',
  paymentMethodCreation: 'manual',
};

/**
 * Everything under it can use the card form's Stripe.js (useStripe, PaymentElement): the provider in use
 * answers which one: the simulated one by default (decision 0126), Stripe's own on Stripe.
 */
export function CardElements({ children, height = '240px' }: { children: ReactNode; height?: string }) {
  const { api } = usePlatform();
  const config = useQuery({
    queryKey: ['purchase', 'payments-config'],
    queryFn: ({ signal }) => api.request(endpoints.paymentsConfig, { signal, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const provider = config.data?.provider;
  const publishableKey = config.data?.publishable_key ?? null;
  // On Stripe, Stripe.js itself is loaded from Stripe with the platform's publishable key (decision 0163).
  const stripe = useMemo(
    () =>
      provider === 'simulated'
        ? (createSimulatedStripe(api) as unknown as Stripe)
        : provider === 'stripe' && publishableKey
          ? loadStripe(publishableKey)
          : null,
    [api, provider, publishableKey],
  );
  if (config.isPending) return <Skeleton height={height} />;
  if (!stripe)
    return <Notice tone="error">Payments are not available right now. Please try again later.</Notice>;
  return (
    <Elements stripe={stripe} options={provider === 'stripe' ? STRIPE_ELEMENTS : undefined}>
      {children}
    </Elements>
  );
}
