import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';

const m = messages.cards;

/** The cardholder's details as the provider keeps them with the card (Stripe's billing_details). */
export interface BillingDetails {
  name: string;
  address: { line1: string; city: string; postal_code: string; country: string };
}

/**
 * A card a client pays one coach with (spec 02 section 3: id, brand, last4, networks, source_type,
 * billing_info, kind). Cards are kept per coach because each coach's payments go through the coach's own
 * provider account (decision 0128); `kind` is 'default' for the card the coach's subscriptions charge.
 */
export interface Card {
  id: number;
  coach_id: number;
  coach_name: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  networks: string[];
  preferred_network: string | null;
  source_type: 'card';
  billing_info: BillingDetails;
  kind: 'default' | null;
}

/** The client's cards, and every coach they pay or have paid (whom a new card can be added for). */
export interface ClientCards {
  coaches: { id: number; name: string }[];
  cards: Card[];
}

/** Add-card modes of spec 02 section 4: add a card, edit its details, rewrite (replace) it, or edit only the address. */
export type CardFormMode = 'add' | 'edit' | 'rewrite' | 'edit-partial';

const trimmed = (max: number, required: string) => yup.string().trim().required(required).max(max, m.tooLong);
/** The rules both billing forms share: the name on the card and the country (ISO 3166 alpha-2). */
const cardholderName = lazySchema(() => trimmed(120, m.nameRequired));
const country = lazySchema(() =>
  yup
    .string()
    .required(m.countryRequired)
    .matches(/^[A-Z]{2}$/, m.countryRequired),
);

export const billingDetailsSchema = lazySchema(() =>
  yup.object({
    name: cardholderName,
    address: yup
      .object({
        line1: trimmed(200, m.addressRequired),
        city: trimmed(100, m.cityRequired),
        postal_code: trimmed(20, m.postalCodeRequired),
        country,
      })
      .required(),
  }),
);

/**
 * The billing address the purchase form asks for with a new card (decision 0175): the name on the card,
 * the country and the postal code are required (what card checks use); street and city may be left empty.
 * Kept with the card at the provider (Stripe's billing_details) and on the saved card.
 */
export const checkoutBillingSchema = lazySchema(() =>
  yup.object({
    name: cardholderName,
    address: yup
      .object({
        line1: yup.string().trim().max(200, m.tooLong).default(''),
        city: yup.string().trim().max(100, m.tooLong).default(''),
        postal_code: trimmed(20, m.postalCodeRequired).matches(
          /^[A-Za-z0-9][A-Za-z0-9 -]*$/,
          m.postalCodeInvalid,
        ),
        country,
      })
      .required(),
  }),
);
export type CheckoutBilling = yup.InferType<typeof checkoutBillingSchema>;

const paymentMethodId = lazySchema(() =>
  yup
    .string()
    .required(m.cardRequired)
    .max(255, m.cardRequired)
    .matches(/^pm_[A-Za-z0-9_]+$/, m.cardRequired),
);
const coachId = lazySchema(() =>
  yup.number().typeError(m.coachRequired).integer().positive().required(m.coachRequired),
);

export const addCardRequestSchema = lazySchema(() =>
  yup.object({
    coach_id: coachId,
    payment_method_id: paymentMethodId,
    billing_details: billingDetailsSchema.required(),
  }),
);
export type AddCardRequest = yup.InferType<typeof addCardRequestSchema>;

export const replaceCardRequestSchema = lazySchema(() =>
  yup.object({
    coach_id: coachId,
    payment_method_id: paymentMethodId,
    remove_card_id: yup.number().typeError(m.notFound).integer().positive().required(m.notFound),
    billing_details: billingDetailsSchema.required(),
  }),
);
export type ReplaceCardRequest = yup.InferType<typeof replaceCardRequestSchema>;

export const updateCardRequestSchema = lazySchema(() =>
  yup.object({
    billing_details: billingDetailsSchema.required(),
    preferred_network: yup.string().nullable().defined().max(40, m.networkInvalid),
  }),
);
export type UpdateCardRequest = yup.InferType<typeof updateCardRequestSchema>;
