/**
 * The one interface every payment provider implements, shaped after the Stripe objects it stands for.
 * Every write carries an idempotency key: sent again with the same key it answers the first answer and
 * moves no money twice.
 */
export type PaymentProviderKind = 'simulated' | 'stripe';

/** A coach's account at the provider (a Stripe Connect account). */
export interface ConnectedAccount {
  id: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
}

export type PaymentIntentStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing';

/** Why a card was refused, in Stripe's words (`card_declined` with a decline code, or `authentication_required`). */
export interface PaymentError {
  code: string;
  decline_code: string | null;
}

export interface PaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  amount: number;
  /** Lower case, as Stripe writes it. */
  currency: string;
  application_fee_amount: number;
  /** What the browser needs to confirm a payment that requires action (3-D Secure). */
  client_secret: string;
  last_payment_error: PaymentError | null;
}

/** A saved card as the provider describes it; the number itself never reaches the platform. */
export interface PaymentMethod {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; networks: string[] };
}

export interface CreatePaymentIntent {
  amount: number;
  currency: string;
  /** The platform's fee, kept from the charge; the rest goes to the coach's connected account. */
  applicationFeeAmount: number;
  paymentMethodId: string;
  /**
   * The coach's account the money goes to; null when the platform is paid itself (a coach's platform
   * plan), with no application fee (docs/decisions/0153).
   */
  connectedAccountId: string | null;
  description: string;
  /** Charged without the client present (a renewal), on a card kept from an earlier payment. */
  offSession?: boolean;
}

export interface PaymentProvider {
  kind: PaymentProviderKind;
  /** `reference` is the platform's account id, kept by the provider as metadata. */
  createConnectedAccount(input: { reference: string }, idempotencyKey: string): Promise<ConnectedAccount>;
  retrieveConnectedAccount(id: string): Promise<ConnectedAccount | null>;
  /** Where the coach finishes onboarding: the provider's hosted pages, or the return page when already done. */
  onboardingLink(
    input: { accountId: string; returnUrl: string; refreshUrl: string },
    idempotencyKey: string,
  ): Promise<{ url: string }>;
  createPaymentIntent(input: CreatePaymentIntent, idempotencyKey: string): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  retrievePaymentMethod(id: string): Promise<PaymentMethod | null>;
}
