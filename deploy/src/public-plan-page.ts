import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_PREFIX, API_VERSION, messages, routePath, type PublicPlan } from '@coachforge/contracts';
import type { FastifyInstance } from 'fastify';

/** The brand in page titles, as the shell writes them ("… | Coachforge"). */
const BRAND = 'Coachforge';
/** Spec 02 section 2: the description meta holds the first 256 characters of the description. */
const DESCRIPTION_META_LENGTH = 256;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** The description's text: tags dropped, entities read, white space folded. */
export function descriptionText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The head tags of a public program page: title, description, open graph (spec 02 section 2). */
export function publicPlanHead(plan: PublicPlan, origin: string): string {
  const title = `${plan.title} | ${plan.user.full_name} | ${BRAND}`;
  const text = descriptionText(plan.description);
  const description = text
    ? [...text].slice(0, DESCRIPTION_META_LENGTH).join('')
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

/** The shell's page with the program's head in place of the generic title. */
export const withHead = (shellHtml: string, head: string) => shellHtml.replace(/<title>[^<]*<\/title>/, head);

/**
 * /p/:plan_id is sent with the program's title, description and open-graph tags in the HTML itself, so
 * link previews and search engines that run no script see them, whatever Accept header they send.
 * /plan/:plan_id redirects there (spec 02 section 2). The shell then renders the page as any other.
 */
export function registerPublicPlanPage(
  app: FastifyInstance,
  { apiOrigin, shellRoot }: { apiOrigin: string; shellRoot: string },
): void {
  const shellHtml = () => readFileSync(join(shellRoot, 'index.html'), 'utf8');

  app.get('/plan/:plan_id', async (request, reply) => {
    const { plan_id } = request.params as { plan_id: string };
    return reply.redirect(routePath('public_plan', { plan_id }), 301);
  });

  app.get('/p/:plan_id', async (request, reply) => {
    const { plan_id } = request.params as { plan_id: string };
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const answer = await fetch(`${apiOrigin}${API_PREFIX}/plans/${encodeURIComponent(plan_id)}/public`, {
      headers: { 'API-Version': API_VERSION, accept: 'application/json' },
    }).catch(() => null);
    if (!answer?.ok) {
      // The shell shows its not-found page; crawlers are told so too. Other failures keep the plain page.
      return reply.status(answer?.status === 404 ? 404 : 200).send(shellHtml());
    }
    const plan = (await answer.json()) as PublicPlan;
    const origin = `${request.protocol}://${request.host}`;
    return reply.send(withHead(shellHtml(), publicPlanHead(plan, origin)));
  });
}
