import type {
  ScheduleDay,
  TemplateKind,
  WorkoutTemplate,
  WorkoutTemplateRequest,
  WorkoutTemplateSummary,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

interface TemplateRow extends Omit<WorkoutTemplateSummary, 'updated_at'> {
  updated_at: Date;
  day?: ScheduleDay;
}

const SUMMARY = `id::int, kind, title, description, account_id IS NULL AS library,
  jsonb_array_length(day->'sessions') AS session_count,
  (SELECT count(*)::int FROM jsonb_array_elements(day->'sessions') s,
     jsonb_array_elements(s->'sections') c, jsonb_array_elements(c->'exercises') e) AS exercise_count,
  updated_at`;

const present = <T extends TemplateRow>(row: T) => ({ ...row, updated_at: row.updated_at.toISOString() });

/** What an account reads: its own days and the platform's templates of the kinds it may see. */
const VISIBLE = `(account_id = $1 OR (account_id IS NULL AND kind = ANY($2::text[])))`;

export const templateRepository = {
  async list(
    db: Queryable,
    accountId: number,
    productKinds: TemplateKind[],
    kind: TemplateKind | null,
    search: string,
  ): Promise<WorkoutTemplateSummary[]> {
    const rows = await db.query<TemplateRow>(
      `SELECT ${SUMMARY} FROM workout_templates
       WHERE ${VISIBLE} AND ($3::text IS NULL OR kind = $3) AND ($4 = '' OR title ILIKE '%' || $4 || '%')
       ORDER BY account_id IS NULL, lower(title) LIMIT 500`,
      [accountId, productKinds, kind, search],
    );
    return rows.map(present);
  },

  async find(
    db: Queryable,
    accountId: number,
    productKinds: TemplateKind[],
    id: number,
  ): Promise<WorkoutTemplate | null> {
    const [row] = await db.query<TemplateRow & { day: ScheduleDay }>(
      `SELECT ${SUMMARY}, day FROM workout_templates WHERE id = $3 AND ${VISIBLE}`,
      [accountId, productKinds, id],
    );
    return row ? present(row) : null;
  },

  async create(db: Queryable, accountId: number, template: WorkoutTemplateRequest): Promise<number> {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO workout_templates (account_id, kind, title, description, day)
       VALUES ($1, 'day', $2, $3, $4::jsonb) RETURNING id::int`,
      [accountId, template.title, template.description, JSON.stringify(template.day)],
    );
    return row!.id;
  },

  /** Rewrites one of the account's own templates; false when there is none of that id. */
  async update(
    db: Queryable,
    accountId: number,
    id: number,
    template: WorkoutTemplateRequest,
  ): Promise<boolean> {
    const rows = await db.query(
      `UPDATE workout_templates SET title = $3, description = $4, day = $5::jsonb, updated_at = now()
       WHERE id = $1 AND account_id = $2 RETURNING id`,
      [id, accountId, template.title, template.description, JSON.stringify(template.day)],
    );
    return rows.length > 0;
  },

  async remove(db: Queryable, accountId: number, id: number): Promise<boolean> {
    const rows = await db.query(
      `DELETE FROM workout_templates WHERE id = $1 AND account_id = $2 RETURNING id`,
      [id, accountId],
    );
    return rows.length > 0;
  },

  /**
   * Puts a platform template in place by kind and title. `replace` false leaves one already there as it
   * is (the seed at start, which must not undo an operator's update); true updates it (the operator).
   */
  async upsertProduct(
    db: Queryable,
    template: { kind: 'preset' | 'hyrox'; title: string; description: string; day: ScheduleDay },
    replace: boolean,
  ): Promise<'created' | 'updated' | 'kept'> {
    const [row] = await db.query<{ created: boolean }>(
      `INSERT INTO workout_templates (kind, title, description, day) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (kind, lower(title)) WHERE account_id IS NULL
       ${
         replace
           ? `DO UPDATE SET title = EXCLUDED.title, description = EXCLUDED.description, day = EXCLUDED.day,
                updated_at = now()`
           : 'DO NOTHING'
       }
       RETURNING (xmax = 0) AS created`,
      [template.kind, template.title, template.description, JSON.stringify(template.day)],
    );
    return !row ? 'kept' : row.created ? 'created' : 'updated';
  },
};
