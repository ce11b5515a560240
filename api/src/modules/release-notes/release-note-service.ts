import {
  fieldErrorsOf,
  messages,
  releaseNotesQuerySchema,
  RELEASE_NOTES_PER_PAGE,
  RELEASE_NOTES_UNREAD_LIMIT,
  type PublishReleaseNoteRequest,
  type ReleaseNote,
  type ReleaseNoteList,
} from '@coachforge/contracts';
import { ValidationError } from 'yup';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import type { Realtime } from '../realtime';
import { releaseNoteRepository, type ReleaseNoteRow } from './release-note-repository';

/** ?page=N or ?unread=true; anything else is answered 422. */
function listQueryOf(raw: unknown) {
  try {
    return releaseNotesQuerySchema.validateSync(raw ?? {}, { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError)
      throw httpError(422, messages.api.invalidRequest, fieldErrorsOf(error));
    throw error;
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Operators write plain text; the browser receives HTML paragraphs that cannot carry markup of their own. */
export function bodyHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const present = (row: ReleaseNoteRow): ReleaseNote => ({
  id: row.id,
  title: row.title,
  body: bodyHtml(row.body),
  release_date: row.release_date,
  read: row.read,
  can_read: true,
  cta_name: row.cta_name,
  cta_url: row.cta_url,
});

export function createReleaseNoteService({ db }: ApiContext, { realtime }: { realtime: Realtime }) {
  /** After reading: the user's open pages and the answer get the same, freshly counted, number. */
  async function unreadCountTold(userId: number): Promise<{ count_unread_notes: number }> {
    const count = await releaseNoteRepository.countUnread(db, userId);
    await realtime.toIdentity('SystemNotificationChannel', userId, {
      type: 'has_unread_release_notes',
      data: { count_unread_notes: count },
    });
    return { count_unread_notes: count };
  }

  return {
    /** A page of every note, newest first; or What's New: every unread note (up to the limit). */
    async list(userId: number, rawQuery: unknown = {}): Promise<ReleaseNoteList> {
      const query = listQueryOf(rawQuery);
      const countUnread = await releaseNoteRepository.countUnread(db, userId);
      if (query.unread) {
        const rows = await releaseNoteRepository.listFor(db, userId, {
          limit: RELEASE_NOTES_UNREAD_LIMIT,
          unreadOnly: true,
        });
        return { notes: rows.map(present), count_unread_notes: countUnread, page: 1, total_pages: 1 };
      }
      const totalPages = Math.max(
        1,
        Math.ceil((await releaseNoteRepository.count(db)) / RELEASE_NOTES_PER_PAGE),
      );
      const rows = await releaseNoteRepository.listFor(db, userId, {
        limit: RELEASE_NOTES_PER_PAGE,
        offset: (query.page - 1) * RELEASE_NOTES_PER_PAGE,
      });
      return {
        notes: rows.map(present),
        count_unread_notes: countUnread,
        page: query.page,
        total_pages: totalPages,
      };
    },

    async markAllRead(userId: number): Promise<{ count_unread_notes: number }> {
      await releaseNoteRepository.markAllRead(db, userId);
      return unreadCountTold(userId);
    },

    async find(userId: number, id: number): Promise<ReleaseNote> {
      const row = Number.isSafeInteger(id) ? await releaseNoteRepository.findFor(db, userId, id) : null;
      if (!row) throw httpError(404, messages.http.notFound);
      return present(row);
    },

    async markRead(userId: number, id: number): Promise<{ count_unread_notes: number }> {
      await this.find(userId, id);
      await releaseNoteRepository.markRead(db, userId, id);
      return unreadCountTold(userId);
    },

    async publish(request: PublishReleaseNoteRequest): Promise<ReleaseNote> {
      const id = await releaseNoteRepository.insert(db, {
        title: request.title,
        body: request.body,
        ctaName: request.cta_name ?? null,
        ctaUrl: request.cta_url ?? null,
      });
      await realtime.toEveryone('SystemNotificationChannel', {
        type: 'new_release_note',
        data: { release_note_id: id },
      });
      const row = await releaseNoteRepository.findFor(db, 0, id);
      return present(row!);
    },
  };
}

export type ReleaseNoteService = ReturnType<typeof createReleaseNoteService>;
