import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import type { PublishReleaseNoteRequest, ReleaseNote, ReleaseNoteList } from '../entities/release-note';
import { publishReleaseNoteSchema } from '../entities/release-note';
import { defineEndpoint } from './define-endpoint';

export const markNoteReadSchema = lazySchema(() =>
  yup.object({ id: yup.number().integer().positive().required() }),
);

/** Release notes (spec 03 section 7: notes/{id}, notes/read) and the list with the unread count. */
export const releaseNoteEndpoints = {
  notes: defineEndpoint<void, ReleaseNoteList>({ method: 'GET', path: 'notes', authenticated: true }),
  note: defineEndpoint<void, ReleaseNote>({ method: 'GET', path: 'notes/:id', authenticated: true }),
  markNoteRead: defineEndpoint<{ id: number }, { count_unread_notes: number }>({
    method: 'POST',
    path: 'notes/read',
    authenticated: true,
    body: markNoteReadSchema,
  }),
  /** Marks every note read (What's New, 'Mark all as read'). */
  markAllNotesRead: defineEndpoint<void, { count_unread_notes: number }>({
    method: 'POST',
    path: 'notes/read_all',
    authenticated: true,
  }),
  /**
   * Operators publish a note with the X-Admin-Token header; the call exists only when the API runs with
   * ADMIN_TOKEN set. Every signed-in browser hears of it at once (new_release_note).
   */
  publishReleaseNote: defineEndpoint<PublishReleaseNoteRequest, ReleaseNote>({
    method: 'POST',
    path: 'admin/notes',
    authenticated: false,
    body: publishReleaseNoteSchema,
  }),
} as const;

export const ADMIN_TOKEN_HEADER = 'x-admin-token';
