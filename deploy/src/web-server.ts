import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import {
  messages,
  RUNTIME_MANIFEST_PATH,
  type ErrorReportingSettings,
  type RuntimeManifest,
} from '@coachforge/contracts';
import Fastify, { type FastifyError, type FastifyReply } from 'fastify';
import { readCatalogue, releasesDirFrom, remoteWorkspaceDir, WORKSPACE_ROOT } from './paths';
import { createShellPages } from './host-theme';
import { registerPublicPlanPage } from './public-plan-page';
import { registerSignInPage } from './sign-in-page';
import { readLiveManifest } from './releases';
import { createRemotePreloads, remoteFilesFolders } from './remote-preloads';
import { HSTS, pageSecurityHeaders } from './security-headers';
import { pageScriptHashes, signedInPageFilesIn } from './session-cookie';

export { WORKSPACE_ROOT } from './paths';

export interface WebServerOptions {
  port: number;
  host: string;
  apiOrigin: string;
  webClient: RuntimeManifest['webClient'];
  /** Remotes whose files are not served (to see the shell contain a missing remote). */
  withholdRemotes?: string[];
  /** Released remotes and the live runtime manifest (deploy/src/releases); default .data/releases. */
  releasesDir?: string;
  /** Handed to the shell in the runtime manifest; the shell's default is 15 s. */
  remoteLoadTimeLimitMs?: number;
  /** Origins media files come from besides this one (S3 storage), for the pages' CSP. */
  mediaOrigins?: string[];
  /** Payments run on Stripe: the pages' CSP lets Stripe.js and its frames in. */
  stripe?: boolean;
  /** Where browsers report their errors (BROWSER_ERROR_REPORTING_DSN); absent: they report nothing. */
  errorReporting?: ErrorReportingSettings;
  /**
   * Proxies in front of this server whose X-Forwarded-For and -Proto are believed (WEB_TRUSTED_PROXIES).
   * None by default: this server is then the edge, and a caller's own X-Forwarded-For is replaced by the
   * address it connected from before the API sees it, so nobody picks the bucket their limits count in.
   */
  trustedProxies?: string[];
  /**
   * The platform's own domain (the API's PLATFORM_DOMAIN): a page asked for on any other name may be an
   * account's sub-domain or custom domain, and is sent themed as that account (decision 0185).
   */
  platformDomain?: string;
}

/** A remote's build folder in the workspace: remote 'onboarding' is mfe-onboarding/dist. */
const remoteBuildDir = (name: string) => join(remoteWorkspaceDir(name), 'dist');

/** A release folder never changes (deploy/src/releases), so everything in it may be cached for good. */
function immutableHeaders(res: { setHeader(name: string, value: string): void }) {
  res.setHeader('cache-control', 'public, max-age=31536000, immutable');
}

/** Hashed file names never change content, so they may be cached for a year; everything else is revalidated. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, path: string) {
  const hashed = /\.[0-9a-f]{8}\.js(\.map)?$/.test(path);
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

function answerFrameworkError(error: FastifyError, reply: FastifyReply, headers: Record<string, string>) {
  const badUrl = error.code === 'FST_ERR_BAD_URL';
  void reply
    .status(badUrl ? 400 : (error.statusCode ?? 400))
    .headers(headers)
    .send({ error: badUrl ? messages.api.malformedUrl : messages.api.invalidRequest });
}

/**
 * Serves the platform as a browser meets it: the shell, each remote's build under /remotes/<name>/,
 * the runtime manifest, and the API (and later its socket) proxied on the same origin so the
 * SameSite refresh cookie works.
 */
