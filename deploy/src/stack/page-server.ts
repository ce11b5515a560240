import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createShellPages } from '../host-theme';
import { readCatalogue, releasesDirFrom, WORKSPACE_ROOT } from '../paths';
import { registerPublicPlanPage } from '../public-plan-page';
import { readJsonFile } from '../read-json-file';
import { registerSignInPage } from '../sign-in-page';
import { liveManifestPath, readLiveManifest, type LiveManifest } from '../releases';
import { createRemotePreloads, remoteFilesFolders } from '../remote-preloads';

export interface PageServerOptions {
  shellRoot: string;
  /** Where the API answers (the stack's nginx, which spreads the calls over the instances). */
  apiOrigin: string;
  /** The API's PLATFORM_DOMAIN: any other name may be an account's address. */
  platformDomain: string;
  /** Released remotes and the live runtime manifest nginx serves as /remotes.json. */
  releasesDir: string;
}

/**
 * The stack's page server (decision 0216): nginx serves every file itself and hands it only the pages
 * (paths with no file), which it sends as `pnpm start`'s web server does: themed as the account whose
 * sub-domain or verified custom domain was asked for, with public pages' heads in the HTML. nginx adds
 * the caching and security headers; only nginx can reach it (a Unix socket in the stack's folder).
 */
export async function createPageServer(options: PageServerOptions): Promise<FastifyInstance> {
  // nginx passes the visitor's Host, address and scheme; nothing else can connect to the socket.
  const app = Fastify({ logger: false, trustProxy: true });
  const catalogue = readCatalogue();
  const pages = createShellPages({
    ...options,
    // nginx serves the same folders (nginx-config.ts): the workspace builds and the release folders.
    preloads: createRemotePreloads({
      shellRoot: options.shellRoot,
      liveRemotes: () => readLiveManifest(options.releasesDir, catalogue).remotes,
      folderOf: remoteFilesFolders({ releasesDir: options.releasesDir }),
    }),
    // The very file nginx serves as /remotes.json (written with the web client by stack:start).
    runtimeManifest: () => readJsonFile<LiveManifest>(liveManifestPath(options.releasesDir)),
  });
  registerPublicPlanPage(app, { apiOrigin: options.apiOrigin, shellPage: pages.forRequest });
  registerSignInPage(app, { shellPage: pages.forRequest });
  // nginx sends its own Cache-Control (no-cache) with every page.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('cache-control');
    return payload;
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.status(405).send({ error: 'Method Not Allowed' });
    return reply.type('text/html; charset=utf-8').send(await pages.forRequest(request));
  });
  return app;
}

/** `STACK_PAGE_SOCKET`, `STACK_API_ORIGIN`, `PLATFORM_DOMAIN`, `RELEASES_DIR`: started by stack:start. */
async function main() {
  const socket = process.env.STACK_PAGE_SOCKET;
  const apiOrigin = process.env.STACK_API_ORIGIN;
  if (!socket || !apiOrigin) throw new Error('STACK_PAGE_SOCKET and STACK_API_ORIGIN are required');
  const app = await createPageServer({
    shellRoot: join(WORKSPACE_ROOT, 'shell', 'dist'),
    apiOrigin,
    platformDomain: process.env.PLATFORM_DOMAIN ?? 'localhost',
    releasesDir: releasesDirFrom(),
  });
  // A socket left by a stack that was killed would refuse the new one.
  rmSync(socket, { force: true });
  await app.listen({ path: socket });
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
