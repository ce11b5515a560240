/** One month of a coach's money in one currency, for the dashboard's charts (minor units). */
export interface DashboardMonth {
  /** YYYY-MM (UTC). */
  month: string;
  /** What clients paid, refunds included. */
  revenue: number;
  /** The platform's 5%. */
  platform_fees: number;
  /** The provider's fees, as far as the provider has told them. */
  provider_fees: number;
  /** Money returned to clients. */
  refunds: number;
  /** Paid out, or to be paid out, to the coach's bank that month. */
  payouts: number;
}

/** GET coach/dashboard: the last months, oldest first, one series per currency the account was paid in. */
export interface DashboardSummary {
  months: number;
  series: { currency: string; points: DashboardMonth[] }[];
}

export const DASHBOARD_MONTHS = 12;
