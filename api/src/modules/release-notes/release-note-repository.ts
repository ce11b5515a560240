import type { Queryable } from '../../db/database';

export interface ReleaseNoteRow {
  id: number;
  title: string;
  body: string;
  release_date: string;
  cta_name: string | null;
  cta_url: string | null;
  read: boolean;
}

/** Notes published before the identity existed are not news to it: they count as read. */
const COLUMNS = `n.id::int, n.title, n.body, to_char(n.release_date, 'DD/MM/YYYY') AS release_date, n.cta_name,
  n.cta_url, (r.note_id IS NOT NULL OR n.created_at < u.created_at) AS read`;
const FROM = `release_notes n
  LEFT JOIN users u ON u.id = $1
  LEFT JOIN release_note_reads r ON r.note_id = n.id AND r.user_id = $1`;

const UNREAD = 'WHERE r.note_id IS NULL AND n.created_at >= u.created_at';

export const releaseNoteRepository = {
  /** Newest first; with unreadOnly, only the notes the identity has not read (What's New). */
  async listFor(
    db: Queryable,
    userId: number,
    { limit, offset = 0, unreadOnly = false }: { limit: number; offset?: number; unreadOnly?: boolean },
  ): Promise<ReleaseNoteRow[]> {
    return db.query<ReleaseNoteRow>(
      `SELECT ${COLUMNS} FROM ${FROM}
       ${unreadOnly ? UNREAD : ''}
       ORDER BY n.release_date DESC, n.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
  },

  async count(db: Queryable): Promise<number> {
    const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM release_notes`);
    return rows[0]?.count ?? 0;
  },

  async markAllRead(db: Queryable, userId: number): Promise<void> {
    await db.query(
      `INSERT INTO release_note_reads (note_id, user_id)
       SELECT n.id, $1 FROM ${FROM} ${UNREAD}
       ON CONFLICT DO NOTHING`,
      [userId],
    );
  },

  async findFor(db: Queryable, userId: number, id: number): Promise<ReleaseNoteRow | null> {
    const rows = await db.query<ReleaseNoteRow>(
      `SELECT ${COLUMNS} FROM ${FROM}
       WHERE n.id = $2`,
      [userId, id],
    );
    return rows[0] ?? null;
  },

  async countUnread(db: Queryable, userId: number): Promise<number> {
    const rows = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${FROM} ${UNREAD}`, [
      userId,
    ]);
    return rows[0]?.count ?? 0;
  },

  async markRead(db: Queryable, userId: number, id: number): Promise<void> {
    await db.query(
      `INSERT INTO release_note_reads (note_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [id, userId],
    );
  },

  async insert(
    db: Queryable,
    note: { title: string; body: string; ctaName: string | null; ctaUrl: string | null },
  ): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO release_notes (title, body, cta_name, cta_url) VALUES ($1, $2, $3, $4) RETURNING id::int`,
      [note.title, note.body, note.ctaName, note.ctaUrl],
    );
    return rows[0]!.id;
  },
};
