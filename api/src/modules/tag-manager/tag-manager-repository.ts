import type { Queryable } from '../../db/database';

export const tagManagerRepository = {
  async find(db: Queryable, accountId: number): Promise<string | null> {
    const rows = await db.query<{ tag_manager_id: string | null }>(
      `SELECT tag_manager_id FROM accounts WHERE id = $1`,
      [accountId],
    );
    return rows[0]?.tag_manager_id ?? null;
  },

  async save(db: Queryable, accountId: number, tagManagerId: string | null): Promise<void> {
    await db.query(`UPDATE accounts SET tag_manager_id = $2 WHERE id = $1`, [accountId, tagManagerId]);
  },
};
