import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import type { RatesSource } from '../exchange-rates';
import type { JobQueue } from '../job-queue';
import type { Mailer } from '../mail';
import type { MediaFiles } from '../media';
import type { PaymentsModule } from '../payments';
import { createJoinLimits } from '../programs';
import { createBillingSchedule } from './billing';
import { registerBillingJobs } from './billing-jobs';
import { createMembershipService } from './membership-service';
import { createMembershipTransitions } from './membership-transition';
import type { NotificationPublisher } from '../notifications';
import { registerPublicPlanRoutes } from './public-plan-routes';
import { createPublicPlanService } from './public-plan-service';
import { registerPurchaseRoutes } from './purchase-routes';
import { registerCardRoutes } from './card-routes';
import { createCardService } from './card-service';
import { createPurchaseService } from './purchase-service';

/**
 * What clients see and do to get a program (spec 02 sections 2 to 4): the public program page, buying
 * and subscribing, the membership's payments, and its renewals and retries as durable jobs.
 */
export function registerPurchasesModule(
  app: FastifyInstance,
  context: ApiContext,
  {
    media,
    payments,
    mailer,
    jobs,
    rates,
    notifications,
  }: {
    media: MediaFiles;
    payments: PaymentsModule;
    mailer: Mailer;
    jobs: JobQueue;
    rates: RatesSource;
    notifications: NotificationPublisher;
  },
): void {
  registerPublicPlanRoutes(app, createPublicPlanService(context, { media, rates }));
  const transitions = createMembershipTransitions(notifications);
  const billing = createBillingSchedule(jobs, context.clock, transitions);
  const charges = payments.charges;
  registerBillingJobs(context, { jobs, charges, mailer, billing, transitions, notifications });
  const provider = payments.provider;
  const memberships = createMembershipService(context, { charges, billing, mailer, provider, transitions });
  charges.onPaymentChanged((charge) => memberships.settleFromProvider(charge));
  registerPurchaseRoutes(app, {
    purchases: createPurchaseService(context, {
      charges,
      billing,
      provider,
      joinLimits: createJoinLimits(context, { notifications }),
      transitions,
    }),
    memberships,
  });
  registerCardRoutes(
    app,
    createCardService(context, {
      provider,
      retryOwed: (userId, planId) => memberships.retry(userId, planId, {}),
    }),
  );
}
