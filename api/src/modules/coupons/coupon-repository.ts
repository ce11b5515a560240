import type { Coupon, CouponRequest } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

interface CouponRow extends Omit<Coupon, 'archived'> {
  account_id: number;
  archived_at: Date | null;
}

const COLUMNS = `c.id::int, c.account_id::int, c.name, c.percent_off, c.duration, c.duration_in_months,
  c.max_redemptions, (SELECT count(*)::int FROM coupon_redemptions r WHERE r.coupon_id = c.id) AS redemptions,
  to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
  c.program_id::int, c.archived_at`;

export const presentCoupon = ({ account_id: _account, archived_at, ...row }: CouponRow): Coupon => ({
  ...row,
  archived: archived_at !== null,
});

export const couponRepository = {
  async ofAccount(db: Queryable, accountId: number): Promise<CouponRow[]> {
    return db.query<CouponRow>(
      `SELECT ${COLUMNS} FROM coupons c WHERE c.account_id = $1 ORDER BY c.archived_at IS NOT NULL, c.id DESC`,
      [accountId],
    );
  },

  async findOwned(db: Queryable, accountId: number, id: number): Promise<CouponRow | null> {
    const [row] = await db.query<CouponRow>(
      `SELECT ${COLUMNS} FROM coupons c WHERE c.id = $1 AND c.account_id = $2`,
      [id, accountId],
    );
    return row ?? null;
  },

  async create(db: Queryable, accountId: number, request: CouponRequest): Promise<CouponRow> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO coupons (account_id, name, percent_off, duration, duration_in_months, max_redemptions, starts_on,
         ends_on, program_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8::date, $9) RETURNING id::int`,
      [
        accountId,
        request.name,
        request.percent_off,
        request.duration,
        request.duration === 'repeating' ? request.duration_in_months : null,
        request.max_redemptions ?? null,
        request.starts_on || null,
        request.ends_on || null,
        request.program_id ?? null,
      ],
    );
    return (await this.findOwned(db, accountId, row!.id))!;
  },

  async archive(db: Queryable, id: number): Promise<void> {
    await db.query('UPDATE coupons SET archived_at = coalesce(archived_at, now()) WHERE id = $1', [id]);
  },

  /**
   * The coupon a code names for a program on `today`, usable by this client: live, assigned to the program
   * or to all, within its dates and redemptions, and not redeemed by them before. Inside a transaction,
   * the coupon row is locked so two clients cannot both take its last redemption.
   */
  async usable(
    db: Queryable,
    input: {
      accountId: number;
      programId: number;
      code: string;
      userId: number;
      today: string;
      lock?: boolean;
    },
  ): Promise<CouponRow | null> {
    const [row] = await db.query<CouponRow>(
      `SELECT ${COLUMNS} FROM coupons c
       WHERE c.account_id = $1 AND c.name = upper($2) AND c.archived_at IS NULL
         AND (c.program_id IS NULL OR c.program_id = $3)
         AND (c.starts_on IS NULL OR c.starts_on <= $4::date) AND (c.ends_on IS NULL OR c.ends_on >= $4::date)
         AND NOT EXISTS (SELECT 1 FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.user_id = $5)
       ${input.lock ? 'FOR UPDATE OF c' : ''}`,
      [input.accountId, input.code, input.programId, input.today, input.userId],
    );
    if (!row || (row.max_redemptions !== null && row.redemptions >= row.max_redemptions)) return null;
    return row;
  },

  async redeem(db: Queryable, couponId: number, userId: number, membershipId: number): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO coupon_redemptions (coupon_id, user_id, membership_id) VALUES ($1, $2, $3)
       ON CONFLICT (coupon_id, user_id) DO NOTHING RETURNING id`,
      [couponId, userId, membershipId],
    );
    return rows.length > 0;
  },
};

export type { CouponRow };
