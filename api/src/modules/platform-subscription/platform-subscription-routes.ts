import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { PlatformPlanService } from './platform-plan-service';
import type { SubscriptionReader } from './subscription-reader';

const invoiceIdOf = (request: FastifyRequest): number => {
  const value = (request.params as { invoice_id?: string }).invoice_id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, messages.platformSubscription.invoiceNotFound);
  return Number(value);
};

export function registerPlatformSubscriptionRoutes(
  app: FastifyInstance,
  { plans, subscriptions }: { plans: PlatformPlanService; subscriptions: SubscriptionReader },
): void {
  registerEndpoint(app, endpoints.subscribe, async (request) =>
    subscriptions.of(identityOf(request).accountId),
  );
  registerEndpoint(app, endpoints.platformBilling, async (request) => plans.billing(identityOf(request)));
  registerEndpoint(app, endpoints.platformInvoices, async (request) => plans.invoices(identityOf(request)));
  registerEndpoint(app, endpoints.choosePlatformPlan, async (request) =>
    plans.choose(identityOf(request), request.body),
  );
  registerEndpoint(app, endpoints.upgradePlatformPlan, async (request) =>
    plans.upgrade(identityOf(request), request.body.plan, request.body.payment_method_id),
  );
  registerEndpoint(app, endpoints.downgradePlatformPlan, async (request) =>
    plans.downgrade(identityOf(request), request.body.plan),
  );
  registerEndpoint(app, endpoints.cancelPlatformPlan, async (request) => plans.cancel(identityOf(request)));
  registerEndpoint(app, endpoints.resumePlatformPlan, async (request) =>
    plans.resume(identityOf(request), request.body?.payment_method_id),
  );
  registerEndpoint(app, endpoints.switchPlatformPlanToAnnual, async (request) =>
    plans.switchToAnnual(identityOf(request), request.body?.payment_method_id),
  );
  registerEndpoint(app, endpoints.confirmPlatformInvoice, async (request) =>
    plans.confirm(identityOf(request), invoiceIdOf(request)),
  );
}
