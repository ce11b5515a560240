import { FREE_PLAN_MAX_CLIENTS, PROFESSIONAL_BANDS } from '../limits/constants';

/** How often a PROFESSIONAL plan is paid for (spec 01 sections 4 and 9). */
export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

export type ProfessionalBand = (typeof PROFESSIONAL_BANDS)[number];
/** What a coach picks on choose_your_plan: FREE, or a PROFESSIONAL band by its number of clients. */
export type PlatformPlanChoice = 'free' | ProfessionalBand;

/** The platform charges its own plans in one currency (docs/decisions/0150). */
export const PLATFORM_PLAN_CURRENCY = 'gbp';
/** "Annual billing gives 2 months free": a year costs ten months. */
export const ANNUAL_MONTHS_CHARGED = 10;

/**
 * The monthly price of each PROFESSIONAL band, in minor units of PLATFORM_PLAN_CURRENCY. The spec shows
 * 49.99 a month for the personal plan; the other bands are placed around it (docs/decisions/0150).
 */
export const PROFESSIONAL_MONTHLY_PRICES: Record<ProfessionalBand, number> = {
  5: 1999,
  10: 2999,
  25: 4999,
  50: 7999,
  75: 9999,
};

export const FREE_PLAN_KIND = 'free';
const BAND_PREFIX = 'professional_band_';

/** product_kind of a band as the spec writes it: it starts with professional_band. */
export const professionalPlanKind = (band: ProfessionalBand) => `${BAND_PREFIX}${band}`;

export function isProfessionalBand(value: unknown): value is ProfessionalBand {
  return (PROFESSIONAL_BANDS as readonly unknown[]).includes(value);
}

/** The band of a stored product_kind, or null for FREE, no plan or anything else. */
export function bandOfPlanKind(kind: string | null | undefined): ProfessionalBand | null {
  if (!kind?.startsWith(BAND_PREFIX)) return null;
  const band = Number(kind.slice(BAND_PREFIX.length));
  return isProfessionalBand(band) ? band : null;
}

/** What a band costs for one period of the interval. */
export function platformPriceOf(band: ProfessionalBand, interval: BillingInterval): number {
  const monthly = PROFESSIONAL_MONTHLY_PRICES[band];
  return interval === 'year' ? monthly * ANNUAL_MONTHS_CHARGED : monthly;
}

/** The clients a plan takes: FREE's limit or the band's. */
export const maxClientsOf = (choice: PlatformPlanChoice): number =>
  choice === 'free' ? FREE_PLAN_MAX_CLIENTS : choice;

/** Plans ordered from smallest to largest, for comparing an upgrade with a downgrade. */
export const rankOf = (choice: PlatformPlanChoice): number => (choice === 'free' ? 0 : choice);

/** One card of choose_your_plan. */
export interface PlatformPlanOffer {
  choice: PlatformPlanChoice;
  maxClients: number;
  /** Minor units; 0 for FREE. */
  monthly: number;
  annual: number;
  /** What a year costs less than twelve months. */
  annualSaving: number;
}

export const platformPlanOffers: readonly PlatformPlanOffer[] = [
  { choice: 'free', maxClients: FREE_PLAN_MAX_CLIENTS, monthly: 0, annual: 0, annualSaving: 0 },
  ...PROFESSIONAL_BANDS.map((band) => ({
    choice: band,
    maxClients: band,
    monthly: platformPriceOf(band, 'month'),
    annual: platformPriceOf(band, 'year'),
    annualSaving: platformPriceOf(band, 'month') * 12 - platformPriceOf(band, 'year'),
  })),
];
