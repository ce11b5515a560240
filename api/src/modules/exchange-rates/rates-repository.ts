import type { ExchangeRates } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

/** The exchange_rates table (migration 035): one row per currency and publication day. */
export const ratesRepository = {
  /** Stores a day of rates; a day already stored is left as it was, so loading a file twice changes nothing. */
  async store(db: Queryable, rates: ExchangeRates, source: string): Promise<number> {
    // One statement for the day: start-up loads the bundled file on every start.
    const entries = Object.entries(rates.rates);
    const rows = await db.query(
      `INSERT INTO exchange_rates (published_on, base, currency, rate, source)
       SELECT $1, $2, currency, rate::numeric, $5 FROM unnest($3::text[], $4::text[]) AS day(currency, rate)
       ON CONFLICT (published_on, currency) DO NOTHING RETURNING currency`,
      [
        rates.date,
        rates.base,
        entries.map(([currency]) => currency),
        entries.map(([, rate]) => rate),
        source,
      ],
    );
    return rows.length;
  },

  /** The newest day's rates, exactly as published (numeric keeps every digit; text reads them back). */
  async latest(db: Queryable): Promise<ExchangeRates | null> {
    const rows = await db.query<{ published_on: string; base: string; currency: string; rate: string }>(
      `SELECT to_char(published_on, 'YYYY-MM-DD') AS published_on, base, currency, rate::text AS rate
       FROM exchange_rates WHERE published_on = (SELECT max(published_on) FROM exchange_rates)`,
    );
    const [first] = rows;
    if (!first) return null;
    return {
      date: first.published_on,
      base: first.base,
      rates: Object.fromEntries(rows.map((row) => [row.currency, row.rate])),
    };
  },
};
