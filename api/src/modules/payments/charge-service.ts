import { messages } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { PaymentProviderError, type PaymentProvider } from '../payment-provider';
import { chargeRepository, type ChargeRow } from './charge-repository';
import type { ConnectionService } from './connection-service';
import { paymentOutcomeOf } from './payment-outcome';
import { platformFeeOf } from './platform-fee';
import type { ReceiptMailer } from './receipts';

export interface ChargeRequest {
  /** The coach's account that is paid. */
  accountId: number;
  userId: number;
  programId: number | null;
  /** Priced by the server, in minor units of `currency`. */
  amount: number;
  currency: string;
  paymentMethodId: string;
  description: string;
  /** A renewal charged by the platform's own job, with no client on the page to answer the bank. */
  offSession?: boolean;
  /** One per purchase attempt: the same key never charges twice. */
  idempotencyKey: string;
  /** A coupon lowered the amount: the price before it and the code, for the receipt. */
  discount?: { amountBefore: number; couponCode: string | null };
}

/**
 * Charges a client's card for a coach, with the platform's 5% fee recorded on every charge and sent to the
 * provider as the application fee. The charge is recorded before the provider is called and under the same
 * key, so a retry after a crash finishes the first attempt instead of making a second one.
 */
export function createChargeService(
  { db }: ApiContext,
  {
    provider,
    connections,
    receipts,
  }: { provider: PaymentProvider; connections: ConnectionService; receipts: ReceiptMailer },
) {
  const changeListeners: ((charge: ChargeRow) => Promise<void>)[] = [];
  const refundFailedListeners: ((chargeId: number) => Promise<void>)[] = [];
  /**
   * Records what the provider answered; a payment that went through has its receipt mailed and the
   * provider's fee kept for the coach's dashboard (decision 0165). A fee the provider cannot tell yet is
   * read later, when the transactions are listed: it never holds up a payment.
   */
  const record = async (chargeId: number, outcome: ReturnType<typeof paymentOutcomeOf>) => {
    const recorded = await chargeRepository.record(db, chargeId, outcome);
    if (recorded.status === 'succeeded') {
      await receipts.send(recorded.id);
      const fee = await provider.providerFee(outcome.provider_payment_id).catch(() => null);
      if (fee !== null) await chargeRepository.recordProviderFee(db, recorded.id, fee);
    }
    return recorded;
  };
  return {
    /** Told, once, when a refund the provider had taken failed afterwards (a webhook; decision 0171). */
    onRefundFailed(listener: (chargeId: number) => Promise<void>) {
      refundFailedListeners.push(listener);
    },

    /** Told when a payment changed at the provider with no page waiting on it (a webhook). */
    onPaymentChanged(listener: (charge: ChargeRow) => Promise<void>) {
      changeListeners.push(listener);
    },

    /**
     * A webhook named a payment: it is read again from the provider rather than taken from the event, so
     * an event delivered late or out of order records the payment as it is now. Null when it is not ours.
     */
    async refreshPayment(providerPaymentId: string): Promise<ChargeRow | null> {
      const charge = await chargeRepository.findByProviderPaymentId(db, providerPaymentId);
      if (!charge) return null;
      const intent = await provider.retrievePaymentIntent(providerPaymentId);
      if (!intent) return charge;
      const recorded = await record(charge.id, paymentOutcomeOf(intent));
      if (recorded.status !== charge.status) for (const listener of changeListeners) await listener(recorded);
      return recorded;
    },

    /**
     * A webhook named a refund (charge.refund.updated): its status is read again from the provider and
     * kept on the charge it refunded, so a refund that failed or was cancelled shows, and the payment can be
     * refunded again (decision 0177). Answers whether a charge of ours changed.
     */
    async refreshRefund(refundId: string): Promise<boolean> {
      const refund = await provider.retrieveRefund(refundId);
      if (!refund) return false;
      const changed = await db.query<{ id: number }>(
        `UPDATE charges SET refund_status = $2, updated_at = now()
         WHERE refund_id = $1 AND refund_status IS DISTINCT FROM $2 RETURNING id::int`,
        [refund.id, refund.status],
      );
      if (refund.status === 'failed')
        for (const { id } of changed) for (const listener of refundFailedListeners) await listener(id);
      return changed.length > 0;
    },

    async charge(request: ChargeRequest): Promise<{ charge: ChargeRow; clientSecret: string | null }> {
      const connectedAccountId = await connections.chargeableAccount(request.accountId);
      if (!connectedAccountId) throw httpError(422, messages.payments.coachCannotTakePayments);
      const charge = await chargeRepository.begin(db, {
        account_id: request.accountId,
        user_id: request.userId,
        program_id: request.programId,
        provider: provider.kind,
        amount: request.amount,
        currency: request.currency.toLowerCase(),
        application_fee_amount: platformFeeOf(request.amount),
        idempotency_key: request.idempotencyKey,
        amount_before_discount: request.discount?.amountBefore ?? null,
        coupon_code: request.discount?.couponCode ?? null,
      });
      if (charge.status !== 'processing' && charge.provider_payment_id) {
        const intent = await provider.retrievePaymentIntent(charge.provider_payment_id);
        return {
          charge,
          clientSecret: charge.status === 'requires_action' ? (intent?.client_secret ?? null) : null,
        };
      }
      try {
        const intent = await provider.createPaymentIntent(
          {
            amount: charge.amount,
            currency: charge.currency,
            applicationFeeAmount: charge.application_fee_amount,
            paymentMethodId: request.paymentMethodId,
            connectedAccountId,
            description: request.description,
            offSession: request.offSession ?? false,
          },
          `charge-${charge.idempotency_key}`,
        );
        const recorded = await record(charge.id, paymentOutcomeOf(intent));
        // The simulated provider sends no account.updated: its account is read again after each sale,
        // which is when it may come to ask for more about the coach (decision 0209).
        if (provider.kind === 'simulated' && intent.status === 'succeeded')
          await connections.refreshProviderAccount(connectedAccountId);
        return {
          charge: recorded,
          clientSecret: intent.status === 'requires_action' ? intent.client_secret : null,
        };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        await chargeRepository.record(db, charge.id, {
          provider_payment_id: null,
          status: 'failed',
          failure_code: error.code,
        });
        throw httpError(422, messages.payments.cardError);
      }
    },

    /** After the cardholder answered 3-D Secure: reads the payment from the provider and records it. */
    async check(chargeId: number): Promise<ChargeRow | null> {
      const charge = await chargeRepository.findById(db, chargeId);
      if (!charge?.provider_payment_id || charge.status !== 'requires_action') return charge;
      const intent = await provider.retrievePaymentIntent(charge.provider_payment_id);
      return intent ? record(charge.id, paymentOutcomeOf(intent)) : charge;
    },
  };
}

export type ChargeService = ReturnType<typeof createChargeService>;
