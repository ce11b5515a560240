import { isSupportedCurrency, minorUnitsOf } from './currencies';

/** Published reference rates: how many units of each currency one unit of `base` bought on `date`. */
export interface ExchangeRates {
  /** YYYY-MM-DD: the day the rates were published for. */
  date: string;
  /** ISO 4217 code the rates are quoted against (the ECB's are against EUR). */
  base: string;
  /** Decimal strings as published ('1.1476'), so that no rate is rounded on its way in. */
  rates: Readonly<Record<string, string>>;
}

/**
 * A price shown in the client's currency (spec 02 §3 local_price; decision 0142). Display only: the
 * charge is always made in the price option's own currency, priced by the server.
 */
export interface LocalPrice {
  /** Minor units of `currency`, rounded half up (decision 0143). */
  amount: number;
  currency: string;
  /** YYYY-MM-DD of the rates it was converted with. */
  rate_date: string;
}

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,12}))?$/;

/** A published rate as an exact fraction digits / 10^scale; null for anything that is not a positive decimal. */
function exactRate(text: string | undefined): { digits: bigint; scale: number } | null {
  const match = text === undefined ? null : DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  const digits = BigInt(match[1]! + fraction);
  return digits > 0n ? { digits, scale: fraction.length } : null;
}

function rateOf(rates: ExchangeRates, currency: string) {
  const code = currency.toUpperCase();
  return code === rates.base.toUpperCase() ? { digits: 1n, scale: 0 } : exactRate(rates.rates[code]);
}

const TEN = 10n;

/**
 * `amount` minor units of `from` in minor units of `to`, through the rates' base, rounded half up to a
 * whole minor unit of `to` (decision 0143). Integer arithmetic throughout, so 2900 cents never becomes
 * 2899.9999 before it is rounded. Null when either currency has no published rate.
 */
export function convertAmount(amount: number, from: string, to: string, rates: ExchangeRates): number | null {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Not an amount in minor units: ${amount}`);
  const fromRate = rateOf(rates, from);
  const toRate = rateOf(rates, to);
  if (!fromRate || !toRate) return null;
  // amount / 10^fromUnits × (to per base) / (from per base) × 10^toUnits, as one fraction.
  const numerator = BigInt(amount) * toRate.digits * TEN ** BigInt(fromRate.scale + minorUnitsOf(to));
  const denominator = fromRate.digits * TEN ** BigInt(toRate.scale + minorUnitsOf(from));
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * What a client whose currency is `clientCurrency` sees beside a price of `amount` `currency`: null when
 * they pay in their own currency, when theirs is not one the platform supports, or when a rate is missing.
 */
export function localPriceOf(
  amount: number,
  currency: string,
  clientCurrency: string | null,
  rates: ExchangeRates | null,
): LocalPrice | null {
  if (!clientCurrency || !rates) return null;
  if (!isSupportedCurrency(clientCurrency) || !isSupportedCurrency(currency)) return null;
  if (clientCurrency.toUpperCase() === currency.toUpperCase()) return null;
  const converted = convertAmount(amount, currency, clientCurrency, rates);
  return converted === null
    ? null
    : { amount: converted, currency: clientCurrency.toUpperCase(), rate_date: rates.date };
}
