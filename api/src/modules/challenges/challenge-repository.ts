import {
  lowerIsBetterByDefault,
  type Challenge,
  type ChallengeCommunity,
  type ChallengeRequest,
  type ChallengeScore,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

const COLUMNS = `id::int, account_id::int, title, description, score_kind, lower_is_better,
  account_id IS NULL AS library`;

/** What an account's community reads: its own challenges and the platform's. */
const IN_ACCOUNT = `(account_id IS NULL OR account_id = $1)`;

interface ScoreRow extends Omit<ChallengeScore, 'logged_at'> {
  logged_at: Date;
}
const presentScore = (row: ScoreRow): ChallengeScore => ({ ...row, logged_at: row.logged_at.toISOString() });
const SCORE_COLUMNS = `s.id::int, s.user_id::int, trim(u.first_name || ' ' || u.last_name) AS full_name,
  s.score::float8 AS score, s.scaled, s.note, s.logged_at`;

export const challengeRepository = {
  async list(
    db: Queryable,
    accountIds: number[],
    source: 'all' | 'own' | 'library',
    search: string,
  ): Promise<Challenge[]> {
    return db.query<Challenge>(
      `SELECT ${COLUMNS} FROM challenges
       WHERE (($2 <> 'own' AND account_id IS NULL) OR ($2 <> 'library' AND account_id = ANY($1::bigint[])))
         AND ($3 = '' OR title ILIKE '%' || $3 || '%')
       ORDER BY account_id IS NULL, lower(title) LIMIT 2000`,
      [accountIds, source, search],
    );
  },

  /** A challenge as one account's community sees it: its own or the platform's. */
  async find(db: Queryable, accountId: number, id: number): Promise<Challenge | null> {
    const [row] = await db.query<Challenge>(
      `SELECT ${COLUMNS} FROM challenges WHERE id = $2 AND ${IN_ACCOUNT}`,
      [accountId, id],
    );
    return row ?? null;
  },

  async create(db: Queryable, accountId: number | null, request: ChallengeRequest): Promise<Challenge> {
    const [row] = await db.query<Challenge>(
      `INSERT INTO challenges (account_id, title, description, score_kind, lower_is_better)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
      [
        accountId,
        request.title,
        request.description,
        request.score_kind,
        request.lower_is_better ?? lowerIsBetterByDefault(request.score_kind),
      ],
    );
    return row!;
  },

  /**
   * Puts a platform challenge in place by title. `replace` false keeps one already there (the seed at
   * start); true updates its description, and its scoring only while nobody has a score on it (the
   * operator), since a board must not change its meaning under people's scores.
   */
  /** The platform's challenges with these titles (lower case), and whether anyone has scored them. */
  async productsTitled(
    db: Queryable,
    titles: string[],
  ): Promise<{ id: number; title: string; score_kind: string; lower_is_better: boolean; scored: boolean }[]> {
    if (titles.length === 0) return [];
    return db.query(
      `SELECT id::int, title, score_kind, lower_is_better,
         EXISTS (SELECT 1 FROM challenge_scores s WHERE s.challenge_id = c.id) AS scored
       FROM challenges c WHERE account_id IS NULL AND lower(title) = ANY($1::text[])`,
      [titles],
    );
  },

  /** New platform challenges in one statement; a title stored meanwhile is left as it is. */
  async insertProducts(db: Queryable, challenges: ChallengeRequest[]): Promise<number> {
    if (challenges.length === 0) return 0;
    const rows = await db.query(
      `INSERT INTO challenges (title, description, score_kind, lower_is_better)
       SELECT title, description, score_kind, lower_is_better
       FROM jsonb_to_recordset($1::jsonb) AS c(title text, description text, score_kind text, lower_is_better boolean)
       ON CONFLICT (lower(title)) WHERE account_id IS NULL DO NOTHING
       RETURNING id`,
      [JSON.stringify(challenges)],
    );
    return rows.length;
  },

  /** Platform challenges rewritten from the operator's file, in one statement. */
  async updateProducts(
    db: Queryable,
    challenges: (ChallengeRequest & { id: number; lower_is_better: boolean })[],
  ): Promise<number> {
    if (challenges.length === 0) return 0;
    const rows = await db.query(
      `UPDATE challenges c SET title = u.title, description = u.description, score_kind = u.score_kind,
         lower_is_better = u.lower_is_better
       FROM jsonb_to_recordset($1::jsonb)
         AS u(id bigint, title text, description text, score_kind text, lower_is_better boolean)
       WHERE c.id = u.id AND c.account_id IS NULL
       RETURNING c.id`,
      [JSON.stringify(challenges)],
    );
    return rows.length;
  },

  /** The accounts a person takes part in now: those whose program they follow (joined, not removed). */
  async communities(db: Queryable, userId: number): Promise<ChallengeCommunity[]> {
    return db.query<ChallengeCommunity>(
      `SELECT DISTINCT a.id::int AS account_id, coalesce(a.title, a.full_name) AS name
       FROM plan_memberships pm JOIN accounts a ON a.id = pm.account_id
       WHERE pm.user_id = $1 AND pm.joined_at IS NOT NULL AND pm.blocked_at IS NULL
         AND pm.state IN ('init', 'scheduled', 'trialing', 'active')
       ORDER BY name`,
      [userId],
    );
  },

  async joined(db: Queryable, userId: number): Promise<{ challenge_id: number; account_id: number }[]> {
    return db.query(
      `SELECT challenge_id::int, account_id::int FROM challenge_participants WHERE user_id = $1
       ORDER BY joined_at`,
      [userId],
    );
  },

  /** The challenges one person joined in one account's community, newest first. */
  async joinedIn(
    db: Queryable,
    accountId: number,
    userId: number,
  ): Promise<{ challenge: Challenge; joined_at: string }[]> {
    const rows = await db.query<Challenge & { joined_at: Date }>(
      `SELECT c.id::int, c.account_id::int, c.title, c.description, c.score_kind, c.lower_is_better,
         c.account_id IS NULL AS library, p.joined_at
       FROM challenge_participants p JOIN challenges c ON c.id = p.challenge_id
       WHERE p.account_id = $1 AND p.user_id = $2 ORDER BY p.joined_at DESC, c.id DESC`,
      [accountId, userId],
    );
    return rows.map(({ joined_at, ...challenge }) => ({ challenge, joined_at: joined_at.toISOString() }));
  },

  async join(db: Queryable, challengeId: number, accountId: number, userId: number): Promise<void> {
    await db.query(
      `INSERT INTO challenge_participants (challenge_id, account_id, user_id) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [challengeId, accountId, userId],
    );
  },

  async hasJoined(db: Queryable, challengeId: number, accountId: number, userId: number): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM challenge_participants WHERE challenge_id = $1 AND account_id = $2 AND user_id = $3`,
      [challengeId, accountId, userId],
    );
    return rows.length > 0;
  },

  async logScore(
    db: Queryable,
    score: {
      challengeId: number;
      accountId: number;
      userId: number;
      score: number;
      scaled: boolean;
      note: string;
    },
    loggedAt: Date,
  ): Promise<ChallengeScore> {
    const [row] = await db.query<ScoreRow>(
      `WITH s AS (
         INSERT INTO challenge_scores (challenge_id, account_id, user_id, score, scaled, note, logged_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *)
       SELECT ${SCORE_COLUMNS} FROM s JOIN users u ON u.id = s.user_id`,
      [score.challengeId, score.accountId, score.userId, score.score, score.scaled, score.note, loggedAt],
    );
    return presentScore(row!);
  },

  /** Every score of one board: one challenge in one account's community. */
  async boardScores(db: Queryable, challengeId: number, accountId: number): Promise<ChallengeScore[]> {
    const rows = await db.query<ScoreRow>(
      `SELECT ${SCORE_COLUMNS} FROM challenge_scores s JOIN users u ON u.id = s.user_id
       WHERE s.challenge_id = $1 AND s.account_id = $2 ORDER BY s.logged_at DESC, s.id DESC LIMIT 50000`,
      [challengeId, accountId],
    );
    return rows.map(presentScore);
  },
};
