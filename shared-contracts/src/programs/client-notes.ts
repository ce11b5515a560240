import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';
import { messages } from '../messages/catalogue';

/** The longest note a coach keeps about a client. */
export const CLIENT_NOTE_MAX = 5000;

/**
 * A coach's private note about a client (decision 0198): kept per coaching account and client, read and
 * written by the account's coaches only, never shown to the client.
 */
export interface ClientNote {
  id: number;
  body: string;
  /** The coach who wrote it; null once that coach's user is gone. */
  author_name: string | null;
  created_at: string;
  updated_at: string;
}

/** GET coach/clients/:athlete_id/notes: newest first; on FREE only the most recent is given. */
export interface ClientNotes {
  notes: ClientNote[];
  /** Older notes the plan does not show now (FREE): kept, and shown again on PROFESSIONAL. */
  hidden: number;
  /** Whether the plan lets the coach add another note now (FREE: only while there is none). */
  can_add: boolean;
}

export const clientNoteRequestSchema = lazySchema(() =>
  yup.object({
    body: yup
      .string()
      .trim()
      .required(messages.notes.bodyRequired)
      .max(CLIENT_NOTE_MAX, messages.validation.tooLong(CLIENT_NOTE_MAX)),
  }),
);
export type ClientNoteRequest = { body: string };
