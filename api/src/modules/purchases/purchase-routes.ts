import { endpoints } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { MembershipService } from './membership-service';
import type { PurchaseService } from './purchase-service';
import { messages } from '@coachforge/contracts';

/** The program's id from the path; anything else names no program (404), never a database error. */
const planIdOf = (request: FastifyRequest): number => {
  const value = (request.params as { plan_id?: string }).plan_id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, messages.purchase.planNotFound);
  return Number(value);
};

export function registerPurchaseRoutes(
  app: FastifyInstance,
  { purchases, memberships }: { purchases: PurchaseService; memberships: MembershipService },
): void {
  const caller = (request: FastifyRequest) => identityOf(request).userId;

  registerEndpoint(app, endpoints.purchasePlan, async (request) =>
    purchases.buy(caller(request), planIdOf(request), request.body),
  );
  registerEndpoint(app, endpoints.checkCoupon, async (request) =>
    purchases.checkCoupon(caller(request), planIdOf(request), request.body),
  );
  registerEndpoint(app, endpoints.rescheduleInfo, async (request) =>
    memberships.rescheduleInfo(caller(request), planIdOf(request)),
  );
  registerEndpoint(app, endpoints.reschedule, async (request) =>
    memberships.reschedule(caller(request), planIdOf(request), request.body),
  );
  registerEndpoint(app, endpoints.retryPayment, async (request) =>
    memberships.retry(caller(request), planIdOf(request), request.body),
  );
  registerEndpoint(app, endpoints.checkPayment, async (request) =>
    memberships.check(caller(request), planIdOf(request), request.body),
  );
  registerEndpoint(app, endpoints.billingHistory, async (request) =>
    memberships.billingHistory(caller(request)),
  );
  registerEndpoint(app, endpoints.billingPurchases, async (request) =>
    memberships.purchases(caller(request)),
  );
  registerEndpoint(app, endpoints.receipt, async (request) => {
    const value = (request.params as { charge_id?: string }).charge_id ?? '';
    if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, messages.purchase.receiptNotFound);
    return memberships.receipt(caller(request), Number(value));
  });
  registerEndpoint(app, endpoints.myPrograms, async (request) =>
    memberships.myPrograms(caller(request), (request.query as { list?: unknown }).list),
  );
  registerEndpoint(app, endpoints.myMembership, async (request) =>
    memberships.read(caller(request), planIdOf(request)),
  );
  registerEndpoint(app, endpoints.cancelSubscription, async (request) =>
    memberships.cancel(caller(request), planIdOf(request)),
  );
  registerEndpoint(app, endpoints.cancelMembershipNow, async (request) =>
    memberships.cancelNow(caller(request), planIdOf(request)),
  );
  registerEndpoint(app, endpoints.resumeSubscription, async (request) =>
    memberships.resume(caller(request), planIdOf(request)),
  );
  registerEndpoint(app, endpoints.switchPrice, async (request) =>
    memberships.switchPrice(caller(request), planIdOf(request), request.body),
  );
  registerEndpoint(app, endpoints.cancelPriceSwitch, async (request) =>
    memberships.cancelSwitch(caller(request), planIdOf(request)),
  );
}
