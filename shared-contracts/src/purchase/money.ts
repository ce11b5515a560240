/**
 * An amount in a currency's minor units as people read it ("$29.00", "¥2,900"): the currency's own number
 * of decimals comes from the runtime's currency data, so zero- and three-decimal currencies read right.
 */
export function moneyText(amount: number, currency: string, locale = 'en'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** decimals);
}
