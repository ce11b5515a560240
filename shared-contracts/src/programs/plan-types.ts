/** The four program types (spec 02 section 1), in the order the choose-program-type flow offers them. */
export const planTypes = ['individual', 'fixed', 'one_many', 'membership'] as const;
export type PlanType = (typeof planTypes)[number];

export const planTypeLabels: Record<PlanType, string> = {
  individual: '1-2-1',
  fixed: 'Fixed Length',
  one_many: 'Group Rolling Calendar',
  membership: 'Session 1, Day 1',
};

/**
 * Price periods in their fixed order (spec 02 section 3). The order is the one the spec lists; the
 * coach's options are always sorted by it, whatever order they were added in.
 */
export const cadences = [
  'weekly',
  'biweekly',
  'four_weekly',
  'monthly',
  'bimonthly',
  'quarterly',
  'biannual',
  'yearly',
  'one_off',
] as const;
export type Cadence = (typeof cadences)[number];

export const DEFAULT_CADENCE: Cadence = 'monthly';

export const cadenceLabels: Record<Cadence, string> = {
  weekly: 'weekly',
  biweekly: '2 weeks',
  four_weekly: '4 weeks',
  monthly: 'monthly',
  bimonthly: '2 months',
  quarterly: 'quarterly',
  biannual: '6 months',
  yearly: 'yearly',
  one_off: 'one-off',
};

/**
 * A Fixed Length program is paid once (spec 02 section 1); the others are ongoing subscriptions, so
 * they are charged per period and never one-off.
 */
export function cadencesFor(planType: PlanType): readonly Cadence[] {
  return planType === 'fixed' ? ['one_off'] : cadences.filter((cadence) => cadence !== 'one_off');
}

/** The default period a new price option of this type starts with. */
export function defaultCadenceFor(planType: PlanType): Cadence {
  return planType === 'fixed' ? 'one_off' : DEFAULT_CADENCE;
}

/** Sorts anything with a `duration` by the fixed cadence order. */
export function byCadence<T extends { duration: Cadence }>(options: readonly T[]): T[] {
  return [...options].sort((a, b) => cadences.indexOf(a.duration) - cadences.indexOf(b.duration));
}
