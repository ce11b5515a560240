import { messages, type ClientNote, type ClientNoteRequest, type ClientNotes } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { isClientOfAccount, requireActive, type CoachAccess } from '../programs';
import { clientNotesRepository as repository } from './client-notes-repository';

/** More than anyone reads on one page; older notes stay stored. */
const NOTES_SHOWN = 200;

/**
 * The account's private notes about a client (decision 0198). Any coach of the account reads and writes
 * them; the client never sees them. The plan's `notes` limit (FREE: 1) is how many are shown and kept
 * editable, the most recent first; nothing is deleted when a plan changes.
 */
export function createClientNotesService({ db }: ApiContext) {
  async function clientOf(access: CoachAccess, userId: number): Promise<number> {
    if (!(await isClientOfAccount(db, access.accountId, userId)))
      throw httpError(404, messages.records.notYourClient);
    return userId;
  }
  const noteNotFound = () => httpError(404, messages.notes.notFound);

  /** On FREE only the latest note can be changed: the others are not shown. */
  async function requireShown(access: CoachAccess, userId: number, id: number) {
    const limit = access.limits.notes;
    if (limit === null) return;
    const shown = (await repository.list(db, access.accountId, userId, limit)).map((note) => note.id);
    if (!shown.includes(id)) throw noteNotFound();
  }

  return {
    async list(access: CoachAccess, userId: number): Promise<ClientNotes> {
      await clientOf(access, userId);
      const limit = access.limits.notes ?? NOTES_SHOWN;
      const total = await repository.count(db, access.accountId, userId);
      const notes = await repository.list(db, access.accountId, userId, limit);
      return {
        notes,
        hidden: access.limits.notes === null ? 0 : Math.max(0, total - notes.length),
        can_add: access.limits.notes === null || total < access.limits.notes,
      };
    },

    async add(access: CoachAccess, userId: number, request: ClientNoteRequest): Promise<ClientNote> {
      requireActive(access);
      await clientOf(access, userId);
      const limit = access.limits.notes;
      if (limit !== null && (await repository.count(db, access.accountId, userId)) >= limit)
        throw httpError(403, messages.planLimits.freeNotes);
      const id = await repository.insert(db, {
        accountId: access.accountId,
        userId,
        authorId: access.userId,
        body: request.body,
      });
      return (await repository.find(db, access.accountId, userId, id))!;
    },

    async update(
      access: CoachAccess,
      userId: number,
      id: number,
      request: ClientNoteRequest,
    ): Promise<ClientNote> {
      requireActive(access);
      await clientOf(access, userId);
      await requireShown(access, userId, id);
      if (!(await repository.update(db, access.accountId, userId, id, request.body))) throw noteNotFound();
      return (await repository.find(db, access.accountId, userId, id))!;
    },

    async remove(access: CoachAccess, userId: number, id: number): Promise<void> {
      requireActive(access);
      await clientOf(access, userId);
      await requireShown(access, userId, id);
      if (!(await repository.remove(db, access.accountId, userId, id))) throw noteNotFound();
    },
  };
}

export type ClientNotesService = ReturnType<typeof createClientNotesService>;
