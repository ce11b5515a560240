import { endpoints } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Notice, Skeleton } from '@coachforge/ui';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { createSimulatedStripe } from './simulated-stripe';

/**
 * Everything under it can use the card form's Stripe.js (useStripe, PaymentElement): the provider in use
 * answers which one, the simulated one by default (decision 0126).
 */
export function CardElements({ children, height = '240px' }: { children: ReactNode; height?: string }) {
  const { api } = usePlatform();
  const config = useQuery({
    queryKey: ['purchase', 'payments-config'],
    queryFn: ({ signal }) => api.request(endpoints.paymentsConfig, { signal, quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const stripe = useMemo(
    () => (config.data?.provider === 'simulated' ? createSimulatedStripe(api) : null),
    [api, config.data?.provider],
  );
  if (config.isPending) return <Skeleton height={height} />;
  if (!stripe)
    return <Notice tone="error">Payments are not available right now. Please try again later.</Notice>;
  return <Elements stripe={stripe as unknown as Stripe}>{children}</Elements>;
}
