import {
  publicPageContentSchema,
  type PublicPage,
  type PublicPageContent,
  type StorefrontCoach,
  type StorefrontProgram,
} from '../coach-admin/public-page';
import { defineEndpoint } from './define-endpoint';

/**
 * The coach's public page and storefront (spec 01 section 2.4, spec 02 section 2). :user_id is the
 * account's custom url or id. Open to everyone; a signed-in viewer's token, when sent, tells the API
 * whether the viewer may edit the page.
 */
export const publicPageEndpoints = {
  publicPage: defineEndpoint<void, PublicPage>({
    method: 'GET',
    path: 'public_pages/:user_id',
    authenticated: false,
  }),
  publicPagePrograms: defineEndpoint<void, StorefrontProgram[]>({
    method: 'GET',
    path: 'public_pages/:user_id/plans',
    authenticated: false,
  }),
  publicPageCoaches: defineEndpoint<void, StorefrontCoach[]>({
    method: 'GET',
    path: 'public_pages/:user_id/coaches',
    authenticated: false,
  }),
  /** What the current account's page says, for its editor; every coach of the account may read it. */
  ownPublicPageContent: defineEndpoint<void, PublicPageContent>({
    method: 'GET',
    path: 'coach/public_page',
    authenticated: true,
  }),
  /** Only the account's owner changes it (spec 01 section 6), and not while the account is blocked. */
  saveOwnPublicPageContent: defineEndpoint<PublicPageContent, PublicPageContent>({
    method: 'PUT',
    path: 'coach/public_page',
    authenticated: true,
    closedWhileBlocked: true,
    body: publicPageContentSchema,
  }),
} as const;
