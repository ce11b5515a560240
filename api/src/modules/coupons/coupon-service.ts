import { messages, type Coupon, type CouponRequest } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { onUniqueViolation } from '../../db/unique-violation';
import { httpError } from '../../http/http-error';
import { findOwnedProgram, requireActive, requireOwner, type CoachAccessResolver } from '../programs';
import { couponRepository, presentCoupon, type CouponRow } from './coupon-repository';

const m = messages.coupons;
const invalid = () => httpError(422, m.invalid, { coupon: [m.invalid] });

/**
 * A coach's coupons (spec 02 section 3; decision 0160): the account owner makes and deactivates them, as
 * money is theirs; clients redeem one at checkout, once each.
 */
export function createCouponService({ db }: ApiContext, { access }: { access: CoachAccessResolver }) {
  const owner = async (identity: { userId: number; accountId: number }) => {
    const coach = await access.of(identity);
    requireOwner(coach);
    return coach;
  };
  return {
    async list(identity: { userId: number; accountId: number }): Promise<Coupon[]> {
      const coach = await owner(identity);
      return (await couponRepository.ofAccount(db, coach.accountId)).map(presentCoupon);
    },

    async create(identity: { userId: number; accountId: number }, request: CouponRequest): Promise<Coupon> {
      const coach = await owner(identity);
      requireActive(coach);
      if (request.program_id && !(await findOwnedProgram(db, coach.accountId, request.program_id)))
        throw httpError(422, m.programInvalid, { program_id: [m.programInvalid] });
      const row = await onUniqueViolation(
        () => couponRepository.create(db, coach.accountId, request),
        'coupons_code',
        () => httpError(422, m.codeTaken, { name: [m.codeTaken] }),
      );
      return presentCoupon(row);
    },

    async archive(identity: { userId: number; accountId: number }, couponId: number): Promise<Coupon> {
      const coach = await owner(identity);
      const coupon = await couponRepository.findOwned(db, coach.accountId, couponId);
      if (!coupon) throw httpError(404, m.notFound);
      await couponRepository.archive(db, coupon.id);
      return presentCoupon((await couponRepository.findOwned(db, coach.accountId, couponId))!);
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;

/** A code a client typed, for the program they buy: the coupon, or 422 "Coupon is invalid" on the field. */
export async function usableCoupon(
  db: Queryable,
  input: { accountId: number; programId: number; code: string; userId: number; today: string },
): Promise<CouponRow> {
  const coupon = await couponRepository.usable(db, input);
  if (!coupon) throw invalid();
  return coupon;
}

/** Redeems the code inside the purchase's transaction; a redemption that lost a race is refused the same way. */
export async function redeemCoupon(
  tx: Queryable,
  input: {
    accountId: number;
    programId: number;
    code: string;
    userId: number;
    today: string;
    membershipId: number;
  },
): Promise<CouponRow> {
  const coupon = await couponRepository.usable(tx, { ...input, lock: true });
  if (!coupon || !(await couponRepository.redeem(tx, coupon.id, input.userId, input.membershipId)))
    throw invalid();
  return coupon;
}
