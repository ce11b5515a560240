import type { CoachMacroDay, MacroDay, MacroDayRequest } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

const COLUMNS = `to_char(md.day, 'YYYY-MM-DD') AS date, md.calories, md.protein, md.carbs, md.fat,
  to_char(md.edited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS edited_at`;

/**
 * A day waits in an account's to_review queue when the client logged it since joining one of the
 * account's programs and no coach of the account has reviewed this edit of it. The clients list counts
 * the same rule (programs' client repository), so the badge and the calendar agree.
 */
const macroDayToReviewSql = (accountId: string, userId: string, since: string) =>
  `md.user_id = ${userId} AND md.day >= ${since} AND NOT EXISTS (SELECT 1 FROM macro_day_reviews mr
     WHERE mr.account_id = ${accountId} AND mr.user_id = md.user_id AND mr.day = md.day
       AND mr.revision >= md.revision)`;

export const macroDaysRepository = {
  /** The later edit stands: an older one arriving late (another device, an offline queue) changes nothing. */
  async upsert(db: Queryable, userId: number, date: string, day: MacroDayRequest): Promise<MacroDay> {
    const [saved] = await db.query<MacroDay>(
      `INSERT INTO macro_days AS md (user_id, day, calories, protein, carbs, fat, edited_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, day) DO UPDATE SET calories = EXCLUDED.calories, protein = EXCLUDED.protein,
         carbs = EXCLUDED.carbs, fat = EXCLUDED.fat, edited_at = EXCLUDED.edited_at,
         revision = md.revision + 1
       WHERE md.edited_at < EXCLUDED.edited_at
       RETURNING ${COLUMNS}`,
      [userId, date, day.calories, day.protein, day.carbs, day.fat, day.edited_at],
    );
    if (saved) return saved;
    // A stale edit: the day as it stands.
    const [current] = await db.query<MacroDay>(
      `SELECT ${COLUMNS} FROM macro_days md WHERE md.user_id = $1 AND md.day = $2`,
      [userId, date],
    );
    return current!;
  },

  async history(db: Queryable, userId: number, from: string, to: string): Promise<MacroDay[]> {
    return db.query<MacroDay>(
      `SELECT ${COLUMNS} FROM macro_days md WHERE md.user_id = $1 AND md.day BETWEEN $2 AND $3
       ORDER BY md.day DESC`,
      [userId, from, to],
    );
  },

  /** The days as one account's coaches read them, each saying whether it waits for their review. */
  async forAccount(
    db: Queryable,
    accountId: number,
    userId: number,
    from: string,
    to: string,
  ): Promise<CoachMacroDay[]> {
    return db.query<CoachMacroDay>(
      `SELECT ${COLUMNS}, (${macroDayToReviewSql('$1', 'md.user_id', '$5::date')}) AS to_review
       FROM macro_days md WHERE md.user_id = $2 AND md.day BETWEEN $3 AND $4 ORDER BY md.day DESC`,
      [accountId, userId, from, to, await joinedSince(db, accountId, userId)],
    );
  },

  /** The account's coaches read every day the client logged: each leaves their queue until edited. */
  async markReviewed(db: Queryable, accountId: number, userId: number): Promise<number> {
    const rows = await db.query(
      `INSERT INTO macro_day_reviews (account_id, user_id, day, revision)
       SELECT $1, md.user_id, md.day, md.revision FROM macro_days md
       WHERE ${macroDayToReviewSql('$1', '$2', '$3::date')}
       ON CONFLICT (account_id, user_id, day) DO UPDATE SET revision = EXCLUDED.revision, reviewed_at = now()
       RETURNING day`,
      [accountId, userId, await joinedSince(db, accountId, userId)],
    );
    return rows.length;
  },
};

/** The day before the client first joined one of the account's programs (their day may be UTC's next). */
async function joinedSince(db: Queryable, accountId: number, userId: number): Promise<string> {
  const [row] = await db.query<{ since: string | null }>(
    `SELECT to_char(min(joined_at AT TIME ZONE 'UTC')::date - 1, 'YYYY-MM-DD') AS since
     FROM plan_memberships WHERE account_id = $1 AND user_id = $2 AND joined_at IS NOT NULL`,
    [accountId, userId],
  );
  return row?.since ?? '9999-12-31';
}
