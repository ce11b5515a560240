import type { Queryable } from '../../db/database';

/**
 * Whether the person ever joined one of the account's programs: what lets the account's coaches read
 * their records (decision 0117). Past clients stay readable; people who never joined do not.
 */
export async function isClientOfAccount(db: Queryable, accountId: number, userId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM plan_memberships WHERE account_id = $1 AND user_id = $2 AND joined_at IS NOT NULL LIMIT 1`,
    [accountId, userId],
  );
  return rows.length > 0;
}
