import { endpoints, messages } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf, registerEndpoint } from '../../http/endpoint-route';
import { httpError } from '../../http/http-error';
import type { CouponService } from './coupon-service';

const couponIdOf = (request: FastifyRequest): number => {
  const value = (request.params as { coupon_id?: string }).coupon_id ?? '';
  if (!/^[1-9]\d{0,14}$/.test(value)) throw httpError(404, messages.coupons.notFound);
  return Number(value);
};

export function registerCouponRoutes(app: FastifyInstance, coupons: CouponService): void {
  registerEndpoint(app, endpoints.coupons, async (request) => coupons.list(identityOf(request)));
  registerEndpoint(app, endpoints.createCoupon, async (request, reply) => {
    const coupon = await coupons.create(identityOf(request), request.body);
    reply.code(201);
    return coupon;
  });
  registerEndpoint(app, endpoints.archiveCoupon, async (request) =>
    coupons.archive(identityOf(request), couponIdOf(request)),
  );
}
