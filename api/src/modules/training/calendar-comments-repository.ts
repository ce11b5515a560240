import type { CalendarComment, LeaderboardPerson } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

const FULL_NAME = `trim(u.first_name || ' ' || u.last_name)`;

export interface CalendarThread {
  accountId: number;
  programId: number;
  athleteId: number;
  date: string;
  sessionIndex: number;
}

interface CommentRow {
  id: number;
  plan_id: number;
  athlete_id: number;
  date: string;
  session_index: number;
  author_id: number | null;
  author_name: string | null;
  text: string;
  mentions: number[];
  created_at: Date;
}

const SELECT = `SELECT c.id::int, c.program_id::int AS plan_id, c.athlete_id::int,
    to_char(c.day, 'YYYY-MM-DD') AS date, c.session_index, c.author_id::int, ${FULL_NAME} AS author_name,
    c.text, c.mentions::int[] AS mentions, c.created_at
  FROM calendar_comments c LEFT JOIN users u ON u.id = c.author_id`;

function present(row: CommentRow, people: Map<number, LeaderboardPerson>): CalendarComment {
  return {
    id: row.id,
    plan_id: row.plan_id,
    athlete_id: row.athlete_id,
    date: row.date,
    session_index: row.session_index,
    author: row.author_id === null ? null : { id: row.author_id, full_name: row.author_name ?? '' },
    text: row.text,
    mentions: row.mentions.flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    }),
    created_at: row.created_at.toISOString(),
  };
}

export const calendarCommentsRepository = {
  /** Whom a thread's comments may mention: the client and the accepted members of the program's account. */
  async people(db: Queryable, accountId: number, athleteId: number): Promise<LeaderboardPerson[]> {
    return db.query<LeaderboardPerson>(
      `SELECT u.id::int, ${FULL_NAME} AS full_name FROM users u
       WHERE u.id = $2 OR u.id IN (SELECT user_id FROM memberships WHERE account_id = $1 AND invite_status = 'accepted')
       ORDER BY full_name, u.id`,
      [accountId, athleteId],
    );
  },

  async coachesOf(db: Queryable, accountId: number): Promise<Set<number>> {
    const rows = await db.query<{ user_id: number }>(
      `SELECT user_id::int FROM memberships WHERE account_id = $1 AND invite_status = 'accepted'`,
      [accountId],
    );
    return new Set(rows.map((row) => row.user_id));
  },

  async thread(
    db: Queryable,
    thread: CalendarThread,
    people: LeaderboardPerson[],
  ): Promise<CalendarComment[]> {
    const rows = await db.query<CommentRow>(
      `${SELECT} WHERE c.program_id = $1 AND c.athlete_id = $2 AND c.day = $3 AND c.session_index = $4
       ORDER BY c.id LIMIT 500`,
      [thread.programId, thread.athleteId, thread.date, thread.sessionIndex],
    );
    const byId = new Map(people.map((person) => [person.id, person]));
    return rows.map((row) => present(row, byId));
  },

  async insert(
    db: Queryable,
    thread: CalendarThread,
    comment: { authorId: number; text: string; mentions: number[] },
  ): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO calendar_comments (account_id, program_id, athlete_id, day, session_index, author_id, text, mentions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint[]) RETURNING id::int`,
      [
        thread.accountId,
        thread.programId,
        thread.athleteId,
        thread.date,
        thread.sessionIndex,
        comment.authorId,
        comment.text,
        comment.mentions,
      ],
    );
    return row!.id;
  },

  async comment(db: Queryable, id: number, people: LeaderboardPerson[]): Promise<CalendarComment> {
    const [row] = await db.query<CommentRow>(`${SELECT} WHERE c.id = $1`, [id]);
    return present(row!, new Map(people.map((person) => [person.id, person])));
  },

  async accountOfProgram(db: Queryable, programId: number): Promise<number | null> {
    const [row] = await db.query<{ account_id: number }>(
      `SELECT account_id::int FROM programs WHERE id = $1`,
      [programId],
    );
    return row?.account_id ?? null;
  },
};
