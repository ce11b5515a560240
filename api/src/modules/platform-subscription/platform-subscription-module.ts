import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { JobQueue } from '../job-queue';
import type { PlatformCharges } from '../payments';
import { createCoachAccess } from '../programs';
import type { Realtime } from '../realtime';
import { createPlanPayments } from './plan-payments';
import { createPlatformPlanService } from './platform-plan-service';
import { registerPlatformSubscriptionRoutes } from './platform-subscription-routes';
import { registerRenewalJob } from './renewal-job';
import { createSubscriptionReader } from './subscription-reader';

/**
 * The coach account's platform plan (spec 01 sections 3 and 4): FREE and the PROFESSIONAL bands, paid
 * monthly or annually to the platform through the payment provider, changed by the owner at any step,
 * renewed (or ended, or downgraded) by a durable job at each period end.
 */
export function registerPlatformSubscriptionModule(
  app: FastifyInstance,
  context: ApiContext,
  deps: { jobs: JobQueue; realtime: Realtime; charges: PlatformCharges },
) {
  const payments = createPlanPayments(context, deps);
  registerRenewalJob(context, { jobs: deps.jobs, payments });
  registerPlatformSubscriptionRoutes(app, {
    plans: createPlatformPlanService(context, { access: createCoachAccess(context), payments }),
    subscriptions: createSubscriptionReader(context),
  });
}
