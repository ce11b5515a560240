import type { ClientNote } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

const COLUMNS = `n.id::int, n.body, nullif(trim(u.first_name || ' ' || u.last_name), '') AS author_name,
  to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(n.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

/** The account's notes about one client (decision 0198), newest first. */
export const clientNotesRepository = {
  async list(db: Queryable, accountId: number, userId: number, limit: number): Promise<ClientNote[]> {
    return db.query<ClientNote>(
      `SELECT ${COLUMNS} FROM client_notes n LEFT JOIN users u ON u.id = n.author_id
       WHERE n.account_id = $1 AND n.user_id = $2 ORDER BY n.created_at DESC, n.id DESC LIMIT $3`,
      [accountId, userId, limit],
    );
  },

  async count(db: Queryable, accountId: number, userId: number): Promise<number> {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM client_notes WHERE account_id = $1 AND user_id = $2`,
      [accountId, userId],
    );
    return row!.n;
  },

  /** The note's id when it is the account's latest about the client (what FREE shows and edits). */
  async latestId(db: Queryable, accountId: number, userId: number): Promise<number | null> {
    const [row] = await db.query<{ id: number }>(
      `SELECT id::int FROM client_notes WHERE account_id = $1 AND user_id = $2
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      [accountId, userId],
    );
    return row?.id ?? null;
  },

  async insert(
    db: Queryable,
    note: { accountId: number; userId: number; authorId: number; body: string },
  ): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO client_notes (account_id, user_id, author_id, body) VALUES ($1, $2, $3, $4) RETURNING id::int`,
      [note.accountId, note.userId, note.authorId, note.body],
    );
    return row!.id;
  },

  async find(db: Queryable, accountId: number, userId: number, id: number): Promise<ClientNote | null> {
    const [row] = await db.query<ClientNote>(
      `SELECT ${COLUMNS} FROM client_notes n LEFT JOIN users u ON u.id = n.author_id
       WHERE n.id = $1 AND n.account_id = $2 AND n.user_id = $3`,
      [id, accountId, userId],
    );
    return row ?? null;
  },

  async update(db: Queryable, accountId: number, userId: number, id: number, body: string): Promise<boolean> {
    const rows = await db.query(
      `UPDATE client_notes SET body = $4, updated_at = now()
       WHERE id = $1 AND account_id = $2 AND user_id = $3 RETURNING id`,
      [id, accountId, userId, body],
    );
    return rows.length > 0;
  },

  async remove(db: Queryable, accountId: number, userId: number, id: number): Promise<boolean> {
    const rows = await db.query(
      `DELETE FROM client_notes WHERE id = $1 AND account_id = $2 AND user_id = $3 RETURNING id`,
      [id, accountId, userId],
    );
    return rows.length > 0;
  },
};
