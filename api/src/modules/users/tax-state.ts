import type { TaxState } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

/** An account's tax activation (spec 01 section 4: normal, in progress, activated; docs/decisions/0206). */
export const taxStateRepository = {
  async set(db: Queryable, accountId: number, state: TaxState): Promise<void> {
    await db.query(`UPDATE accounts SET tax_state = $2 WHERE id = $1`, [accountId, state]);
  },

  /** The payment provider now lets the account take charges: tax collection asked for earlier starts. */
  async activatePending(db: Queryable, accountId: number): Promise<boolean> {
    const rows = await db.query(
      `UPDATE accounts SET tax_state = 'activated' WHERE id = $1 AND tax_state = 'in_progress' RETURNING id`,
      [accountId],
    );
    return rows.length > 0;
  },
};
