import type { ExchangeRates } from '@coachforge/contracts';

/**
 * Where the API finds the exchange rates it shows local prices with (decision 0141). Rates only ever
 * change what a client is shown: every charge is priced by the server in the option's own currency.
 */
export interface RatesSource {
  /** The most recently published rates, or null when none were ever loaded. */
  latest(): Promise<ExchangeRates | null>;
}
