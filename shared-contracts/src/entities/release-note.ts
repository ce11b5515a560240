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
}

/** What an operator publishes. */
export interface PublishReleaseNoteRequest {
  title: string;
  body: string;
  cta_name?: string | null | undefined;
  cta_url?: string | null | undefined;
}

export const publishReleaseNoteSchema: yup.ObjectSchema<PublishReleaseNoteRequest> = yup.object({
  title: yup.string().trim().required().max(200),
  body: yup.string().trim().required().max(20_000),
  cta_name: yup.string().nullable().max(60),
  cta_url: yup
    .string()
    .nullable()
    .max(500)
    .matches(/^(https:\/\/|\/)/, { message: 'Must start with https:// or /', excludeEmptyString: true }),
});
