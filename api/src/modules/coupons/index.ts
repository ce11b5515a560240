export { createCouponService, redeemCoupon, usableCoupon, type CouponService } from './coupon-service';
export { registerCouponRoutes } from './coupon-routes';
export type { CouponRow } from './coupon-repository';
