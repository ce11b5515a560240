import { code as iso4217 } from 'currency-codes';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';

/**
 * The presentment currencies of our payment provider, as Stripe lists them under "Supported presentment
 * currencies" and "Three-decimal currencies" at docs.stripe.com/currencies (read 2026-03; decision 0140).
 * No maintained package publishes this list: it is the provider's, like the payout countries. Only the
 * codes live here; every currency's minor units come from the ISO 4217 data of `currency-codes`.
 */
const PROVIDER_CURRENCIES = [
  'USD', 'AED', 'AFN', 'ALL', 'AMD', 'ANG', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN',
  'BHD', 'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP', 'CNY',
  'COP', 'CRC', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL',
  'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'ISK', 'JMD', 'JOD',
  'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'MAD',
  'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO',
  'NOK', 'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB',
  'RWF', 'SAR', 'SBD', 'SCR', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'STD', 'SZL', 'THB', 'TJS', 'TND',
  'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'UYU', 'UZS', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XOF',
  'XPF', 'YER', 'ZAR', 'ZMW',
] as const; // prettier-ignore

/**
 * The currencies the platform prices and shows in: the provider's, less any code ISO 4217 no longer lists
 * (its minor units would be unknown; STD, replaced by STN, is one).
 */
export const SUPPORTED_CURRENCIES: readonly string[] = PROVIDER_CURRENCIES.filter(
  (currency) => iso4217(currency) !== undefined,
);

const supported = new Set(SUPPORTED_CURRENCIES);

/** Whether the platform can price in this ISO 4217 code (upper or lower case). */
export const isSupportedCurrency = (currency: string): boolean => supported.has(currency.toUpperCase());

/**
 * How many decimals the currency's minor unit has (ISO 4217): JPY 0, USD 2, KWD 3. Every amount the
 * platform stores or sends is an integer count of these units. Throws for a currency it does not support,
 * so an unknown code can never be read with a guessed number of decimals.
 */
export function minorUnitsOf(currency: string): number {
  const record = isSupportedCurrency(currency) ? iso4217(currency) : undefined;
  if (!record) throw new RangeError(`Unsupported currency: ${currency}`);
  return record.digits;
}

/**
 * The decimals to show an amount of this currency with: its minor units when supported; otherwise (a code
 * stored before it was checked) the runtime's currency data, so that old records still read.
 */
export function decimalsOf(currency: string): number {
  if (isSupportedCurrency(currency)) return minorUnitsOf(currency);
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/** A currency field: a supported ISO 4217 code, upper case on the way in. */
export const currencyRule = () =>
  yup
    .string()
    .trim()
    .uppercase()
    .test(
      'supported-currency',
      ({ value }: { value?: unknown }) => messages.prices.currencyUnsupported(String(value)),
      (value) => value == null || isSupportedCurrency(value),
    );
