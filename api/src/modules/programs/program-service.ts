import {
  cadencesFor,
  coverCrops,
  cropFits,
  DEFAULT_PROGRAM_SORT,
  messages,
  planTypes,
  PROGRAM_DESCRIPTION_MAX_LENGTH,
  PROGRAM_SEARCH_MAX_LENGTH,
  PROGRAM_TITLE_MAX_LENGTH,
  programSorts,
  programTabs,
  type CoverType,
  type CreateProgramRequest,
  type PlanType,
  type Program,
  type ProgramAttachmentsRequest,
  type ProgramCoverRequest,
  type ProgramList,
  type ProgramScheduleRequest,
  type ProgramSettingsRequest,
  type ProgramSort,
  type ProgramTab,
  type UpdateProgramRequest,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import type { ChecklistService } from '../checklist';
import { paymentProviderRepository } from '../payment-provider';
import { requireActive, requireOwner, type CoachAccess } from './coach-access';
import { sanitiseDescription } from './description-sanitiser';
import { onUniqueViolation } from '../../db/unique-violation';
import { presentProgram, typeLockedReason } from './program-presenter';
import { programRepository, type ProgramFields, type ProgramRow } from './program-repository';

const m = messages.programs;
const unprocessable = (field: string, message: string) => httpError(422, message, { [field]: [message] });
const notFound = () => httpError(404, m.notFound);

const pick = <T extends readonly string[]>(allowed: T, value: unknown, fallback: T[number]): T[number] =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? value : fallback;

/** A coach's programs: drafts, settings, publishing, archive, duplicates and covers (spec 02 sections 3 to 5). */
export function createProgramService(context: ApiContext, { checklist }: { checklist: ChecklistService }) {
  const { db } = context;

  async function present(rows: ProgramRow[]): Promise<Program[]> {
    const ids = rows.map((row) => row.id);
    const [prices, covers, attachments, waiverMedia] = await Promise.all([
      programRepository.priceOptionsOf(db, ids),
      programRepository.coversOf(db, ids),
      programRepository.attachmentsOf(db, ids),
      programRepository.mediaAsAttachments(db, [...new Set(rows.flatMap((row) => row.waiver_attachments))]),
    ]);
    const waiverById = new Map(waiverMedia.map((media) => [media.id, media]));
    return rows.map((row) => presentProgram(row, prices, covers, attachments, waiverById));
  }

  async function owned(access: CoachAccess, id: number): Promise<ProgramRow> {
    const row = await programRepository.findOwned(db, access.accountId, id);
    if (!row) throw notFound();
    return row;
  }

  const read = async (access: CoachAccess, id: number) => (await present([await owned(access, id)]))[0]!;

  /** A program to change: the account's, with a running plan, and not archived. */
  async function changeable(access: CoachAccess, id: number): Promise<ProgramRow> {
    requireActive(access);
    const row = await owned(access, id);
    if (row.archived_at) throw httpError(422, m.archived);
    return row;
  }

  async function changeType(row: ProgramRow, planType: PlanType): Promise<void> {
    const reason = typeLockedReason(row);
    if (reason) throw unprocessable('plan_type', reason);
    // Options of a period the new type does not take (one-off vs per period) are archived, not lost.
    await db.query(
      `UPDATE price_options SET archived_at = now() WHERE program_id = $1 AND archived_at IS NULL
       AND NOT (duration = ANY($2))`,
      [row.id, cadencesFor(planType)],
    );
  }

  return {
    read,
    owned,

    async create(access: CoachAccess, request: CreateProgramRequest): Promise<Program> {
      requireActive(access);
      const id = await programRepository.insert(db, {
        accountId: access.accountId,
        createdBy: access.userId,
        title: request.title,
        planType: request.plan_type,
      });
      await checklist.complete(access.accountId, 'first_plan');
      return read(access, id);
    },

    async list(access: CoachAccess, query: Record<string, unknown>): Promise<ProgramList> {
      const tab: ProgramTab = pick(programTabs, query.tab, 'active');
      const sort: ProgramSort = pick(programSorts, query.sort, DEFAULT_PROGRAM_SORT);
      // An unknown type filters nothing out, like an unknown tab or sort.
      const planType = (planTypes as readonly unknown[]).includes(query.plan_type)
        ? (query.plan_type as PlanType)
        : null;
      const words =
        typeof query.q === 'string'
          ? query.q.slice(0, PROGRAM_SEARCH_MAX_LENGTH).trim().split(/\s+/).filter(Boolean).slice(0, 10)
          : [];
      const items = await present(
        await programRepository.list(db, access.accountId, { tab, sort, words, planType }),
      );
      return { items, total: items.length };
    },

    async update(access: CoachAccess, id: number, request: UpdateProgramRequest): Promise<Program> {
      const row = await changeable(access, id);
      const fields: ProgramFields = { ...request };
      if (request.plan_type !== undefined && request.plan_type !== row.plan_type) {
        await changeType(row, request.plan_type);
      }
      if (request.description !== undefined) {
        fields.description = sanitiseDescription(request.description);
        if (fields.description.length > PROGRAM_DESCRIPTION_MAX_LENGTH)
          throw unprocessable('description', messages.validation.tooLong(PROGRAM_DESCRIPTION_MAX_LENGTH));
      }
      await programRepository.update(db, id, fields);
      return read(access, id);
    },

    async updateSettings(access: CoachAccess, id: number, request: ProgramSettingsRequest): Promise<Program> {
      const row = await changeable(access, id);
      const { plan_waiver, ...rest } = request;
      const fields: ProgramFields = { ...rest };
      if (request.storefront_visible !== undefined && request.storefront_visible !== row.storefront_visible)
        requireOwner(access);
      if (request.plan_pricing !== undefined && request.plan_pricing !== row.plan_pricing) {
        requireOwner(access, messages.prices.ownerOnly);
        if (request.plan_pricing === 'paid' && row.plan_status === 'published')
          throw unprocessable('plan_pricing', m.freeToPaid);
        if (request.plan_pricing === 'free' && row.memberships_count > 0)
          throw unprocessable('plan_pricing', m.paidToFreeWithClients);
      }
      if (request.custom_url && (await programRepository.customUrlTaken(db, request.custom_url, id)))
        throw unprocessable('custom_url', m.urlTaken);
      if (plan_waiver) {
        const media = await programRepository.accountMedia(db, access.accountId, plan_waiver.attachments);
        if (media.length !== new Set(plan_waiver.attachments).size)
          throw unprocessable('plan_waiver', messages.media.notFound);
        Object.assign(fields, {
          waiver_show: plan_waiver.show,
          waiver_text: plan_waiver.text,
          waiver_attachments: [...new Set(plan_waiver.attachments)],
        });
      }
      if (request.allowed_emails) fields.allowed_emails = [...new Set(request.allowed_emails)];
      await onUniqueViolation(
        () =>
          db.transaction(async (tx) => {
            await programRepository.update(tx, id, fields);
            // A free program has no prices: its options are archived, where they can be found again.
            if (request.plan_pricing === 'free')
              await tx.query(
                'UPDATE price_options SET archived_at = now() WHERE program_id = $1 AND archived_at IS NULL',
                [id],
              );
          }),
        'programs_custom_url',
        () => unprocessable('custom_url', m.urlTaken),
      );
      return read(access, id);
    },

    async updateSchedule(access: CoachAccess, id: number, request: ProgramScheduleRequest): Promise<Program> {
      await changeable(access, id);
      await programRepository.update(db, id, request as ProgramFields);
      return read(access, id);
    },

    async publish(access: CoachAccess, id: number): Promise<Program> {
      const row = await changeable(access, id);
      if (row.plan_status === 'published') throw httpError(422, m.alreadyPublished);
      if (row.plan_pricing === 'paid') {
        if (!(await paymentProviderRepository.canTakePayments(db, access.accountId)))
          throw httpError(422, messages.prices.connectProvider);
        const [live] = await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM price_options WHERE program_id = $1 AND archived_at IS NULL',
          [id],
        );
        if (!live?.n) throw httpError(422, m.publishNeedsPrice);
      }
      await programRepository.setStatus(db, id, 'publish');
      return read(access, id);
    },

    async archive(access: CoachAccess, id: number): Promise<Program> {
      await changeable(access, id);
      await programRepository.setStatus(db, id, 'archive');
      return read(access, id);
    },

    async restore(access: CoachAccess, id: number): Promise<Program> {
      requireActive(access);
      await owned(access, id);
      await programRepository.setStatus(db, id, 'restore');
      return read(access, id);
    },

    async duplicate(access: CoachAccess, id: number): Promise<Program> {
      requireActive(access);
      const row = await owned(access, id);
      const title = m.duplicated(row.title).slice(0, PROGRAM_TITLE_MAX_LENGTH);
      const copy = await db.transaction((tx) => programRepository.duplicate(tx, id, access.userId, title));
      return read(access, copy);
    },

    async setCover(access: CoachAccess, id: number, request: ProgramCoverRequest): Promise<Program> {
      await changeable(access, id);
      const [media] = await programRepository.accountMedia(db, access.accountId, [request.media_id]);
      if (!media) throw unprocessable('media_id', messages.media.notFound);
      if (media.kind !== 'image' && media.kind !== 'video') throw unprocessable('media_id', m.coverMediaKind);
      if (media.kind === 'video' && media.status !== 'published')
        throw unprocessable('media_id', m.coverVideoUnpublished);
      if (request.coordinates && !cropFits(request.cover_type, request.coordinates))
        throw unprocessable('coordinates', m.coverCropRatio(coverCrops[request.cover_type].ratio));
      await programRepository.setCover(db, {
        programId: id,
        coverType: request.cover_type,
        mediaId: media.id,
        cropRatio: coverCrops[request.cover_type].ratio,
        coordinates: request.coordinates ?? null,
      });
      return read(access, id);
    },

    /**
     * PUT coach/plans/:id/attachments (decision 0220): the whole list in its order; every file must be of
     * the account's own library, and a file named twice is kept once, where it first appears.
     */
    async setAttachments(
      access: CoachAccess,
      id: number,
      request: ProgramAttachmentsRequest,
    ): Promise<Program> {
      await changeable(access, id);
      const mediaIds = [...new Set(request.media_ids)];
      const media = await programRepository.accountMedia(db, access.accountId, mediaIds);
      if (media.length !== mediaIds.length) throw unprocessable('media_ids', m.attachmentNotYours);
      await db.transaction((tx) => programRepository.setAttachments(tx, id, mediaIds));
      return read(access, id);
    },

    async removeCover(access: CoachAccess, id: number, coverType: CoverType): Promise<Program> {
      await changeable(access, id);
      await programRepository.removeCover(db, id, coverType);
      return read(access, id);
    },
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