export async function startWebServer(options: WebServerOptions) {
  const shellRoot = join(WORKSPACE_ROOT, 'shell', 'dist');
  if (!existsSync(shellRoot))
    throw new Error(`The shell is not built: ${shellRoot} is missing (run pnpm build)`);
  // Read once: the signed-in pages hold the header's starter, and the pages' policy allows it by its hash.
  const signedInPageFiles = signedInPageFilesIn(shellRoot);
  const securityHeaders = pageSecurityHeaders({
    scriptHashes: pageScriptHashes(signedInPageFiles),
    mediaOrigins: options.mediaOrigins,
    stripe: options.stripe ?? false,
    reportingOrigins: options.errorReporting ? [new URL(options.errorReporting.dsn).origin] : [],
  });
  const app = Fastify({
    logger: false,
    trustProxy: options.trustedProxies && options.trustedProxies.length > 0 ? options.trustedProxies : false,
    // A broken percent-escape (`/%E0%A4%A`) is answered before any hook runs: same headers, JSON error.
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply, securityHeaders),
  });
  // Every answer: pages, static files, the manifest, 404s. Proxied API answers keep the API's own.
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders))
      if (!reply.hasHeader(name)) reply.header(name, value);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    return payload;
  });
  const catalogue = readCatalogue();
  const releasesDir = options.releasesDir ?? releasesDirFrom();
  mkdirSync(releasesDir, { recursive: true });

  // Read on every request: promote and rollback take effect on the next page load, with no restart.
  const runtimeManifest = (): RuntimeManifest => {
    const live = readLiveManifest(releasesDir, catalogue);
    const manifest: RuntimeManifest = { webClient: options.webClient, remotes: live.remotes };
    if (options.remoteLoadTimeLimitMs) manifest.remoteLoadTimeLimitMs = options.remoteLoadTimeLimitMs;
    if (options.errorReporting) manifest.errorReporting = options.errorReporting;
    return manifest;
  };
  app.get(RUNTIME_MANIFEST_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return runtimeManifest();
  });

  await app.register(proxy, {
    upstream: options.apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API keys its rate limits on X-Forwarded-For from us: it must hold the caller's address, never a
    // value the caller sent (which would let anyone pick the bucket they are counted in).
    replyOptions: {
      // The address the visitor asked for tells the API whose theme and sign-in rules apply (white label).
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-host': request.host,
      }),
      // The API could not be reached or dropped the connection: a gateway error the page can explain
      // (the proxy's own answer was a bare 500 "Internal Server Error"), and the cause in the log.
      onError: (reply, { error }) => {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        console.warn(
          `web server: ${reply.request.method} ${reply.request.url.split('?')[0]} could not be passed to the API:`,
          cause?.code ?? (error as { code?: string }).code,
          cause?.message ?? error.message,
        );
        void reply.code(502).header('retry-after', '5').send({ error: messages.api.unavailable });
      },
    },
  });
  // The realtime socket (ActionCable protocol) lives on the API too; same origin, so no CORS for it.
  await app.register(proxy, {
    upstream: options.apiOrigin,
    prefix: '/cable',
    rewritePrefix: '/cable',
    websocket: true,
  });

  await app.register(fastifyStatic, {
    root: releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    // send's own cache-control would overwrite ours.
    cacheControl: false,
    // The build wrote .br and .gz beside each file (deploy/build/webpack-base.js).
    preCompressed: true,
    setHeaders: immutableHeaders,
  });

  for (const remote of catalogue.remotes) {
    if (options.withholdRemotes?.includes(remote.name)) continue;
    const root = remoteBuildDir(remote.name);
    if (!existsSync(root))
      throw new Error(`Remote ${remote.name} is not built: ${root} is missing (run pnpm build)`);
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote.name}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders: cacheHeaders,
    wildcard: false,
    // The page itself is sent by the handlers below, themed for the address it was asked on.
    index: false,
  });
  const shellPages = createShellPages({
    shellRoot,
    apiOrigin: options.apiOrigin,
    platformDomain: options.platformDomain ?? 'localhost',
    preloads: createRemotePreloads({
      shellRoot,
      liveRemotes: () => readLiveManifest(releasesDir, catalogue).remotes,
      folderOf: remoteFilesFolders({ releasesDir, withheld: options.withholdRemotes }),
    }),
    runtimeManifest,
    signedInPageFiles,
  });

  registerPublicPlanPage(app, { apiOrigin: options.apiOrigin, shellPage: shellPages.forRequest });
  registerSignInPage(app, { shellPage: shellPages.forRequest });

  // Any other page path is a client-side route of the shell.
  app.setNotFoundHandler(async (request, reply) => {
    if (
      request.method === 'GET' &&
      !request.url.startsWith('/remotes/') &&
      (request.headers.accept ?? '').includes('text/html')
    ) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return reply.send(await shellPages.forRequest(request));
    }
    return reply.status(404).send({ error: 'Not Found' });
  });

  await app.listen({ port: options.port, host: options.host });
  return app;
}
