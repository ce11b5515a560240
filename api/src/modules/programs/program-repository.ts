import type {
  Cadence,
  CoverType,
  CropCoordinates,
  MediaKind,
  MediaState,
  PlanPricing,
  PlanStatus,
  PlanType,
  ProgramSort,
  ProgramTab,
} from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

export interface ProgramRow {
  id: number;
  account_id: number;
  title: string;
  plan_type: PlanType;
  plan_status: PlanStatus;
  plan_pricing: PlanPricing;
  description: string;
  level: number | null;
  average_duration: number | null;
  weeks_duration: number | null;
  sections_duration: number | null;
  sessions_per_day: number;
  weeks: number | null;
  trial_days: number;
  launch_date: string | null;
  plan_max_buffer: number | null;
  custom_url: string | null;
  skip_sales_page: boolean;
  welcome_message: string;
  waiver_show: boolean;
  waiver_text: string;
  waiver_attachments: number[];
  training_visibility_days: number | null;
  accessibility: boolean;
  allowed_emails: string[];
  storefront_visible: boolean;
  performance_notifications: boolean;
  seeded: boolean;
  archived_at: Date | null;
  published_at: Date | null;
  created_at: Date;
  /** Memberships of any state: a program with these has clients and keeps its type. */
  memberships_count: number;
  /** Clients counted on the program now (not pending, invited or past). */
  clients_count: number;
  downloads_count: number;
}

export interface PriceOptionRow {
  id: number;
  program_id: number;
  amount: number;
  currency: string;
  duration: Cadence;
  archived_at: Date | null;
  price_changed_at: Date | null;
  message_for_inbox: string | null;
  clients_count: number;
}

export interface CoverRow {
  program_id: number;
  cover_type: CoverType;
  crop_ratio: number;
  coordinates: CropCoordinates | null;
  media_id: number;
  media_kind: MediaKind;
  media_status: MediaState;
  media_title: string;
}

/** A membership that took a download of a Fixed Length program (the FREE plan allows 5): ever joined. */
export const DOWNLOADED = `pm.joined_at IS NOT NULL AND pm.state NOT IN ('pending', 'invited', 'incomplete_expired')`;

/** States of a membership that count as a client of the program now. */
export const CURRENT_STATES = ['init', 'scheduled', 'trialing', 'active', 'incomplete', 'past_due'];

const COLUMNS = `p.id::int, p.account_id::int, p.title, p.plan_type, p.plan_status, p.plan_pricing, p.description,
  p.level::int, p.average_duration, p.weeks_duration, p.sections_duration, p.sessions_per_day, p.weeks,
  p.trial_days, to_char(p.launch_date, 'YYYY-MM-DD') AS launch_date, p.plan_max_buffer, p.custom_url,
  p.skip_sales_page, p.welcome_message, p.waiver_show, p.waiver_text,
  ARRAY(SELECT unnest(p.waiver_attachments)::int) AS waiver_attachments, p.training_visibility_days,
  p.accessibility, p.allowed_emails, p.storefront_visible, p.performance_notifications, p.seeded,
  p.archived_at, p.published_at, p.created_at,
  (SELECT count(*)::int FROM plan_memberships pm WHERE pm.program_id = p.id) AS memberships_count,
  (SELECT count(*)::int FROM plan_memberships pm WHERE pm.program_id = p.id
     AND pm.state = ANY('{${CURRENT_STATES.join(',')}}')) AS clients_count,
  (SELECT count(*)::int FROM plan_memberships pm WHERE pm.program_id = p.id AND ${DOWNLOADED}) AS downloads_count`;

/** Columns a coach sets, as they are named in the table. */
export type ProgramFields = Partial<
  Omit<
    ProgramRow,
    | 'id'
    | 'account_id'
    | 'memberships_count'
    | 'clients_count'
    | 'downloads_count'
    | 'created_at'
    | 'archived_at'
    | 'published_at'
  >
>;

const SETTABLE = new Set<string>([
  'title',
  'plan_type',
  'plan_pricing',
  'description',
  'level',
  'average_duration',
  'weeks_duration',
  'sections_duration',
  'sessions_per_day',
  'weeks',
  'trial_days',
  'launch_date',
  'plan_max_buffer',
  'custom_url',
  'skip_sales_page',
  'welcome_message',
  'waiver_show',
  'waiver_text',
  'waiver_attachments',
  'training_visibility_days',
  'accessibility',
  'allowed_emails',
  'storefront_visible',
  'performance_notifications',
]);

const orderBy: Record<ProgramSort, string> = {
  'created_at desc': 'p.created_at DESC, p.id DESC',
  'created_at asc': 'p.created_at ASC, p.id ASC',
  'title asc': 'lower(p.title) ASC, p.id ASC',
  'title desc': 'lower(p.title) DESC, p.id DESC',
  'clients desc': 'clients_count DESC, p.id DESC',
};

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Programs needing the coach's attention: drafts, paid ones without a live price, failed payments. */
const NEEDS_ATTENTION = `(p.plan_status = 'draft'
  OR (p.plan_pricing = 'paid' AND NOT EXISTS (SELECT 1 FROM price_options o WHERE o.program_id = p.id AND o.archived_at IS NULL))
  OR EXISTS (SELECT 1 FROM plan_memberships pm WHERE pm.program_id = p.id AND pm.state IN ('past_due', 'incomplete')))`;

