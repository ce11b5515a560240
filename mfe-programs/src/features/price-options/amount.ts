/**
 * What the coach types ('49.99', '49,99', '50') as minor units (4999), or NaN when it is not an amount
 * with at most two decimals; the contracts' amount rule then says what is wrong with it.
 */
export function minorUnitsOf(typed: string): number {
  const text = typed.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
