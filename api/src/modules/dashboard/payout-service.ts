import {
  DASHBOARD_MONTHS,
  type DashboardMonth,
  type DashboardSummary,
  type Payout,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { paymentProviderRepository, type PaymentProvider } from '../payment-provider';
import { ownedCoachAccount } from '../payments';
import { transactionRepository } from './transaction-repository';

type Identity = { userId: number; accountId: number };

/** The first day (UTC) of the month `back` months before the one `now` is in. */
function monthStart(now: Date, back: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
}
const monthOf = (moment: Date) => moment.toISOString().slice(0, 7);

/**
 * Payouts to the coach's bank, as the provider reports them (decision 0167), and the dashboard's months of
 * revenue, fees, refunds and payouts (decision 0168). Financial features only, like transactions.
 */
export function createPayoutService({ db, clock }: ApiContext, { provider }: { provider: PaymentProvider }) {
  async function payoutsOf(accountId: number): Promise<Payout[]> {
    const connection = await paymentProviderRepository.find(db, accountId);
    // No account at this provider yet: nothing was ever paid out.
    if (!connection?.provider_account_id || connection.provider !== provider.kind) return [];
    return provider.listPayouts(connection.provider_account_id);
  }

  return {
    async payouts(identity: Identity): Promise<Payout[]> {
      const { accountId } = await ownedCoachAccount(db, identity);
      return payoutsOf(accountId);
    },

    async dashboard(identity: Identity): Promise<DashboardSummary> {
      const { accountId } = await ownedCoachAccount(db, identity);
      const now = clock.now();
      const months = Array.from({ length: DASHBOARD_MONTHS }, (_, i) =>
        monthOf(monthStart(now, DASHBOARD_MONTHS - 1 - i)),
      );
      const since = monthStart(now, DASHBOARD_MONTHS - 1);
      const rows = await transactionRepository.monthly(db, accountId, since);
      const payouts = (await payoutsOf(accountId)).filter((p) => p.arrival_date >= monthOf(since));
      const currencies = [
        ...new Set([...rows.map((r) => r.currency), ...payouts.map((p) => p.currency)]),
      ].sort();
      return {
        months: DASHBOARD_MONTHS,
        series: currencies.map((currency) => ({
          currency,
          points: months.map((month): DashboardMonth => {
            const row = rows.find((r) => r.currency === currency && r.month === month);
            return {
              month,
              revenue: row?.revenue ?? 0,
              platform_fees: row?.platform_fees ?? 0,
              provider_fees: row?.provider_fees ?? 0,
              refunds: row?.refunds ?? 0,
              payouts: payouts
                .filter((p) => p.currency === currency && p.arrival_date.startsWith(month))
                .reduce((sum, p) => sum + p.amount, 0),
            };
          }),
        })),
      };
    },
  };
}

export type PayoutService = ReturnType<typeof createPayoutService>;
