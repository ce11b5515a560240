import { pageTitleOf, routePath } from '@coachforge/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { drawnForVisitor, drawSignIn } from './drawn-page';
import { escapeHtml } from './escape-html';
import { withHead } from './page-head';

/**
 * The sign-in page comes drawn for a visitor who is not signed in (decision 0254): the form is in the
 * first HTML and the app starts when they act. Someone signed in gets the shell's page, which moves them on.
 */
export function registerSignInPage(
  app: FastifyInstance,
  { shellPage }: { shellPage: (request: FastifyRequest) => Promise<string> },
): void {
  app.get(routePath('onboarding-signin'), async (request, reply) => {
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const page = drawnForVisitor(await shellPage(request), request.headers.cookie, drawSignIn);
    // The tab says what the page is from the first byte, as the app's title will.
    return reply.send(withHead(page, `<title>${escapeHtml(pageTitleOf('onboarding-signin'))}</title>`));
  });
}
