import type {
  MembershipState,
  ExerciseRequest,
  Exercise,
  LogResultRequest,
  ScheduleTrack,
  ScheduleTrackRequest,
  TrainingResult,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { exerciseLibrary } from './exercise-library';

interface TrackRow {
  id: number;
  title: string;
  archived: boolean;
  weeks: ScheduleTrack['weeks'];
}

interface ResultRow {
  id: string;
  program_id: number | null;
  program_title: string;
  date: string;
  session_index: number;
  section_index: number;
  section_title: string;
  score_kind: TrainingResult['score_kind'];
  score: number;
  scaled: boolean;
  comment: string;
  edited_at: Date;
  replaced: TrainingResult['replaced'];
}

/** A client of a program as their own calendar's page names them. */
export interface ScheduleClientRow {
  id: number;
  full_name: string;
  email: string;
  state: MembershipState;
  joined: boolean;
  start_day: string | null;
}

/** A client's joined, open membership and what the projection needs of its program. */
export interface CalendarMembership {
  membership_id: number;
  /** The program track the coach put this client on; null: the first active one. */
  track_id: number | null;
  program_id: number;
  program_title: string;
  plan_type: 'individual' | 'fixed' | 'one_many' | 'membership';
  start_day: string | null;
  joined_at: Date;
  launch_date: string | null;
  training_visibility_days: number | null;
}

const EXERCISE_COLUMNS = `id::int, name, category, equipment, muscle_group, account_id IS NULL AS library,
  video_media_id::int`;

const RESULT_COLUMNS = `id::text, program_id::int, program_title, to_char(day, 'YYYY-MM-DD') AS date,
  session_index, section_index, section_title, score_kind, score::float8 AS score, scaled, comment,
  edited_at, replaced`;

export const presentResult = (row: ResultRow): TrainingResult => ({
  ...row,
  edited_at: row.edited_at.toISOString(),
});

export const trainingRepository = {
  /** Puts the platform's library in place; names already there are left as they are. */
  async seedLibrary(db: Queryable): Promise<void> {
    await db.query(
      `INSERT INTO exercises (name, category, equipment, muscle_group)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS e(name text, category text, equipment text, muscle_group text)
       ON CONFLICT (lower(name)) WHERE account_id IS NULL DO NOTHING`,
      [JSON.stringify(exerciseLibrary)],
    );
  },

  async exercises(db: Queryable, accountId: number, search: string): Promise<Exercise[]> {
    return db.query<Exercise>(
      `SELECT ${EXERCISE_COLUMNS}
       FROM exercises WHERE (account_id IS NULL OR account_id = $1)
         AND ($2 = '' OR name ILIKE '%' || $2 || '%')
       ORDER BY account_id IS NULL, lower(name) LIMIT 1000`,
      [accountId, search],
    );
  },

  /** The exercises a projected schedule names: checked against the program's account when it was saved. */
  async exercisesByIds(db: Queryable, ids: number[]): Promise<Exercise[]> {
    return db.query<Exercise>(
      `SELECT ${EXERCISE_COLUMNS} FROM exercises WHERE id = ANY($1::bigint[]) ORDER BY lower(name)`,
      [ids],
    );
  },

  /** One exercise the account may read (the library's or its own). */
  async exercise(
    db: Queryable,
    accountId: number,
    id: number,
  ): Promise<(Exercise & { account_id: number | null }) | null> {
    const [row] = await db.query<Exercise & { account_id: number | null }>(
      `SELECT ${EXERCISE_COLUMNS}, account_id::int FROM exercises
       WHERE id = $1 AND (account_id IS NULL OR account_id = $2)`,
      [id, accountId],
    );
    return row ?? null;
  },

  async createExercise(db: Queryable, accountId: number, exercise: ExerciseRequest): Promise<Exercise> {
    const [row] = await db.query<Exercise>(
      `INSERT INTO exercises (account_id, name, category, equipment, muscle_group, video_media_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${EXERCISE_COLUMNS}`,
      [
        accountId,
        exercise.name,
        exercise.category,
        exercise.equipment,
        exercise.muscle_group,
        exercise.video_media_id,
      ],
    );
    return row!;
  },

  async updateExercise(
    db: Queryable,
    accountId: number,
    id: number,
    exercise: ExerciseRequest,
  ): Promise<Exercise | null> {
    const [row] = await db.query<Exercise>(
      `UPDATE exercises SET name = $3, equipment = $4, muscle_group = $5, video_media_id = $6
       WHERE id = $1 AND account_id = $2 RETURNING ${EXERCISE_COLUMNS}`,
      [id, accountId, exercise.name, exercise.equipment, exercise.muscle_group, exercise.video_media_id],
    );
    return row ?? null;
  },

  /** Whether the media item is the account's own video, ready or on its way. */
  async accountVideo(db: Queryable, accountId: number, mediaId: number): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM media WHERE id = $1 AND account_id = $2 AND scope = 'user' AND kind = 'video'
         AND status <> 'uploading'`,
      [mediaId, accountId],
    );
    return rows.length > 0;
  },

  /** The ids of the platform's exercises by name (any case); names not in the library are left out. */
  async libraryExerciseIds(db: Queryable, names: string[]): Promise<Map<string, number>> {
    const rows = await db.query<{ name: string; id: number }>(
      `SELECT lower(name) AS name, id::int FROM exercises
       WHERE account_id IS NULL AND lower(name) = ANY($1::text[])`,
      [names.map((name) => name.toLowerCase())],
    );
    return new Map(rows.map((row) => [row.name, row.id]));
  },

  /** Puts product exercises in place or updates them by name; the metric category never changes. */
  async upsertLibraryExercise(
    db: Queryable,
    exercise: { name: string; category: string; equipment: string; muscle_group: string },
  ): Promise<{ id: number; created: boolean; category: string }> {
    const [row] = await db.query<{ id: number; created: boolean; category: string }>(
      `INSERT INTO exercises AS e (name, category, equipment, muscle_group) VALUES ($1, $2, $3, $4)
       ON CONFLICT (lower(name)) WHERE account_id IS NULL
       DO UPDATE SET name = EXCLUDED.name, equipment = EXCLUDED.equipment, muscle_group = EXCLUDED.muscle_group
       RETURNING id::int, (xmax = 0) AS created, category`,
      [exercise.name, exercise.category, exercise.equipment, exercise.muscle_group],
    );
    return row!;
  },

  /** How many of these ids the account may use (the library's and its own). */
  async usableExercises(db: Queryable, accountId: number, ids: number[]): Promise<number> {
    const [row] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM exercises WHERE id = ANY($1::bigint[])
         AND (account_id IS NULL OR account_id = $2)`,
      [ids, accountId],
    );
    return row!.n;
  },

  async tracks(db: Queryable, programId: number): Promise<ScheduleTrack[]> {
    return db.query<TrackRow>(
      `SELECT id::int, title, archived, weeks FROM schedule_tracks
       WHERE program_id = $1 AND membership_id IS NULL ORDER BY id`,
      [programId],
    );
  },

  /**
   * The track a client's calendar shows: their own (a 1-2-1 client's, decision 0115), else the program
   * track the coach put them on, else the program's first active track.
   */
  async followedTrack(db: Queryable, membership: CalendarMembership): Promise<ScheduleTrack | null> {
    const [row] = await db.query<TrackRow>(
      `SELECT id::int, title, archived, weeks FROM schedule_tracks
       WHERE program_id = $1 AND NOT archived AND (membership_id IS NULL OR membership_id = $2)
       ORDER BY membership_id IS NOT NULL DESC, coalesce(id = $3, false) DESC, id LIMIT 1`,
      [membership.program_id, membership.membership_id, membership.track_id],
    );
    return row ?? null;
  },

  async scheduleClient(
    db: Queryable,
    programId: number,
    clientId: number,
  ): Promise<ScheduleClientRow | null> {
    const [row] = await db.query<ScheduleClientRow>(
      `SELECT id::int, full_name, email, state, joined_at IS NOT NULL AS joined,
         to_char(start_day, 'YYYY-MM-DD') AS start_day
       FROM plan_memberships WHERE id = $1 AND program_id = $2`,
      [clientId, programId],
    );
    return row ?? null;
  },

  async clientTrack(db: Queryable, clientId: number): Promise<ScheduleTrack | null> {
    const [row] = await db.query<TrackRow>(
      `SELECT id::int, title, archived, weeks FROM schedule_tracks WHERE membership_id = $1`,
      [clientId],
    );
    return row ?? null;
  },

  async setClientTrack(db: Queryable, clientId: number, trackId: number | null): Promise<void> {
    await db.query(`UPDATE plan_memberships SET track_id = $2 WHERE id = $1`, [clientId, trackId]);
  },

  /** Writes a client's own calendar and the date it starts, in one go. */
  async saveClientTrack(
    db: Queryable,
    programId: number,
    clientId: number,
    track: ScheduleTrackRequest,
    startDay: string | null,
  ): Promise<void> {
    await db.query(
      `INSERT INTO schedule_tracks (program_id, membership_id, title, archived, weeks)
       VALUES ($1, $2, $3, false, $4::jsonb)
       ON CONFLICT (membership_id) WHERE membership_id IS NOT NULL
       DO UPDATE SET title = EXCLUDED.title, weeks = EXCLUDED.weeks, updated_at = now()`,
      [programId, clientId, track.title, JSON.stringify(track.weeks)],
    );
    await db.query(`UPDATE plan_memberships SET start_day = $2::date WHERE id = $1`, [clientId, startDay]);
  },

  async createTrack(db: Queryable, programId: number, track: ScheduleTrackRequest): Promise<ScheduleTrack> {
    const [row] = await db.query<TrackRow>(
      `INSERT INTO schedule_tracks (program_id, title, archived, weeks) VALUES ($1, $2, $3, $4::jsonb)
       RETURNING id::int, title, archived, weeks`,
      [programId, track.title, track.archived, JSON.stringify(track.weeks)],
    );
    return row!;
  },

  async saveTrack(
    db: Queryable,
    programId: number,
    trackId: number,
    track: ScheduleTrackRequest,
  ): Promise<ScheduleTrack | null> {
    const [row] = await db.query<TrackRow>(
      `UPDATE schedule_tracks SET title = $3, archived = $4, weeks = $5::jsonb, updated_at = now()
       WHERE id = $1 AND program_id = $2 AND membership_id IS NULL RETURNING id::int, title, archived, weeks`,
      [trackId, programId, track.title, track.archived, JSON.stringify(track.weeks)],
    );
    return row ?? null;
  },

  /** The programs a client trains in now: joined, not removed by the coach, not cancelled or unpaid. */
  /** Whether the user has ever joined the program (a coach may read a past or removed client's days). */
  async hasJoined(db: Queryable, userId: number, programId: number): Promise<boolean> {
    const rows = await db.query(
      `SELECT 1 FROM plan_memberships WHERE user_id = $1 AND program_id = $2 AND joined_at IS NOT NULL`,
      [userId, programId],
    );
    return rows.length > 0;
  },

  /** The account's programs the person ever joined. */
  async joinedProgramsInAccount(db: Queryable, accountId: number, userId: number): Promise<number[]> {
    const rows = await db.query<{ program_id: number }>(
      `SELECT DISTINCT program_id::int FROM plan_memberships
       WHERE account_id = $1 AND user_id = $2 AND joined_at IS NOT NULL`,
      [accountId, userId],
    );
    return rows.map((row) => row.program_id);
  },

  async calendarMemberships(db: Queryable, userId: number): Promise<CalendarMembership[]> {
    return db.query<CalendarMembership>(
      `SELECT pm.id::int AS membership_id, pm.track_id::int, p.id::int AS program_id,
         p.title AS program_title, p.plan_type,
         to_char(pm.start_day, 'YYYY-MM-DD') AS start_day, pm.joined_at,
         to_char(p.launch_date, 'YYYY-MM-DD') AS launch_date, p.training_visibility_days
       FROM plan_memberships pm JOIN programs p ON p.id = pm.program_id
       WHERE pm.user_id = $1 AND pm.joined_at IS NOT NULL AND pm.blocked_at IS NULL
         AND pm.state IN ('init', 'scheduled', 'trialing', 'active')
       ORDER BY p.id`,
      [userId],
    );
  },

  async results(db: Queryable, userId: number, from: string, to: string): Promise<TrainingResult[]> {
    const rows = await db.query<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM training_results WHERE user_id = $1 AND day BETWEEN $2 AND $3
       ORDER BY day, session_index, section_index`,
      [userId, from, to],
    );
    return rows.map(presentResult);
  },

  /** The coach has read what the client logged in the program: it leaves the to_review queue. */
  async markReviewed(db: Queryable, userId: number, programId: number): Promise<number> {
    const rows = await db.query(
      `UPDATE training_results SET reviewed_at = now()
       WHERE user_id = $1 AND program_id = $2 AND reviewed_at IS NULL RETURNING id`,
      [userId, programId],
    );
    return rows.length;
  },

  async resultsInProgram(db: Queryable, userId: number, programId: number): Promise<TrainingResult[]> {
    const rows = await db.query<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM training_results WHERE user_id = $1 AND program_id = $2
       ORDER BY day DESC, session_index, section_index LIMIT 1000`,
      [userId, programId],
    );
    return rows.map(presentResult);
  },

  /**
   * Writes a result under the browser's id. The same id sent again (a retry) with an edit no later than
   * the stored one changes nothing; a later edit replaces it and keeps the replaced version. A row with
   * that id belonging to someone else is never touched (the answer is then null).
   */
  async upsertResult(
    db: Queryable,
    userId: number,
    id: string,
    result: LogResultRequest & { program_title: string; section_title: string },
  ): Promise<TrainingResult | null> {
    const [row] = await db.query<ResultRow>(
      `INSERT INTO training_results AS r (id, user_id, program_id, program_title, day, session_index,
         section_index, section_title, score_kind, score, scaled, comment, edited_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (id) DO UPDATE SET score_kind = EXCLUDED.score_kind, score = EXCLUDED.score, reviewed_at = NULL,
         scaled = EXCLUDED.scaled, comment = EXCLUDED.comment, edited_at = EXCLUDED.edited_at,
         replaced = jsonb_build_array(jsonb_build_object(
           'date', to_char(r.day, 'YYYY-MM-DD'), 'session_index', r.session_index,
           'section_index', r.section_index, 'section_title', r.section_title, 'score_kind', r.score_kind,
           'score', r.score::float8, 'scaled', r.scaled, 'comment', r.comment,
           'edited_at', to_char(r.edited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))) || r.replaced
       WHERE r.user_id = EXCLUDED.user_id AND r.edited_at < EXCLUDED.edited_at
       RETURNING ${RESULT_COLUMNS}`,
      [
        id,
        userId,
        result.program_id,
        result.program_title,
        result.date,
        result.session_index,
        result.section_index,
        result.section_title,
        result.score_kind,
        result.score,
        result.scaled,
        result.comment,
        result.edited_at,
      ],
    );
    if (row) return presentResult(row);
    // Nothing written: a retry or an older edit (the stored one stands), or another person's id.
    const [stored] = await db.query<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM training_results WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return stored ? presentResult(stored) : null;
  },
};
