import {
  canRestorePriceOption,
  messages,
  priceCurrencyProblem,
  priceOptionProblem,
  type CreatePriceOptionRequest,
  type PriceChangeMessageRequest,
  type Program,
  type UpdatePriceOptionRequest,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import type { NotificationPublisher } from '../notifications';
import { paymentProviderRepository } from '../payment-provider';
import { onUniqueViolation } from '../../db/unique-violation';
import { requireActive, requireOwner, type CoachAccess } from './coach-access';
import {
  CURRENT_STATES,
  programRepository,
  type PriceOptionRow,
  type ProgramRow,
} from './program-repository';
import type { ProgramService } from './program-service';

const p = messages.prices;
const unprocessable = (field: string, message: string) => httpError(422, message, { [field]: [message] });

/**
 * Price options of a program (spec 02 sections 3 to 5) and the messages about a changed price. Prices
 * are the account owner's: members who are not the owner read them and change nothing.
 */
export function createPriceOptionService(
  context: ApiContext,
  { programs, notifications }: { programs: ProgramService; notifications: NotificationPublisher },
) {
  const { db } = context;

  /** The program whose prices the owner is about to change. */
  async function pricedProgram(access: CoachAccess, programId: number): Promise<ProgramRow> {
    requireActive(access);
    const program = await programs.owned(access, programId);
    requireOwner(access, p.ownerOnly);
    if (program.archived_at) throw httpError(422, messages.programs.archived);
    return program;
  }

  async function optionsOf(programId: number): Promise<PriceOptionRow[]> {
    return programRepository.priceOptionsOf(db, [programId]);
  }

  async function option(programId: number, priceId: number): Promise<PriceOptionRow> {
    const found = (await optionsOf(programId)).find((row) => row.id === priceId);
    if (!found) throw httpError(404, p.notFound);
    return found;
  }

  /** Before a paid price: a paid program, and a payment provider that can take the money. */
  async function checkCanCharge(access: CoachAccess, program: ProgramRow) {
    if (program.plan_pricing === 'free') throw unprocessable('amount', p.freeProgram);
    if (!(await paymentProviderRepository.canTakePayments(db, access.accountId)))
      throw unprocessable('amount', p.connectProvider);
  }

  const live = (rows: PriceOptionRow[]) => rows.filter((row) => row.archived_at === null);

  function checkNewPeriod(
    access: CoachAccess,
    program: ProgramRow,
    rows: PriceOptionRow[],
    duration: PriceOptionRow['duration'],
  ) {
    const problem = priceOptionProblem(
      program.plan_type,
      live(rows),
      duration,
      access.limits.maxPriceOptions,
    );
    if (!problem) return;
    // Reaching the FREE plan's single option is a plan limit, not a mistake in the form.
    if (access.limits.plan === 'free' && problem === p.maxOptions(access.limits.maxPriceOptions))
      throw httpError(403, messages.planLimits.freePriceOptions);
    throw unprocessable('duration', problem);
  }

  async function currencyOf(accountId: number): Promise<string> {
    const [row] = await db.query<{ currency: string | null }>('SELECT currency FROM accounts WHERE id = $1', [
      accountId,
    ]);
    return (row?.currency ?? 'USD').toUpperCase();
  }

  return {
    async add(access: CoachAccess, programId: number, request: CreatePriceOptionRequest): Promise<Program> {
      const program = await pricedProgram(access, programId);
      await checkCanCharge(access, program);
      checkNewPeriod(access, program, await optionsOf(programId), request.duration);
      const currency = await currencyOf(access.accountId);
      const currencyProblem = priceCurrencyProblem(currency);
      if (currencyProblem) throw unprocessable('currency', currencyProblem);
      await onUniqueViolation(
        () =>
          db.query(
            `INSERT INTO price_options (program_id, amount, currency, duration) VALUES ($1, $2, $3, $4)`,
            [programId, request.amount, currency, request.duration],
          ),
        'price_options_live_period',
        () => unprocessable('duration', p.periodTaken),
      );
      return programs.read(access, programId);
    },

    /** A new amount; clients already paying through the option are then owed a word, or a Don't notify. */
    async update(access: CoachAccess, programId: number, priceId: number, request: UpdatePriceOptionRequest) {
      const program = await pricedProgram(access, programId);
      const row = await option(programId, priceId);
      if (row.archived_at) throw httpError(422, p.notFound);
      await checkCanCharge(access, program);
      if (row.amount !== request.amount)
        await db.query(
          `UPDATE price_options SET amount = $2, price_changed_at = CASE WHEN $3 THEN now() ELSE price_changed_at END
           WHERE id = $1`,
          [priceId, request.amount, row.clients_count > 0],
        );
      return programs.read(access, programId);
    },

    async archive(access: CoachAccess, programId: number, priceId: number): Promise<Program> {
      await pricedProgram(access, programId);
      await option(programId, priceId);
      await db.query('UPDATE price_options SET archived_at = coalesce(archived_at, now()) WHERE id = $1', [
        priceId,
      ]);
      return programs.read(access, programId);
    },

    /** Back among the live options, unless one of the same period is there (spec 02 section 4). */
    async restore(access: CoachAccess, programId: number, priceId: number): Promise<Program> {
      const program = await pricedProgram(access, programId);
      const row = await option(programId, priceId);
      if (row.archived_at === null) return programs.read(access, programId);
      const rows = await optionsOf(programId);
      if (!canRestorePriceOption(live(rows), row)) throw unprocessable('duration', p.restoreSameCadence);
      await checkCanCharge(access, program);
      checkNewPeriod(access, program, rows, row.duration);
      await onUniqueViolation(
        () => db.query('UPDATE price_options SET archived_at = NULL WHERE id = $1', [priceId]),
        'price_options_live_period',
        () => unprocessable('duration', p.restoreSameCadence),
      );
      return programs.read(access, programId);
    },

    /** Don't notify: the change is acknowledged and nobody is written to. */
    async skipMessage(access: CoachAccess, programId: number, priceId: number): Promise<Program> {
      await pricedProgram(access, programId);
      await option(programId, priceId);
      await db.query('UPDATE price_options SET price_changed_at = NULL WHERE id = $1', [priceId]);
      return programs.read(access, programId);
    },

    /**
     * Writes to every current client of the option; each gets their own inbox entry (the feed and
     * chat read price_change_deliveries). Attachments are media of the account's library.
     */
    async sendMessage(access: CoachAccess, request: PriceChangeMessageRequest): Promise<{ sent: number }> {
      requireActive(access);
      const [found] = await db.query<{ id: number; program_id: number }>(
        `SELECT o.id::int, o.program_id::int FROM price_options o JOIN programs pr ON pr.id = o.program_id
         WHERE o.id = $1 AND pr.account_id = $2`,
        [request.plan_price_id, access.accountId],
      );
      if (!found) throw httpError(404, p.notFound);
      requireOwner(access, p.ownerOnly);
      const mediaIds = [...new Set(request.attachments.map((attachment) => attachment.resource_id))];
      const media = await programRepository.accountMedia(db, access.accountId, mediaIds);
      if (media.length !== mediaIds.length) throw unprocessable('attachments', messages.media.notFound);
      return db.transaction(async (tx) => {
        const [message] = await tx.query<{ id: number }>(
          `INSERT INTO price_change_messages (price_option_id, sent_by, text, attachments) VALUES ($1, $2, $3, $4)
           RETURNING id::int`,
          [found.id, access.userId, request.text, JSON.stringify(request.attachments)],
        );
        const delivered = await tx.query<{ user_id: number }>(
          `INSERT INTO price_change_deliveries (message_id, user_id, membership_id)
           SELECT $1, user_id, id FROM plan_memberships
           WHERE price_option_id = $2 AND user_id IS NOT NULL AND state = ANY($3) RETURNING user_id::int`,
          [message!.id, found.id, CURRENT_STATES],
        );
        // Each client hears of it in their feed, with the commit (an attachment-only message has no text).
        for (const { user_id } of delivered)
          await notifications.publish(
            {
              type: 'client_price_change',
              key: `price-change-message:${message!.id}:${user_id}`,
              recipient: { user_id },
              payload: { plan_id: found.program_id, message: request.text },
            },
            { tx },
          );
        await tx.query(
          `UPDATE price_options SET price_changed_at = NULL, message_for_inbox = $2 WHERE id = $1`,
          [found.id, request.text || null],
        );
        return { sent: delivered.length };
      });
    },
  };
}

export type PriceOptionService = ReturnType<typeof createPriceOptionService>;
