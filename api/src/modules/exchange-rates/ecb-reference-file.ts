import { isSupportedCurrency, type ExchangeRates } from '@coachforge/contracts';

/** The ECB quotes every rate against the euro. */
const ECB_BASE = 'EUR';
const DAY = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]\s*>([\s\S]*?)<\/Cube>/g;
const RATE = /<Cube\s+currency=['"]([A-Za-z]{3})['"]\s+rate=['"]([0-9]+(?:\.[0-9]+)?)['"]\s*\/>/g;

/**
 * The days of rates in a file of the European Central Bank's euro foreign exchange reference rates, in
 * the XML it publishes (eurofxref-daily.xml, or the 90-day and full histories): one entry per day, newest
 * first, each with the rates of the currencies the platform supports. Throws on a file with no rates, so
 * that an operator loading the wrong file hears it.
 */
export function parseEcbReferenceRates(xml: string): ExchangeRates[] {
  const days: ExchangeRates[] = [];
  for (const [, date, body] of xml.matchAll(DAY)) {
    const rates: Record<string, string> = {};
    for (const [, currency, rate] of body!.matchAll(RATE)) {
      const code = currency!.toUpperCase();
      if (isSupportedCurrency(code) && Number(rate) > 0) rates[code] = rate!;
    }
    if (Object.keys(rates).length > 0) days.push({ date: date!, base: ECB_BASE, rates });
  }
  if (days.length === 0) throw new Error('No ECB reference rates found in the file');
  return days.sort((a, b) => b.date.localeCompare(a.date));
}
