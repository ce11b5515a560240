import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { RUNTIME_MANIFEST_PATH, type RuntimeManifest } from '@coachforge/contracts';
import Fastify from 'fastify';

export const WORKSPACE_ROOT = resolve(__dirname, '..', '..');

export interface WebServerOptions {
  port: number;
  host: string;
  apiOrigin: string;
  webClient: RuntimeManifest['webClient'];
  /** Remotes whose files are not served (to see the shell contain a missing remote). */
  withholdRemotes?: string[];
}

/** A remote's build folder in the workspace: remote 'onboarding' is mfe-onboarding/dist. */
const remoteBuildDir = (name: string) => join(WORKSPACE_ROOT, `mfe-${name.replace(/_/g, '-')}`, 'dist');

/** Hashed file names never change content, so they may be cached for a year; everything else is revalidated. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, path: string) {
  const hashed = /\.[0-9a-f]{8}\.js(\.map)?$/.test(path);
  res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the platform as a browser meets it: the shell, each remote's build under /remotes/<name>/,
 * the runtime manifest, and the API (and later its socket) proxied on the same origin so the
 * SameSite refresh cookie works.
 */
export async function startWebServer(options: WebServerOptions) {
  const app = Fastify({ logger: false });
  const manifest = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'deploy', 'remotes.json'), 'utf8')) as Omit<
    RuntimeManifest,
    'webClient'
  >;

  app.get(RUNTIME_MANIFEST_PATH, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { webClient: options.webClient, remotes: manifest.remotes } satisfies RuntimeManifest;
  });

  await app.register(proxy, { upstream: options.apiOrigin, prefix: '/api', rewritePrefix: '/api' });
  // The realtime socket (ActionCable protocol) lives on the API too; same origin, so no CORS for it.
  await app.register(proxy, {
    upstream: options.apiOrigin,
    prefix: '/cable',
    rewritePrefix: '/cable',
    websocket: true,
  });

  for (const remote of manifest.remotes) {
    if (options.withholdRemotes?.includes(remote.name)) continue;
    const root = remoteBuildDir(remote.name);
    if (!existsSync(root))
      throw new Error(`Remote ${remote.name} is not built: ${root} is missing (run pnpm build)`);
    await app.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote.name}/`,
      decorateReply: false,
      setHeaders: cacheHeaders,
    });
  }

  const shellRoot = join(WORKSPACE_ROOT, 'shell', 'dist');
  if (!existsSync(shellRoot))
    throw new Error(`The shell is not built: ${shellRoot} is missing (run pnpm build)`);
  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    setHeaders: cacheHeaders,
    wildcard: false,
  });

  // Any other page path is a client-side route of the shell.
  app.setNotFoundHandler((request, reply) => {
    if (
      request.method === 'GET' &&
      !request.url.startsWith('/remotes/') &&
      (request.headers.accept ?? '').includes('text/html')
    ) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', shellRoot);
    }
    return reply.status(404).send({ error: 'Not Found' });
  });

  await app.listen({ port: options.port, host: options.host });
  return app;
}
