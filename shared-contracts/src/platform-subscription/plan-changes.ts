import { messages } from '../messages/catalogue';
import { planLimitsOfChoice } from '../programs/plan-limits';
import type { PlatformPlanChoice } from './platform-plans';

/** What a smaller plan must take on: the clients with a running subscription and the coaches beside the owner. */
export interface PlanFit {
  activeClients: number;
  extraCoaches: number;
}

/**
 * Why the account cannot move to the smaller plan, or null (spec 01 section 4): its active clients must
 * fit the plan, and a plan without extra coaches (FREE) needs the account to have none. The API refuses
 * with this message and choose_your_plan shows it before the coach tries.
 */
export function downgradeProblem(target: PlatformPlanChoice, fit: PlanFit): string | null {
  const limits = planLimitsOfChoice(target);
  if (limits.maxClients !== null && fit.activeClients > limits.maxClients)
    return messages.platformSubscription.tooManyClients(fit.activeClients, limits.maxClients);
  if (!limits.extraCoaches && fit.extraCoaches > 0)
    return messages.platformSubscription.extraCoaches(fit.extraCoaches);
  return null;
}
