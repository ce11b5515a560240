import {
  apiPath,
  descriptionText,
  endpoints,
  firstCharacters,
  messages,
  publicPageQuerySchema,
  routePath,
  shortLinkTypeOf,
  STOREFRONT_LIST_LIMIT,
  STOREFRONT_TOP_COACHES,
  STOREFRONT_TOP_PROGRAMS,
  type PublicPage,
  type PublicPageContent,
  type StorefrontCoach,
  type StorefrontProgram,
} from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import {
  requireOwner,
  storefrontPrograms,
  type CoachAccessResolver,
  type StorefrontProgramRow,
} from '../programs';
import { avatarUrl, userRepository } from '../users';
import { publicPageRepository, type PageAccountRow, type PageCoachRow } from './public-page-repository';

const SUMMARY_LENGTH = 160;

const notFound = () => httpError(404, messages.publicPage.notFound);

/** The description's text for a card, cut with an ellipsis past SUMMARY_LENGTH characters. */
export function summaryOf(html: string): string {
  const text = descriptionText(html);
  return [...text].length > SUMMARY_LENGTH ? `${firstCharacters(text, SUMMARY_LENGTH - 1)}…` : text;
}

const presentProgram = (row: StorefrontProgramRow): StorefrontProgram => {
  const planId = row.custom_url ?? String(row.id);
  return {
    id: row.id,
    title: row.title,
    custom_url: row.custom_url,
    plan_type: row.plan_type,
    plan_pricing: row.plan_pricing,
    cover_url: row.cover_type
      ? apiPath(endpoints.publicPlanCover)
          .replace(':plan_id', encodeURIComponent(planId))
          .replace(':cover_type', row.cover_type)
      : null,
    summary: summaryOf(row.description),
  };
};

const presentCoach = (row: PageCoachRow): StorefrontCoach => ({
  id: row.id,
  full_name: row.full_name,
  avatar_url: avatarUrl(row.avatar_file),
  owner: row.owner,
});

/** The :user_id of a request: the custom url or id, bounded, never a path of its own. */
const pageKeyOf = (raw: string) => raw.slice(0, 200);

/**
 * The coach's public page and storefront (spec 01 section 2.4, spec 02 section 2): open to everyone,
 * showing only programs that are published, public and storefront-visible; edited by the account's
 * owner alone (spec 01 section 6).
 */
export function createPublicPageService({ db }: ApiContext, { access }: { access: CoachAccessResolver }) {
  async function accountOf(idOrUrl: string, query: unknown = {}): Promise<PageAccountRow> {
    let userType: string | undefined;
    try {
      userType = publicPageQuerySchema.validateSync(query ?? {}, { stripUnknown: true }).user_type;
    } catch {
      throw notFound();
    }
    const account = await publicPageRepository.findAccount(db, pageKeyOf(idOrUrl));
    // A short link names the account's kind too: /b/42 is not the page of private account 42.
    if (!account || (userType !== undefined && userType !== shortLinkTypeOf(account.kind))) throw notFound();
    return account;
  }

  return {
    async page(
      idOrUrl: string,
      query: unknown,
      viewer: { userId: number; accountId: number } | null,
    ): Promise<PublicPage> {
      const account = await accountOf(idOrUrl, query);
      const membership =
        viewer && viewer.accountId === account.id
          ? await userRepository.findMembershipAccount(db, viewer.userId, account.id)
          : null;
      return {
        account: {
          id: account.id,
          account_kind: account.kind,
          full_name: account.full_name,
          avatar_url: avatarUrl(account.avatar_file),
          custom_url: account.custom_url,
        },
        short_link: routePath('public-page-short-link', {
          user_type: shortLinkTypeOf(account.kind),
          user_id: account.custom_url ?? String(account.id),
        }),
        content: await publicPageRepository.content(db, account.id),
        coaches: (await publicPageRepository.coaches(db, account.id, STOREFRONT_TOP_COACHES)).map(
          presentCoach,
        ),
        programs: (await storefrontPrograms.list(db, account.id, STOREFRONT_TOP_PROGRAMS)).map(
          presentProgram,
        ),
        coaches_total: await publicPageRepository.countCoaches(db, account.id),
        programs_total: await storefrontPrograms.count(db, account.id),
        can_edit: membership?.membership_role === 'owner',
      };
    },

    async programs(idOrUrl: string, query: unknown): Promise<StorefrontProgram[]> {
      const account = await accountOf(idOrUrl, query);
      return (await storefrontPrograms.list(db, account.id, STOREFRONT_LIST_LIMIT)).map(presentProgram);
    },

    async coaches(idOrUrl: string, query: unknown): Promise<StorefrontCoach[]> {
      const account = await accountOf(idOrUrl, query);
      return (await publicPageRepository.coaches(db, account.id, STOREFRONT_LIST_LIMIT)).map(presentCoach);
    },

    /** The current account's content, for its editor: any coach of the account may read it. */
    async ownContent(identity: { userId: number; accountId: number }): Promise<PublicPageContent> {
      const { accountId } = await access.of(identity);
      return publicPageRepository.content(db, accountId);
    },

    /** Only the owner changes it; the account is always the one the session acts as, never one named. */
    async saveOwnContent(
      identity: { userId: number; accountId: number },
      content: PublicPageContent,
    ): Promise<PublicPageContent> {
      const coach = await access.of(identity);
      requireOwner(coach);
      const { accountId } = coach;
      await publicPageRepository.saveContent(db, accountId, content);
      return publicPageRepository.content(db, accountId);
    },
  };
}

export type PublicPageService = ReturnType<typeof createPublicPageService>;
