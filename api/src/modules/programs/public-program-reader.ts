import type { AccountKind, Cadence, MembershipState, PriceOption } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { presentPriceOption } from './program-presenter';
import { programRepository, type CoverRow, type ProgramRow } from './program-repository';

export interface PublicProgramOwner {
  id: number;
  full_name: string;
  kind: AccountKind;
  custom_url: string | null;
}

export interface ViewerMembership {
  state: MembershipState;
  cancel_at_period_end: boolean;
  canceled_by: string | null;
  /** YYYY-MM-DD in the client's time zone. */
  start_day: string | null;
  /** What the membership pays, when it was bought. */
  plan_price: { amount: number; currency: string; duration: Cadence } | null;
  /** A price switch the client asked for, taken at the next period. */
  pending_price_option_id: number | null;
  /** The coach removed this person from the program. */
  is_blocked: boolean;
}

export interface PublicProgram {
  program: ProgramRow;
  owner: PublicProgramOwner;
  prices: PriceOption[];
  covers: CoverRow[];
  /** Media ids listed under Attachments, in order (decision 0220). */
  attachment_ids: number[];
}

/**
 * A program as its public page needs it, found by numeric id or by custom url (spec 02 section 2). Drafts
 * are left to the caller to hide; other modules read programs only through these functions.
 */
export const publicProgramReader = {
  async find(db: Queryable, idOrUrl: string): Promise<PublicProgram | null> {
    const byId = /^\d{1,15}$/.test(idOrUrl);
    const [found] = await db.query<{ id: number; account_id: number }>(
      byId
        ? 'SELECT id::int, account_id::int FROM programs WHERE id = $1'
        : 'SELECT id::int, account_id::int FROM programs WHERE lower(custom_url) = lower($1)',
      [idOrUrl],
    );
    if (!found) return null;
    // The rest depends only on the program's id and account: read together.
    const [program, [owner], prices, covers, attachments] = await Promise.all([
      programRepository.findOwned(db, found.account_id, found.id),
      db.query<PublicProgramOwner>(
        `SELECT a.id::int, a.kind, a.custom_url,
           CASE WHEN a.kind = 'private' THEN coalesce(u.first_name || ' ' || u.last_name, a.full_name)
             ELSE a.full_name END AS full_name
         FROM accounts a
         LEFT JOIN memberships m ON m.account_id = a.id AND m.role = 'owner'
         LEFT JOIN users u ON u.id = m.user_id
         WHERE a.id = $1 LIMIT 1`,
        [found.account_id],
      ),
      programRepository.priceOptionsOf(db, [found.id]),
      programRepository.coversOf(db, [found.id]),
      programRepository.attachmentsOf(db, [found.id]),
    ]);
    if (!program) return null;
    return {
      program,
      owner: owner!,
      prices: prices.map(presentPriceOption),
      covers,
      attachment_ids: attachments.map((item) => item.id),
    };
  },

  /** The default track's weeks (the first live one), and how many hold a session: the owner's training status. */
  async trainingOf(
    db: Queryable,
    programId: number,
  ): Promise<{ schedule_weeks: number; training_weeks: number }> {
    const [row] = await db.query<{ schedule_weeks: number; training_weeks: number }>(
      `SELECT jsonb_array_length(t.weeks)::int AS schedule_weeks,
         (SELECT count(*)::int FROM jsonb_array_elements(t.weeks) w
          WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(coalesce(w->'days', '[]'::jsonb)) d
                        WHERE jsonb_array_length(coalesce(d->'sessions', '[]'::jsonb)) > 0)) AS training_weeks
       FROM schedule_tracks t WHERE t.program_id = $1 AND NOT t.archived ORDER BY t.id LIMIT 1`,
      [programId],
    );
    return row ?? { schedule_weeks: 0, training_weeks: 0 };
  },

  async membershipOf(db: Queryable, programId: number, userId: number): Promise<ViewerMembership | null> {
    const [row] = await db.query<ViewerMembership>(
      `SELECT pm.state, pm.cancel_at_period_end, pm.canceled_by, pm.blocked_at IS NOT NULL AS is_blocked,
         to_char(pm.start_day, 'YYYY-MM-DD') AS start_day, pm.pending_price_option_id::int,
         CASE WHEN po.id IS NULL THEN NULL
           ELSE json_build_object('amount', po.amount, 'currency', po.currency, 'duration', po.duration) END
           AS plan_price
       FROM plan_memberships pm LEFT JOIN price_options po ON po.id = pm.price_option_id
       WHERE pm.program_id = $1 AND pm.user_id = $2`,
      [programId, userId],
    );
    return row ?? null;
  },
};
