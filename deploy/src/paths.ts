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
