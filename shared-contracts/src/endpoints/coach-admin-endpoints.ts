import type { TagManagerSettings } from '../coach-admin/tag-manager';
import { tagManagerFormSchema, type TagManagerForm } from '../profile/profile';
import { defineEndpoint } from './define-endpoint';

/**
 * The coach's account pages (spec 01 sections 2.3 and 6). The spec does not show these calls; they follow
 * its `coach/…` paths (docs/decisions/0100-tag-manager-per-account.md).
 */
export const coachAdminEndpoints = {
  /** Any coach of the account reads it; a client has none (403). */
  tagManager: defineEndpoint<void, TagManagerSettings>({
    method: 'GET',
    path: 'coach/tag_manager',
    authenticated: true,
  }),
  /** The account owner only: the container runs scripts on the account's public pages. */
  saveTagManager: defineEndpoint<TagManagerForm, TagManagerSettings>({
    method: 'PUT',
    path: 'coach/tag_manager',
    authenticated: true,
    body: tagManagerFormSchema,
  }),
  removeTagManager: defineEndpoint<void, TagManagerSettings>({
    method: 'DELETE',
    path: 'coach/tag_manager',
    authenticated: true,
  }),
} as const;
