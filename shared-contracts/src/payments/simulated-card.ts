import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';

const m = messages.payments;

/** What pages need to take a card: the provider in use and, for Stripe, its publishable key. */
export interface PaymentsConfig {
  provider: 'simulated' | 'stripe';
  publishable_key: string | null;
}

/**
 * The card the simulated provider's stand-in for Stripe.js sends (decision 0126). Like Stripe, it answers
 * with a payment method id; the number is read for its test outcome and never stored.
 */
export const simulatedCardRequestSchema = lazySchema(() =>
  yup.object({
    number: yup
      .string()
      .transform((value: string) => value.replace(/\s+/g, ''))
      .required(m.cardNumberInvalid)
      .matches(/^\d{12,19}$/, m.cardNumberInvalid),
    exp_month: yup
      .number()
      .typeError(m.expiryInvalid)
      .integer(m.expiryInvalid)
      .min(1, m.expiryInvalid)
      .max(12, m.expiryInvalid)
      .required(m.expiryInvalid),
    exp_year: yup
      .number()
      .typeError(m.expiryInvalid)
      .integer(m.expiryInvalid)
      .min(2000, m.expiryInvalid)
      .max(2100, m.expiryInvalid)
      .required(m.expiryInvalid),
    cvc: yup
      .string()
      .required(m.cvcInvalid)
      .matches(/^\d{3,4}$/, m.cvcInvalid),
  }),
);
export type SimulatedCardRequest = yup.InferType<typeof simulatedCardRequestSchema>;

export interface SimulatedPaymentMethod {
  id: string;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/** The cardholder's answer to the bank's 3-D Secure question, for the payment the client secret names. */
export const simulatedAuthenticationRequestSchema = lazySchema(() =>
  yup.object({
    client_secret: yup
      .string()
      .required(m.cardError)
      .max(255, m.cardError)
      .matches(/^[A-Za-z0-9_]+$/, m.cardError),
    approved: yup.boolean().required(),
  }),
);
export type SimulatedAuthenticationRequest = yup.InferType<typeof simulatedAuthenticationRequestSchema>;

export interface SimulatedAuthentication {
  id: string;
  status: 'succeeded' | 'requires_action' | 'requires_payment_method' | 'processing';
}

/** A card's expiry is the end of its month: a card valid "11/26" pays on 30 November 2026. */
export const cardExpired = (month: number, year: number, now: Date) =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
