import { WALLET_BUTTON_HEIGHT_PX, type CheckoutBilling } from '@coachforge/contracts';
import { ExpressCheckoutElement, PaymentElement } from '@stripe/react-stripe-js';
import type {
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
  StripePaymentElementOptions,
} from '@stripe/stripe-js';

/**
 * The card form's wallets (spec 02 section 9: "express wallets google pay (auto) and apple pay (always),
 * 40 px buttons"; decision 0221) are Stripe's Express Checkout Element, the one that takes those settings:
 * Google Pay where the browser can pay with it, Apple Pay always (on a browser without it, Stripe offers a
 * code to scan with an iPhone), 40 px buttons. Only wallets, which pay with a card: no Link, PayPal or
 * others.
 */
export const CARD_EXPRESS_CHECKOUT: StripeExpressCheckoutElementOptions = {
  paymentMethods: {
    applePay: 'always',
    googlePay: 'auto',
    link: 'never',
    paypal: 'never',
    amazonPay: 'never',
    klarna: 'never',
  },
  buttonHeight: WALLET_BUTTON_HEIGHT_PX,
  // The wallet shares the billing address, so the form does not ask for it again (spec 02 section 5).
  billingAddressRequired: true,
};

/** The Payment Element takes the card; the wallets are the buttons above it, not offered twice. */
export const CARD_PAYMENT_ELEMENT: StripePaymentElementOptions = {
  wallets: { googlePay: 'never', applePay: 'never' },
};

/** A wallet's payment, as a form goes on with it: the billing details the wallet shared, and how to fail. */
export interface WalletPayment {
  billing: CheckoutBilling | null;
  /** Tells the wallet's sheet the payment did not go through. */
  failed: () => void;
}

/** The wallet's billing details in the shape the checkout takes, when it shared an address. */
function billingOf(event: StripeExpressCheckoutElementConfirmEvent): CheckoutBilling | null {
  const details = event.billingDetails;
  if (!details?.address?.country || !details.address.postal_code) return null;
  return {
    name: details.name ?? '',
    address: {
      line1: details.address.line1 ?? '',
      city: details.address.city ?? '',
      postal_code: details.address.postal_code,
      country: details.address.country,
    },
  };
}

/**
 * The Payment Element of every card form here, telling whether what was typed is complete; with
 * `onWallet`, the wallet buttons above it. A wallet's click goes on only while `walletReady` (the rest of
 * the form is filled in); its confirmation hands the form a payment to make with `useCardPaymentMethod`,
 * which then reads the wallet's card.
 */
export function CardPaymentElement({
  onComplete,
  onWallet,
  walletReady = true,
}: {
  onComplete: (complete: boolean) => void;
  onWallet?: (payment: WalletPayment) => void;
  walletReady?: boolean;
}) {
  return (
    <>
      {onWallet ? (
        <ExpressCheckoutElement
          options={CARD_EXPRESS_CHECKOUT}
          onClick={(event) => (walletReady ? event.resolve() : event.reject())}
          onConfirm={(event) =>
            onWallet({
              billing: billingOf(event),
              failed: () => event.paymentFailed({ reason: 'fail' }),
            })
          }
        />
      ) : null}
      <PaymentElement options={CARD_PAYMENT_ELEMENT} onChange={(event) => onComplete(event.complete)} />
    </>
  );
}
