import type { BillingDetails } from '@coachforge/contracts';

/**
 * The one interface every payment provider implements, shaped after the Stripe objects it stands for.
 * Every write carries an idempotency key: sent again with the same key it answers the first answer and
 * moves no money twice.
 */
export type PaymentProviderKind = 'simulated' | 'stripe';

/**
 * Who runs a connected account's payouts: the platform ('custom': it shows them on the coach's dashboard)
 * or the coach at the provider ('standard'). Decision 0166.
 */
export type ConnectedAccountType = 'custom' | 'standard';

/** A coach's account at the provider (a Stripe Connect account). */
export interface ConnectedAccount {
  id: string;
  type: ConnectedAccountType;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  /** What the provider still asks of the account (Stripe's requirements currently_due and past_due). */
  requirements_due: string[];
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
  /** Null until the cardholder's address has been given. */
  billing_details?: BillingDetails | null;
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

export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Money back to the client, the transfer to the coach and the platform's fee reversed in proportion; a
 * refund can fail (or be cancelled) after it was made, and then nothing went back.
 */
export interface ProviderRefund {
  id: string;
  payment_intent: string;
  amount: number;
  currency: string;
  status: ProviderRefundStatus;
}

export type ProviderPayoutStatus = 'paid' | 'pending' | 'in_transit' | 'canceled' | 'failed';

/** Money sent from a connected account to the coach's bank. */
export interface ProviderPayout {
  id: string;
  amount: number;
  currency: string;
  /** YYYY-MM-DD (UTC). */
  arrival_date: string;
  status: ProviderPayoutStatus;
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
  /** Keeps the cardholder's name and address with the card (decision 0175); empty parts are left out. */
  updateBillingDetails(
    input: { paymentMethodId: string; billing: BillingDetails },
    idempotencyKey: string,
  ): Promise<PaymentMethod>;
  /**
   * Refunds a payment that went through, whole or, with `partial`, that much of it (in the payment's
   * currency and minor units). The platform refunds a payment once (decision 0177): a payment refunded
   * whole is refused with Stripe's `charge_already_refunded`, and more than was paid with `amount_too_large`.
   */
  createRefund(
    input: { paymentIntentId: string; reference: string; partial?: { amount: number; currency: string } },
    idempotencyKey: string,
  ): Promise<ProviderRefund>;
  /** A refund as the provider has it now (a webhook says it changed); null when unknown. */
  retrieveRefund(id: string): Promise<ProviderRefund | null>;
  /** The provider's fee on a payment that went through, in the payment's minor units; null until known. */
  providerFee(paymentIntentId: string): Promise<number | null>;
  /** A connected account's payouts to its bank, newest first. */
  listPayouts(connectedAccountId: string): Promise<ProviderPayout[]>;
}
