import { messages, type PublicPlanWaiver, type PurchasePlanRequest } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import type { PublicProgram } from '../programs';

interface AcceptanceRow {
  accepted_text: string;
  full_name: string;
  created_at: Date;
}

async function acceptanceOf(db: Queryable, programId: number, userId: number): Promise<AcceptanceRow | null> {
  const [row] = await db.query<AcceptanceRow>(
    'SELECT accepted_text, full_name, created_at FROM waiver_acceptances WHERE program_id = $1 AND user_id = $2',
    [programId, userId],
  );
  return row ?? null;
}

/**
 * The program's waiver as its page shows it to this viewer, with their acceptance when there is one; its
 * files are signed by the caller, for viewers the program is open to.
 */
export async function waiverFor(
  db: Queryable,
  found: PublicProgram,
  userId: number | null,
): Promise<PublicPlanWaiver | null> {
  const { program } = found;
  if (!program.waiver_show) return null;
  const accepted = userId === null ? null : await acceptanceOf(db, program.id, userId);
  return {
    show: true,
    text: program.waiver_text ?? '',
    attachments: [],
    accepted_text: accepted?.accepted_text ?? null,
    full_name: accepted?.full_name ?? null,
    created_at: accepted?.created_at.toISOString() ?? null,
  };
}

/**
 * A program with a waiver is got or bought only once the client accepted it (spec 02 section 8: Accept
 * works only once "Confirmed as read and accepted" is ticked): the first purchase records the text as it
 * reads now and the name signed; later ones need nothing more.
 */
export async function acceptWaiverIfNeeded(
  tx: Queryable,
  found: PublicProgram,
  userId: number,
  request: PurchasePlanRequest,
): Promise<void> {
  const { program } = found;
  if (!program.waiver_show || (await acceptanceOf(tx, program.id, userId))) return;
  const waiver = request.waiver;
  if (!waiver?.accepted || !waiver.full_name?.trim())
    throw httpError(422, messages.purchase.waiverRequired, { waiver: [messages.purchase.waiverRequired] });
  await tx.query(
    `INSERT INTO waiver_acceptances (program_id, user_id, accepted_text, full_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (program_id, user_id) DO NOTHING`,
    [program.id, userId, program.waiver_text ?? '', waiver.full_name.trim()],
  );
}
