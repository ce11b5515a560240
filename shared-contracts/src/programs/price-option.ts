import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MAX_PRICE_OPTIONS,
  PRICE_MAX_AMOUNT,
  PRICE_MESSAGE_MAX_LENGTH,
  PRICE_MIN_AMOUNT,
} from '../limits/constants';
import { decimalsOf, isSupportedCurrency } from '../currency/currencies';
import { messages } from '../messages/catalogue';
import { cadences, cadencesFor, type Cadence, type PlanType } from './plan-types';

const p = messages.prices;

/** An amount in minor units as the coach reads it, with the currency's own decimals: 4999 USD → '49.99', 4999 JPY → '4999'. */
export function formatAmount(amount: number, currency = 'USD'): string {
  const decimals = decimalsOf(currency);
  return (amount / 10 ** decimals).toFixed(decimals);
}

/**
 * Why a price cannot be set in this currency (the account's), or null when it can: the platform prices
 * only in the currencies its payment provider supports (decision 0140).
 */
export const priceCurrencyProblem = (currency: string): string | null =>
  isSupportedCurrency(currency) ? null : p.currencyUnsupported(currency);

/** A price option (spec 02 section 3). Amounts are minor units of the account's currency. */
export interface PriceOption {
  id: number;
  amount: number;
  currency: string;
  /** '49.99 USD / monthly', as lists show it. */
  price_format: string;
  duration: Cadence;
  archived: boolean;
  /** The price changed and the coach has not yet chosen between a message and Don't notify. */
  message_about_changed_price: boolean;
  /** The last message sent to the option's clients about its price, if any. */
  message_for_inbox: string | null;
  /** Clients paying through this option now. */
  clients_count: number;
}

export const priceAmountRule = () =>
  yup
    .number()
    .typeError(p.amountRequired)
    .required(p.amountRequired)
    .integer(p.amountRequired)
    .notOneOf([0], p.amountZero)
    .min(PRICE_MIN_AMOUNT, p.amountMin(formatAmount(PRICE_MIN_AMOUNT)))
    .max(PRICE_MAX_AMOUNT, p.amountMax(formatAmount(PRICE_MAX_AMOUNT)));

/** POST coach/plans/:plan_id/prices */
export const createPriceOptionRequestSchema = lazySchema(() =>
  yup.object({
    amount: priceAmountRule(),
    duration: yup.mixed<Cadence>().oneOf(cadences, p.periodInvalid).required(p.periodRequired),
  }),
);
export type CreatePriceOptionRequest = yup.InferType<typeof createPriceOptionRequestSchema>;

/** PATCH coach/plans/:plan_id/prices/:price_id: a new amount (the period of an option never changes). */
export const updatePriceOptionRequestSchema = lazySchema(() => yup.object({ amount: priceAmountRule() }));
export type UpdatePriceOptionRequest = yup.InferType<typeof updatePriceOptionRequestSchema>;

/** POST dashboard/direct_messages: tell the clients of a price option about its new price. */
export const priceChangeMessageRequestSchema = lazySchema(() =>
  yup
    .object({
      plan_price_id: yup.number().typeError(p.notFound).integer().positive().required(p.notFound),
      text: yup
        .string()
        .trim()
        .max(PRICE_MESSAGE_MAX_LENGTH, p.messageTooLong(PRICE_MESSAGE_MAX_LENGTH))
        .default(''),
      attachments: yup
        .array(
          yup.object({
            resource_type: yup.mixed<'media'>().oneOf(['media']).required(),
            resource_id: yup.number().integer().positive().required(),
          }),
        )
        .max(MAX_MESSAGE_ATTACHMENTS)
        .default([]),
    })
    .test('text-or-attachment', p.messageNeedsContent, (value, context) =>
      (value.text?.length ?? 0) > 0 || (value.attachments?.length ?? 0) > 0
        ? true
        : context.createError({ path: 'text', message: p.messageNeedsContent }),
    ),
);
export type PriceChangeMessageRequest = yup.InferType<typeof priceChangeMessageRequestSchema>;

/**
 * Why a new option cannot join a program's options, or null when it can (spec 02 section 5): the
 * period must suit the type, be unique among the live options, and a program has at most 8.
 * `maxOptions` is the plan's limit (FREE: 1).
 */
export function priceOptionProblem(
  planType: PlanType,
  live: readonly Pick<PriceOption, 'duration'>[],
  duration: Cadence,
  maxOptions = MAX_PRICE_OPTIONS,
): string | null {
  if (!cadencesFor(planType).includes(duration)) return p.periodForType;
  if (live.some((option) => option.duration === duration)) return p.periodTaken;
  if (live.length >= Math.min(maxOptions, MAX_PRICE_OPTIONS)) return p.maxOptions(maxOptions);
  return null;
}

/** An archived option comes back only when no live option has its period (spec 02 section 4). */
export const canRestorePriceOption = (
  live: readonly Pick<PriceOption, 'duration'>[],
  archived: Pick<PriceOption, 'duration'>,
) => !live.some((option) => option.duration === archived.duration);
