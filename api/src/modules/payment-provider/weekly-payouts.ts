import type { ProviderPayout } from './payment-provider';

/** Money entering (a sale, once held) or leaving (a refund) a connected account's balance. */
export interface BalanceEntry {
  /** The day it counts towards a payout, YYYY-MM-DD (UTC). */
  availableOn: string;
  /** Minor units; negative for a refund. */
  amount: number;
  currency: string;
}

/** ISO weekday of payouts: Wednesday (spec 02 section 9). */
const PAYOUT_WEEKDAY = 3;

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first Wednesday on or after `day`. */
export function payoutDayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return dayAfter(day, (PAYOUT_WEEKDAY - weekday + 7) % 7);
}

/**
 * A connected account's payouts on the simulated provider (decision 0167): every Wednesday, what became
 * available since the last payout is paid out, per currency. A week whose balance is not positive (refunds
 * larger than sales) pays nothing and carries the balance on, as Stripe does. Payouts on or before `today`
 * are paid; later ones are what is already known to come, pending. Newest first, as Stripe lists them.
 */
export function weeklyPayouts(
  accountId: string,
  entries: readonly BalanceEntry[],
  today: string,
): ProviderPayout[] {
  const byCurrency = new Map<string, Map<string, number>>();
  for (const entry of entries) {
    const weeks = byCurrency.get(entry.currency) ?? new Map<string, number>();
    const day = payoutDayOf(entry.availableOn);
    weeks.set(day, (weeks.get(day) ?? 0) + entry.amount);
    byCurrency.set(entry.currency, weeks);
  }
  const payouts: ProviderPayout[] = [];
  for (const [currency, weeks] of byCurrency) {
    let carried = 0;
    for (const day of [...weeks.keys()].sort()) {
      const balance = carried + weeks.get(day)!;
      if (balance <= 0) {
        carried = balance;
        continue;
      }
      carried = 0;
      payouts.push({
        id: `po_sim_${accountId.replace(/^acct_sim_/, '')}_${currency}_${day.replaceAll('-', '')}`,
        amount: balance,
        currency,
        arrival_date: day,
        status: day <= today ? 'paid' : 'pending',
      });
    }
  }
  return payouts.sort(
    (a, b) => b.arrival_date.localeCompare(a.arrival_date) || a.currency.localeCompare(b.currency),
  );
}
