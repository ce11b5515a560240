import { PaymentElement } from '@stripe/react-stripe-js';
import type { StripePaymentElementOptions } from '@stripe/stripe-js';

/**
 * The card form's wallets (spec 02 section 9: Google Pay automatic, Apple Pay always). The Payment Element
 * offers a wallet where the device has one ('auto' is its strongest setting; decision 0203).
 */
export const CARD_PAYMENT_ELEMENT: StripePaymentElementOptions = {
  wallets: { googlePay: 'auto', applePay: 'auto' },
};

/** The Payment Element of every card form here, telling whether what was typed is complete. */
export function CardPaymentElement({ onComplete }: { onComplete: (complete: boolean) => void }) {
  return <PaymentElement options={CARD_PAYMENT_ELEMENT} onChange={(event) => onComplete(event.complete)} />;
}
