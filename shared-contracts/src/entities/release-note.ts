import { lazySchema } from '../schema/lazy-schema';
import * as yup from 'yup';

/** A platform release note (spec 03 section 3). body is HTML made by the API from escaped text. */
export interface ReleaseNote {
  id: number;
  title: string;
  body: string;
  /** DD/MM/YYYY */
  release_date: string;
  read: boolean;
  can_read: boolean;
  cta_name: string | null;
  cta_url: string | null;
}

export interface ReleaseNoteList {
  notes: ReleaseNote[];
  count_unread_notes: number;
  /** The page answered (1 first) and how many there are, at RELEASE_NOTES_PER_PAGE notes a page. */
  page: number;
  total_pages: number;
}

/** The release notes page's page size; What's New (unread=true) answers every unread note, up to the limit. */
export const RELEASE_NOTES_PER_PAGE = 10;
export const RELEASE_NOTES_UNREAD_LIMIT = 50;

/** GET notes: ?page=N (1 first), or ?unread=true for What's New (the unread notes, newest first). */
export const releaseNotesQuerySchema = lazySchema(() =>
  yup
    .object({
      page: yup.number().integer().min(1).max(100_000).default(1),
      unread: yup.boolean().default(false),
    })
    .noUnknown(),
);

/** What an operator publishes. */
export interface PublishReleaseNoteRequest {
  title: string;
  body: string;
  cta_name?: string | null | undefined;
  cta_url?: string | null | undefined;
}

export const publishReleaseNoteSchema: yup.ObjectSchema<PublishReleaseNoteRequest> = lazySchema(() =>
  yup.object({
    title: yup.string().trim().required().max(200),
    body: yup.string().trim().required().max(20_000),
    cta_name: yup.string().nullable().max(60),
    cta_url: yup
      .string()
      .nullable()
      .max(500)
      .matches(/^(https:\/\/|\/)/, { message: 'Must start with https:// or /', excludeEmptyString: true }),
  }),
);
