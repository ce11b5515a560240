import {
  API_PREFIX,
  API_VERSION,
  descriptionText,
  firstCharacters,
  matchRoute,
  messages,
  PLATFORM_BRAND,
  routePath,
  SHORT_LINK_TYPES,
  type PublicPage,
  type PublicPlan,
  type RouteName,
} from '@coachforge/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { drawnForVisitor, drawPublicPlan, type DrawnContent } from './drawn-page';
import type { Preload } from './remote-preloads';
import { escapeHtml } from './escape-html';
import { withHead } from './page-head';

/** Spec 02 section 2: the description meta holds the first 256 characters of the description. */
const DESCRIPTION_META_LENGTH = 256;

/** The head tags of a public program page: title, description, open graph (spec 02 section 2). */
export function publicPlanHead(plan: PublicPlan, origin: string): string {
  const title = `${plan.title} | ${plan.user.full_name} | ${PLATFORM_BRAND}`;
  const text = descriptionText(plan.description);
  const description = text
    ? firstCharacters(text, DESCRIPTION_META_LENGTH)
    : messages.purchase.defaultPageDescription;
  const url = `${origin}${routePath('public_plan', { plan_id: plan.custom_url ?? plan.id })}`;
  const cover = plan.covers.find((c) => c.cover_type === 'main') ?? plan.covers[0];
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(cover ? [`<meta property="og:image" content="${escapeHtml(`${origin}${cover.image_url}`)}" />`] : []),
  ];
  return tags.join('\n    ');
}

/** The head tags of a coach's public page (storefront): its title, about text and picture (spec 01 §2.4). */
export function publicPageHead(page: PublicPage, origin: string, section?: string): string {
  const name = page.content.title ?? page.account.full_name;
  const title = [section, name, PLATFORM_BRAND].filter(Boolean).join(' | ');
  const text = page.content.about.replace(/\s+/g, ' ').trim();
  const description = text
    ? firstCharacters(text, DESCRIPTION_META_LENGTH)
    : messages.publicPage.defaultDescription(page.account.full_name);
  const url = `${origin}${routePath('public-page-view', { user_id: page.account.custom_url ?? String(page.account.id) })}`;
  const image = page.account.avatar_url;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(`${origin}${image}`)}" />`] : []),
  ];
  return tags.join('\n    ');
}

/** How one kind of public page finds its data in the API and writes its head. */
interface HeadSource {
  /** The API path (below /api) with its query, or null when the path is not one of these pages. */
  apiPath(params: Record<string, string>): string;
  head(data: unknown, origin: string): string;
  /** The page drawn from the signed-out answer, for a visitor who is not signed in (decision 0253). */
  draw?(data: unknown): DrawnContent;
}

const pageSection: Partial<Record<RouteName, string>> = {
  'public-page-plans': messages.publicPage.programs,
  'public-page-short-link-plans': messages.publicPage.programs,
  'public-page-coaches': messages.publicPage.coaches,
  'public-page-short-link-coaches': messages.publicPage.coaches,
};

const planSource: HeadSource = {
  apiPath: ({ plan_id }) => `plans/${encodeURIComponent(plan_id!)}/public`,
  head: (data, origin) => publicPlanHead(data as PublicPlan, origin),
  draw: (data) => drawPublicPlan(data as PublicPlan),
};

const storefrontSource = (route: RouteName): HeadSource => ({
  apiPath: ({ user_id, user_type }) =>
    `public_pages/${encodeURIComponent(user_id!)}${user_type ? `?user_type=${encodeURIComponent(user_type)}` : ''}`,
  head: (data, origin) => publicPageHead(data as PublicPage, origin, pageSection[route]),
});

/** The public pages sent with their head in the HTML itself, by route name (one mechanism for all). */
const headSources: Partial<Record<RouteName, HeadSource>> = {
  public_plan: planSource,
  ...Object.fromEntries(
    (
      [
        'public-page-view',
        'public-page-plans',
        'public-page-coaches',
        'public-page-short-link',
        'public-page-short-link-plans',
        'public-page-short-link-coaches',
      ] as const
    ).map((route) => [route, storefrontSource(route)]),
  ),
};

/**
 * Public program pages (/p/:plan_id) and coaches' public pages (/public-page/:user_id, the short links
 * /:user_type/:user_id and their programs and coaches) are sent with their title, description and
 * open-graph tags in the HTML itself, so link previews and search engines that run no script see them,
 * whatever Accept header they send. /plan/:plan_id redirects to /p/:plan_id (spec 02 section 2). The
 * shell then renders the page as any other, from the API's answer the page holds (decision 0252); a program's page
 * comes drawn for a visitor who is not signed in, the app started when they act (decision 0253). Which page
 * a path is comes from the contracts' named routes.
 */
export function registerPublicPlanPage(
  app: FastifyInstance,
  {
    apiOrigin,
    shellPage,
  }: {
    apiOrigin: string;
    /**
     * The shell's page for this request (themed on an account's own address: host-theme.ts), holding the
     * API answers given, which the shell's API client takes instead of asking.
     */
    shellPage: (request: FastifyRequest, answers?: Preload[]) => Promise<string>;
  },
): void {
  async function sendWithHead(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const match = matchRoute(request.url.split('?')[0]!);
    const source = match ? headSources[match.name] : undefined;
    // Another page on a path of the same shape (the coach's own /public-page/plans): the plain shell.
    if (!match || !source) return reply.send(await shellPage(request));
    const path = `${API_PREFIX}/${source.apiPath(match.params)}`;
    const answer = await fetch(`${apiOrigin}${path}`, {
      headers: { 'API-Version': API_VERSION, accept: 'application/json' },
    }).catch(() => null);
    if (!answer?.ok) {
      // The shell shows its not-found page; crawlers are told so too. Other failures keep the plain page.
      return reply.status(answer?.status === 404 ? 404 : 200).send(await shellPage(request));
    }
    const data: unknown = await answer.json();
    // The page's first call, answered as the API just answered a signed-out visitor: a signed-out page draws
    // the program without asking again (a signed-in one asks with its token: the answer is theirs).
    const shellHtml = await shellPage(request, [{ href: path, as: 'fetch', answer: data }]);
    const origin = `${request.protocol}://${request.host}`;
    // Someone not signed in reads the page the server drew, and the app starts when they act (decision 0253).
    const draw = source.draw;
    const page = draw ? drawnForVisitor(shellHtml, request.headers.cookie, () => draw(data)) : shellHtml;
    return reply.send(withHead(page, source.head(data, origin)));
  }

  app.get('/plan/:plan_id', async (request, reply) => {
    const { plan_id } = request.params as { plan_id: string };
    return reply.redirect(routePath('public_plan', { plan_id }), 301);
  });

  app.get('/p/:plan_id', sendWithHead);
  for (const tail of ['', '/plans', '/coaches']) app.get(`/public-page/:user_id${tail}`, sendWithHead);
  // Short links: the account kind's letter (c, b, g, t) and the custom url or id.
  const shortLinkType = `(^[${SHORT_LINK_TYPES.join('')}]$)`;
  for (const tail of ['', '/programs', '/coaches'])
    app.get(`/:user_type${shortLinkType}/:user_id${tail}`, sendWithHead);
}
