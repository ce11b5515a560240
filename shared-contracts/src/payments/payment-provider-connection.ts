import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';

/** Where the coach started the payment provider's onboarding; the provider sends them back there. */
export const paymentOnboardingSources = ['signup', 'settings', 'my_plans'] as const;
export type PaymentOnboardingSource = (typeof paymentOnboardingSources)[number];

/** How far the coach's account at the payment provider is: it takes card charges once 'enabled'. */
export const paymentConnectionStatuses = ['not_connected', 'pending', 'enabled'] as const;
export type PaymentConnectionStatus = (typeof paymentConnectionStatuses)[number];

/** GET coach/payment_provider: the account's connection to the payment provider. */
export interface PaymentProviderConnection {
  provider: 'simulated' | 'stripe';
  status: PaymentConnectionStatus;
  charges_enabled: boolean;
  payouts_enabled: boolean;
}

/** POST coach/payment_provider/onboarding */
export const paymentOnboardingRequestSchema = lazySchema(() =>
  yup.object({
    source: yup.mixed<PaymentOnboardingSource>().oneOf(paymentOnboardingSources).required(),
  }),
);
export type PaymentOnboardingRequest = yup.InferType<typeof paymentOnboardingRequestSchema>;

/**
 * Where the browser goes to finish onboarding: the provider's hosted pages (Stripe), or straight back to
 * the platform's return page when the simulated provider completed it at once.
 */
export interface PaymentOnboardingLink {
  url: string;
  connection: PaymentProviderConnection;
}
