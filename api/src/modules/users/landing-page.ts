import type { LandingPageAttributes, PublicPageLinks } from '@coachforge/contracts';
import { messages } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';

/** What users/me shows of the account's public page, and what landing_page_attributes may change. */
export interface LandingPageContent {
  title: string | null;
  links: PublicPageLinks;
}

/**
 * The public page's content, read and written by the public-pages module and handed in by app wiring
 * (the users module never reads that module's tables): users/me carries it as landing_page, and
 * POST users/me and PATCH users/private change it through landing_page_attributes (spec 01 section 7).
 */
export interface LandingPagePort {
  read(db: Queryable, accountId: number): Promise<LandingPageContent>;
  /** Only the parts given change; the about text is the editor's alone. */
  save(db: Queryable, accountId: number, changes: Omit<LandingPageAttributes, 'id'>): Promise<void>;
}

/**
 * landing_page_attributes name the page by its id, which is its account's (docs/decisions/0208): a page of
 * another account is refused as not found, so nobody learns which pages exist.
 */
export function checkLandingPageId(attributes: LandingPageAttributes, accountId: number): void {
  if (attributes.id !== undefined && attributes.id !== accountId)
    throw httpError(404, messages.http.notFound);
}
