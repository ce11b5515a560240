import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { REMOTE_APP_MODULE, type RemoteEntry } from '@coachforge/contracts';
import { inlineJson } from './inline-json';
import { readJsonFile } from './read-json-file';
import { remoteWorkspaceDir } from './paths';

/**
 * The first HTML asks for the files of the remote that serves its URL (decision 0246): the browser fetches
 * them beside the shell's own instead of one after the other once the shell has run (its runtime manifest,
 * then the remote's mf-manifest.json, then its entry, then what the entry needs). Read from the release
 * live now, so a promotion or a rollback changes them on the next page load.
 */
export interface Preload {
  href: string;
  /**
   * `fetch` for the mf-manifest.json the federation runtime reads with fetch() and for an API answer;
   * `script` for the rest; `session` for the session's resumption, which the shell sends as it starts
   * (session-cookie.ts).
   */
  as: 'script' | 'fetch' | 'session';
  /**
   * What a `fetch` would answer, when the server has it at hand: the shell answers the fetch with it and
   * the browser never asks (one request fewer on the first page, decision 0246; a public page's program
   * or storefront, decision 0252).
   */
  answer?: unknown;
  /** The headers of a `session` request. */
  headers?: Record<string, string>;
}

/** What the web servers need to know to preload a remote. */
export interface RemotePreloadsOptions {
  /** The shell's build: its mf-manifest.json says which shared packages it provides itself. */
  shellRoot: string;
  /** The runtime manifest's remotes as they are live now. */
  liveRemotes: () => RemoteEntry[];
  /** The folder on disk a URL folder of remote files is served from, or null when it is not served here. */
  folderOf: (urlFolder: string) => string | null;
}

/** The parts of a build's mf-manifest.json read here. */
interface MfManifest {
  metaData: { remoteEntry: { name: string; path: string }; buildInfo?: { contractsVersion?: string } };
  shared: { name: string; version?: string; assets: { js: { sync: string[] } } }[];
}

/** mf-startup.json, written beside mf-manifest.json by every remote build (@coachforge/build). */
interface StartupFiles {
  exposes: Record<string, { js: string[]; shared: string[] }>;
}

const MAJOR = /^[\^~>=v\s]*(\d+)\./;

/**
 * Where the web servers find remote files on disk: a workspace build under /remotes/<name>/, a release
 * under /releases/ (deploy/src/releases). Remotes withheld are not served, so nothing of theirs is asked for.
 */
export function remoteFilesFolders({
  releasesDir,
  withheld = [],
}: {
  releasesDir: string;
  withheld?: string[];
}): (urlFolder: string) => string | null {
  const within = (root: string, rest: string) => {
    const folder = resolve(root, rest);
    return folder === resolve(root) || folder.startsWith(resolve(root) + sep) ? folder : null;
  };
  return (urlFolder) => {
    const workspace = /^\/remotes\/([a-z][a-z0-9_]*)\/(.*)$/.exec(urlFolder);
    if (workspace) {
      const [, name, rest] = workspace;
      return withheld.includes(name!) ? null : within(join(remoteWorkspaceDir(name!), 'dist'), rest!);
    }
    if (urlFolder.startsWith('/releases/')) return within(releasesDir, urlFolder.slice('/releases/'.length));
    return null;
  };
}

/** The remote the shell runs for a path: the first whose prefixes hold it, as its activeWhen decides. */
export const remoteServing = (remotes: RemoteEntry[], pathname: string) =>
  remotes.find((remote) => remote.activeWhen.some((prefix) => pathname.startsWith(prefix)));

/**
 * The files a cold load of `pathname` will fetch from its remote, in the order the shell asks for them:
 * its mf-manifest.json, its entry, the chunks of its `./app`, and the shared libraries that module takes
 * from the page which the shell does not provide (the remote's own copies of the shell's libraries are
 * never fetched: the shell's serve the page). None when no remote serves the path, its build lacks
 * mf-startup.json, or the shell would refuse it for another major of the contracts (contracts-guard.ts).
 */
export function createRemotePreloads({ shellRoot, liveRemotes, folderOf }: RemotePreloadsOptions) {
  // The shell's build does not change while a server runs: read once (again only while it is missing).
  let shell: MfManifest | null = null;
  // `remotes`: the live ones when the caller has already read them (the page's runtime manifest).
  return (pathname: string, remotes: RemoteEntry[] = liveRemotes()): Preload[] => {
    const remote = remoteServing(remotes, pathname);
    if (!remote || !remote.manifest.startsWith('/')) return [];
    const urlFolder = remote.manifest.slice(0, remote.manifest.lastIndexOf('/') + 1);
    const folder = folderOf(urlFolder);
    if (!folder || !existsSync(folder)) return [];
    const manifest = readJsonFile<MfManifest>(join(folder, 'mf-manifest.json'));
    const startup = readJsonFile<StartupFiles>(join(folder, 'mf-startup.json'))?.exposes[REMOTE_APP_MODULE];
    shell ??= readJsonFile<MfManifest>(join(shellRoot, 'mf-manifest.json'));
    if (!manifest || !startup || !shell) return [];

    const shellContracts = shell.shared.find((shared) => shared.name === '@coachforge/contracts')?.version;
    const builtAgainst = manifest.metaData.buildInfo?.contractsVersion ?? remote.contracts;
    if (!shellContracts || MAJOR.exec(builtAgainst)?.[1] !== MAJOR.exec(shellContracts)?.[1]) return [];

    const fromShell = new Set(shell.shared.map((shared) => shared.name));
    const ownLibraries = startup.shared
      .filter((key) => !fromShell.has(key))
      .flatMap((key) => manifest.shared.find((shared) => shared.name === key)?.assets.js.sync ?? []);
    const { remoteEntry } = manifest.metaData;
    const scripts = [`${remoteEntry.path}${remoteEntry.name}`, ...startup.js, ...ownLibraries];
    return [
      { href: remote.manifest, as: 'fetch', answer: manifest },
      ...[...new Set(scripts)].map((file): Preload => ({ href: `${urlFolder}${file}`, as: 'script' })),
    ];
  };
}

/** The id of the JSON the shell reads its preloads from (shell/src/app/preload-remote-files.ts). */
export const REMOTE_PRELOADS_ID = 'cf-preloads';

/**
 * The page with the remote's files named at the end of its head, as data the shell turns into preloads
 * the moment it runs. Not as <link rel="preload"> tags: the browser would fetch them during the first
 * paint, beside the shell's entry, and the page's first paint came later for it (decision 0246).
 */
export function withPreloads(html: string, preloads: Preload[]): string {
  if (preloads.length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const data = `<script type="application/json" id="${REMOTE_PRELOADS_ID}">${inlineJson(preloads)}</script>`;
  return `${html.slice(0, headEnd)}${data}${html.slice(headEnd)}`;
}