/** A media item attached to a program (decision 0220). */
export interface AttachmentRow {
  program_id: number;
  id: number;
  title: string;
  kind: MediaKind;
  byte_size: number | null;
  content_type: string | null;
}

export const programRepository = {
  async insert(
    db: Queryable,
    program: { accountId: number; createdBy: number; title: string; planType: PlanType; seeded?: boolean },
  ): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO programs (account_id, created_by, title, plan_type, seeded) VALUES ($1, $2, $3, $4, $5)
       RETURNING id::int`,
      [program.accountId, program.createdBy, program.title, program.planType, program.seeded ?? false],
    );
    return rows[0]!.id;
  },

  /** The program if it belongs to the account; another account's program is as good as absent. */
  async findOwned(db: Queryable, accountId: number, id: number): Promise<ProgramRow | null> {
    const rows = await db.query<ProgramRow>(
      `SELECT ${COLUMNS} FROM programs p WHERE p.id = $1 AND p.account_id = $2`,
      [id, accountId],
    );
    return rows[0] ?? null;
  },

  async list(
    db: Queryable,
    accountId: number,
    filter: { tab: ProgramTab; words: string[]; sort: ProgramSort; planType: PlanType | null },
  ): Promise<ProgramRow[]> {
    const where = ['p.account_id = $1'];
    const params: unknown[] = [accountId];
    where.push(filter.tab === 'archived' ? 'p.archived_at IS NOT NULL' : 'p.archived_at IS NULL');
    if (filter.tab === 'attention') where.push(NEEDS_ATTENTION);
    if (filter.planType) {
      params.push(filter.planType);
      where.push(`p.plan_type = $${params.length}`);
    }
    for (const word of filter.words) {
      params.push(likePattern(word));
      where.push(`p.title ILIKE $${params.length}`);
    }
    return db.query<ProgramRow>(
      `SELECT ${COLUMNS} FROM programs p WHERE ${where.join(' AND ')} ORDER BY ${orderBy[filter.sort]} LIMIT 500`,
      params,
    );
  },

  async update(db: Queryable, id: number, fields: ProgramFields): Promise<void> {
    const entries = Object.entries(fields).filter(([key, value]) => SETTABLE.has(key) && value !== undefined);
    if (entries.length === 0) return;
    const sets = entries.map(([key], index) => `${key} = $${index + 2}`);
    await db.query(`UPDATE programs SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, [
      id,
      ...entries.map(([, value]) => value),
    ]);
  },

  async setStatus(db: Queryable, id: number, change: 'publish' | 'archive' | 'restore'): Promise<void> {
    const set = {
      publish: `plan_status = 'published', published_at = coalesce(published_at, now())`,
      archive: 'archived_at = now()',
      restore: 'archived_at = NULL',
    }[change];
    await db.query(`UPDATE programs SET ${set}, updated_at = now() WHERE id = $1`, [id]);
  },

  /** Whether another program already uses the url (any case). */
  async customUrlTaken(db: Queryable, customUrl: string, exceptId: number): Promise<boolean> {
    const rows = await db.query(`SELECT 1 FROM programs WHERE lower(custom_url) = lower($1) AND id <> $2`, [
      customUrl,
      exceptId,
    ]);
    return rows.length > 0;
  },

  /** A draft copy: settings, live price options and covers; never the clients or the custom url. */
  async duplicate(db: Queryable, id: number, createdBy: number, title: string): Promise<number> {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO programs (account_id, created_by, title, plan_type, plan_pricing, description, level,
         average_duration, weeks_duration, sections_duration, sessions_per_day, weeks, trial_days, launch_date,
         plan_max_buffer, skip_sales_page, welcome_message, waiver_show, waiver_text, waiver_attachments,
         training_visibility_days, accessibility, allowed_emails, storefront_visible, performance_notifications)
       SELECT account_id, $2, $3, plan_type, plan_pricing, description, level, average_duration, weeks_duration,
         sections_duration, sessions_per_day, weeks, trial_days, launch_date, plan_max_buffer, skip_sales_page,
         welcome_message, waiver_show, waiver_text, waiver_attachments, training_visibility_days, accessibility,
         allowed_emails, storefront_visible, performance_notifications
       FROM programs WHERE id = $1 RETURNING id::int`,
      [id, createdBy, title],
    );
    const copy = rows[0]!.id;
    await db.query(
      `INSERT INTO price_options (program_id, amount, currency, duration)
       SELECT $2, amount, currency, duration FROM price_options WHERE program_id = $1 AND archived_at IS NULL`,
      [id, copy],
    );
    await db.query(
      `INSERT INTO program_covers (program_id, cover_type, media_id, crop_ratio, coordinates)
       SELECT $2, cover_type, media_id, crop_ratio, coordinates FROM program_covers WHERE program_id = $1`,
      [id, copy],
    );
    await db.query(
      `INSERT INTO program_attachments (program_id, media_id, position)
       SELECT $2, media_id, position FROM program_attachments WHERE program_id = $1`,
      [id, copy],
    );
    return copy;
  },

  /** The programs' attachments, each program's in its order (decision 0220). */
  async attachmentsOf(db: Queryable, programIds: number[]): Promise<AttachmentRow[]> {
    if (programIds.length === 0) return [];
    return db.query<AttachmentRow>(
      `SELECT a.program_id::int, m.id::int, m.title, m.kind, m.byte_size::float8 AS byte_size, m.content_type
       FROM program_attachments a JOIN media m ON m.id = a.media_id
       WHERE a.program_id = ANY($1) ORDER BY a.program_id, a.position`,
      [programIds],
    );
  },

  /** Replaces the program's attachments with `mediaIds`, in that order. */
  async setAttachments(db: Queryable, programId: number, mediaIds: number[]): Promise<void> {
    await db.query('DELETE FROM program_attachments WHERE program_id = $1', [programId]);
    if (mediaIds.length === 0) return;
    await db.query(
      `INSERT INTO program_attachments (program_id, media_id, position)
       SELECT $1, media_id, position::int - 1 FROM unnest($2::bigint[]) WITH ORDINALITY AS t(media_id, position)`,
      [programId, mediaIds],
    );
  },

  /** Media items by id among `mediaIds` (the waiver's), as attachments; missing ones left out. */
  async mediaAsAttachments(db: Queryable, mediaIds: number[]): Promise<Omit<AttachmentRow, 'program_id'>[]> {
    if (mediaIds.length === 0) return [];
    return db.query(
      `SELECT id::int, title, kind, byte_size::float8 AS byte_size, content_type FROM media
       WHERE id = ANY($1) AND status <> 'uploading'`,
      [mediaIds],
    );
  },

  async priceOptionsOf(db: Queryable, programIds: number[]): Promise<PriceOptionRow[]> {
    if (programIds.length === 0) return [];
    return db.query<PriceOptionRow>(
      `SELECT o.id::int, o.program_id::int, o.amount, o.currency, o.duration, o.archived_at, o.price_changed_at,
         o.message_for_inbox,
         (SELECT count(*)::int FROM plan_memberships pm WHERE pm.price_option_id = o.id
            AND pm.state = ANY('{${CURRENT_STATES.join(',')}}')) AS clients_count
       FROM price_options o WHERE o.program_id = ANY($1) ORDER BY o.id`,
      [programIds],
    );
  },

  async coversOf(db: Queryable, programIds: number[]): Promise<CoverRow[]> {
    if (programIds.length === 0) return [];
    return db.query<CoverRow>(
      `SELECT c.program_id::int, c.cover_type, c.crop_ratio::float8 AS crop_ratio, c.coordinates,
         m.id::int AS media_id, m.kind AS media_kind, m.status AS media_status, m.title AS media_title
       FROM program_covers c JOIN media m ON m.id = c.media_id WHERE c.program_id = ANY($1)`,
      [programIds],
    );
  },

  async setCover(
    db: Queryable,
    cover: {
      programId: number;
      coverType: CoverType;
      mediaId: number;
      cropRatio: number;
      coordinates: CropCoordinates | null;
    },
  ): Promise<void> {
    await db.query(
      `INSERT INTO program_covers (program_id, cover_type, media_id, crop_ratio, coordinates)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (program_id, cover_type) DO UPDATE SET media_id = $3, crop_ratio = $4, coordinates = $5`,
      [
        cover.programId,
        cover.coverType,
        cover.mediaId,
        cover.cropRatio,
        cover.coordinates ? JSON.stringify(cover.coordinates) : null,
      ],
    );
  },

  async removeCover(db: Queryable, programId: number, coverType: CoverType): Promise<void> {
    await db.query('DELETE FROM program_covers WHERE program_id = $1 AND cover_type = $2', [
      programId,
      coverType,
    ]);
  },

  /** A media item of the account's own library (not another account's, not a shared library). */
  async accountMedia(
    db: Queryable,
    accountId: number,
    mediaIds: number[],
  ): Promise<{ id: number; kind: MediaKind; status: string }[]> {
    if (mediaIds.length === 0) return [];
    return db.query(
      `SELECT id::int, kind, status FROM media WHERE id = ANY($1) AND account_id = $2 AND scope = 'user'
         AND status <> 'uploading'`,
      [mediaIds, accountId],
    );
  },
};

/** A program of the account, or null: what other modules (training) check ownership with. */
export const findOwnedProgram = (db: Queryable, accountId: number, id: number) =>
  programRepository.findOwned(db, accountId, id);
