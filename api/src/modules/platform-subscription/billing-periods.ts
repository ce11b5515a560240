import type { BillingInterval } from '@coachforge/contracts';

/**
 * The end of a period that starts at `from`: the same day and time a month or a year later, or the
 * month's last day when it is shorter (31 January + 1 month is 28 or 29 February), as card networks and
 * Stripe count billing periods. In UTC, so a period never depends on the server's time zone.
 */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

/** Days after a failed renewal on which it is tried again; after the last the plan ends (decision 0152). */
export const RENEWAL_RETRY_DAYS = [3, 7] as const;
