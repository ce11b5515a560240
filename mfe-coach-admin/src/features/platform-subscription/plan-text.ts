import { FREE_PLAN_MAX_CLIENTS, type PlatformPlanChoice } from '@coachforge/contracts';

/** How a plan is named on the pages: FREE, or PROFESSIONAL with its band. */
export const planName = (plan: PlatformPlanChoice): string =>
  plan === 'free' ? `FREE (up to ${FREE_PLAN_MAX_CLIENTS} clients)` : `PROFESSIONAL (up to ${plan} clients)`;
