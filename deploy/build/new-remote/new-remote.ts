import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { namedRoutes, routesOwnedBy, type RemoteEntry, type RouteOwner } from '@coachforge/contracts';
import { remoteFiles, type RemoteNames } from './templates';

/** Where the runtime manifest's catalogue lives in the workspace; deploy reads it for everything else. */
export const CATALOGUE_FILE = join('deploy', 'remotes.json');

/** 'feed-chat' or 'feed_chat' → the names a remote goes by in each place. */
export function remoteNames(input: string, title?: string): RemoteNames {
  const name = input.trim().toLowerCase().replace(/-/g, '_');
  if (!/^[a-z][a-z0-9_]*$/.test(name))
    throw new Error(`"${input}" is not a remote name (letters, digits, - or _)`);
  const dashed = name.replace(/_/g, '-');
  const words = name.replace(/_/g, ' ');
  return {
    name,
    folder: `mfe-${dashed}`,
    packageName: `@coachforge/mfe-${dashed}`,
    title: title ?? words.charAt(0).toUpperCase() + words.slice(1),
  };
}

/** The path segments before the first parameter: '/coach/programs/:plan_id/edit' → ['coach', 'programs']. */
const staticSegments = (path: string) => {
  const segments: string[] = [];
  for (const segment of path.split('/').filter(Boolean)) {
    if (/[:{*]/.test(segment)) break;
    segments.push(segment);
  }
  return segments;
};

/**
 * The path prefixes a remote owns in the runtime manifest: for each of its routes the shortest prefix
 * (at least two segments when there are two) that no other owner's route starts with, so the shell
 * never mounts two remotes on one page ('/p/' for '/p/:plan_id' beside '/profile'). A route that is a
 * bare prefix of other owners' pages ('/coach') cannot be told apart by a prefix: it is reported in
 * `unclaimed` and left to the shell. Prefixes inside another prefix are left out.
 */
export function prefixesOf(owner: RouteOwner): { activeWhen: string[]; unclaimed: string[] } {
  const others = Object.values(namedRoutes)
    .filter((route) => route.owner !== owner)
    .map((route) => route.path);
  const free = (prefix: string) => !others.some((path) => path.startsWith(prefix));
  const prefixes = new Set<string>();
  const unclaimed: string[] = [];
  for (const route of routesOwnedBy(owner)) {
    const path = namedRoutes[route].path;
    const segments = staticSegments(path);
    const candidates = [];
    for (let length = Math.min(2, segments.length); length <= segments.length; length++)
      candidates.push(`/${segments.slice(0, length).join('/')}`);
    // A route with parameters after its static part also owns everything below it.
    if (segments.length < path.split('/').filter(Boolean).length) candidates.push(`/${segments.join('/')}/`);
    const prefix = candidates.find(free);
    if (prefix) prefixes.add(prefix);
    else unclaimed.push(path);
  }
  const sorted = [...prefixes].sort();
  return {
    activeWhen: sorted.filter(
      (prefix) => !sorted.some((other) => other !== prefix && prefix.startsWith(other)),
    ),
    unclaimed,
  };
}

export const activeWhenOf = (owner: RouteOwner) => prefixesOf(owner).activeWhen;

const readJson = <T>(path: string) => JSON.parse(readFileSync(path, 'utf8')) as T;

export interface GeneratedRemote {
  folder: string;
  entry: RemoteEntry;
  files: string[];
  /** Routes of the remote no path prefix can claim without taking another owner's pages. */
  unclaimed: string[];
}

/**
 * Scaffolds `mfe-<name>` in `root` on the remote kit and adds it to the runtime manifest's catalogue
 * (deploy/remotes.json), which the web server, the release tooling and the stack read; the workspace
 * (`mfe-*`) and `pnpm build` pick the folder up by its name. The routes' owner must exist in the
 * contracts with at least one named route: the remote shows them.
 */
export function generateRemote(
  root: string,
  input: string,
  options: { title?: string } = {},
): GeneratedRemote {
  const names = remoteNames(input, options.title);
  const owner = names.name as RouteOwner;
  const routes = routesOwnedBy(owner);
  if (routes.length === 0)
    throw new Error(
      `The contracts give no named routes to "${names.name}": add its routes table (shared-contracts/src/routes) and its RouteOwner first`,
    );
  const folder = join(root, names.folder);
  if (existsSync(folder)) throw new Error(`${names.folder} exists already`);

  const files = remoteFiles(names);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), content);
  }

  const contractsVersion = readJson<{ version: string }>(
    join(root, 'shared-contracts', 'package.json'),
  ).version;
  const { activeWhen, unclaimed } = prefixesOf(owner);
  if (activeWhen.length === 0)
    throw new Error(`No path prefix of "${names.name}" is free of other owners' routes`);
  const entry: RemoteEntry = {
    name: names.name,
    title: names.title,
    manifest: `/remotes/${names.name}/mf-manifest.json`,
    version: '0.1.0',
    activeWhen,
    contracts: `^${contractsVersion}`,
  };
  const cataloguePath = join(root, CATALOGUE_FILE);
  const catalogue = readJson<{ remotes: RemoteEntry[] }>(cataloguePath);
  if (catalogue.remotes.some((remote) => remote.name === names.name))
    throw new Error(`deploy/remotes.json has a remote "${names.name}" already`);
  catalogue.remotes.push(entry);
  writeFileSync(cataloguePath, `${JSON.stringify(catalogue, null, 2)}\n`);
  return { folder, entry, files: Object.keys(files), unclaimed };
}
