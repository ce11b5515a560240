import type { PaymentIntent } from '../payment-provider';
import type { ChargeStatus } from './charge-repository';

/** How a payment intent stands, in the words the platform records a charge with. */
export const chargeStatusOf = (intent: PaymentIntent): ChargeStatus =>
  intent.status === 'succeeded'
    ? 'succeeded'
    : intent.status === 'requires_action'
      ? 'requires_action'
      : intent.status === 'processing'
        ? 'processing'
        : 'failed';

/** What is recorded of a provider's answer: its id, where it stands, and why a refused card was refused. */
export const paymentOutcomeOf = (intent: PaymentIntent) => ({
  provider_payment_id: intent.id,
  status: chargeStatusOf(intent),
  failure_code: intent.last_payment_error
    ? (intent.last_payment_error.decline_code ?? intent.last_payment_error.code)
    : null,
});
