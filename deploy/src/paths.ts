import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RemoteCatalogue } from './releases/live-manifest';

export const WORKSPACE_ROOT = resolve(__dirname, '..', '..');

/** Released remotes and the live runtime manifest; ignored by git like every other .data folder. */
export const releasesDirFrom = (env: NodeJS.ProcessEnv = process.env) =>
  resolve(env.RELEASES_DIR ?? join(WORKSPACE_ROOT, '.data', 'releases'));

/** A remote's workspace folder: remote 'media_library' is mfe-media-library. */
export const remoteWorkspaceDir = (name: string) => join(WORKSPACE_ROOT, `mfe-${name.replace(/_/g, '-')}`);

export const readCatalogue = (): RemoteCatalogue =>
  JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'deploy', 'remotes.json'), 'utf8')) as RemoteCatalogue;

/**
 * How Node starts the API. On the embedded database the process serves one small installation, and its
 * young generation is kept to 2 MB semi-spaces instead of 16: idle memory 25 to 45 MB lower for a few
 * percent more time in the garbage collector under load (decision 0249). A PostgreSQL server's API keeps
 * Node's defaults.
 */
export function apiProcessArguments(env: { DATABASE_URL?: string }): string[] {
  const embedded = !env.DATABASE_URL;
  return [
    ...(embedded ? ['--max-semi-space-size=2'] : []),
    '--import',
    'tsx',
    join(WORKSPACE_ROOT, 'api', 'src', 'main.ts'),
  ];
}
