import { PaymentProviderError, type PaymentIntent, type PaymentProvider } from '../payment-provider';
import type { ChargeStatus } from './charge-repository';
import { paymentOutcomeOf } from './payment-outcome';

export interface PlatformChargeRequest {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  paymentMethodId: string;
  description: string;
  /** A renewal charged by the platform's job, with no coach on the page to answer the bank. */
  offSession: boolean;
  /** The same key never charges twice. */
  idempotencyKey: string;
}

/** What the provider answered, for the caller to record (a platform invoice). */
export interface PlatformChargeOutcome {
  provider_payment_id: string | null;
  status: ChargeStatus;
  failure_code: string | null;
  /** Set while the bank asks the cardholder to confirm (3-D Secure). */
  client_secret: string | null;
}

const outcomeOf = (intent: PaymentIntent): PlatformChargeOutcome => ({
  ...paymentOutcomeOf(intent),
  client_secret: intent.status === 'requires_action' ? intent.client_secret : null,
});

/**
 * Charges made to the platform itself: a coach paying for their platform plan. The same provider and
 * card objects as clients' payments, but no connected account and no application fee: the money is the
 * platform's (docs/decisions/0153). Recording is the caller's, which knows what the payment is for.
 */
export function createPlatformCharges(provider: PaymentProvider) {
  return {
    provider: provider.kind,

    /** The card the coach entered, as the provider describes it; null when the provider has no such card. */
    paymentMethod: (id: string) => provider.retrievePaymentMethod(id),

    async charge(request: PlatformChargeRequest): Promise<PlatformChargeOutcome> {
      try {
        const intent = await provider.createPaymentIntent(
          {
            amount: request.amount,
            currency: request.currency,
            applicationFeeAmount: 0,
            paymentMethodId: request.paymentMethodId,
            connectedAccountId: null,
            description: request.description,
            offSession: request.offSession,
          },
          `platform-${request.idempotencyKey}`,
        );
        return outcomeOf(intent);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        return { provider_payment_id: null, status: 'failed', failure_code: error.code, client_secret: null };
      }
    },

    /** The payment as it stands now at the provider (after the bank's confirmation); null when unknown. */
    async check(providerPaymentId: string): Promise<PlatformChargeOutcome | null> {
      const intent = await provider.retrievePaymentIntent(providerPaymentId);
      return intent ? outcomeOf(intent) : null;
    },
  };
}

export type PlatformCharges = ReturnType<typeof createPlatformCharges>;
