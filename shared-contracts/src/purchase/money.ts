import { decimalsOf } from '../currency/currencies';

/**
 * An amount in a currency's minor units as people read it ("$29.00", "¥2,900", "KWD 12.345"). The
 * decimals are the currency's ISO 4217 minor units, the same the API counts amounts in (decision 0140),
 * so what is shown is exactly what is stored and charged.
 */
export function moneyText(amount: number, currency: string, locale = 'en'): string {
  const decimals = decimalsOf(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount / 10 ** decimals);
}
