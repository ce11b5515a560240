import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from '../paths';

/**
 * The workspace packages other teams build against; published in this order (ui depends on contracts, the kit on both).
 * The build tooling is plain CommonJS and is published as it is; the others are compiled first.
 */
export const PUBLISHED_PACKAGES = [
  'shared-contracts',
  'shared-ui',
  'shared-remote-kit',
  'deploy/build',
] as const;

/**
 * Declarations a package's sources need to compile that live in another package: the kit renders the
 * UI kit's components, whose theme type styled-components learns from the UI kit's styled.d.ts.
 */
const EXTRA_DECLARATIONS: Record<string, string[]> = {
  'shared-remote-kit': ['shared-ui/src/theme/styled.d.ts'],
};

/** Packages whose src/testing is part of what they publish (the remote kit's test double). */
const PUBLISHES_TESTING = new Set<string>(['shared-remote-kit']);

/** Published as written: no TypeScript to compile. */
const PUBLISHED_AS_WRITTEN = new Set<string>(['deploy/build']);

interface PackageJson {
  name: string;
  version: string;
  main?: string;
  types?: string;
  files?: string[];
  publishConfig?: Record<string, string>;
  scripts?: Record<string, string>;
  devDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readPackage = (folder: string) =>
  JSON.parse(readFileSync(join(WORKSPACE_ROOT, folder, 'package.json'), 'utf8')) as PackageJson;

/** workspace: ranges mean "this workspace's version"; outside the workspace that is ^<version>. */
function resolveWorkspaceRanges(ranges: Record<string, string> | undefined, versions: Map<string, string>) {
  if (!ranges) return ranges;
  return Object.fromEntries(
    Object.entries(ranges).map(([name, range]) => [
      name,
      range.startsWith('workspace:') ? `^${versions.get(name) ?? range.slice('workspace:^'.length)}` : range,
    ]),
  );
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * fetch, once more when the registry had closed the idle keep-alive connection fetch tried to reuse
 * (a package's compile and `npm publish` outlast the registry's keep-alive time).
 */
async function registryFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== 'UND_ERR_SOCKET') throw error;
    return fetch(url, init);
  }
}

/**
 * A user for publishing on our own registry (htpasswd in .data/): created on first use, signed in after
 * that, as `npm login` does; verdaccio hands back a token either way.
 */
async function publishToken(registry: string): Promise<string> {
  const name = 'coachforge-publisher';
  const password = 'local-registry-only';
  const response = await registryFetch(`${registry}/-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${name}:${password}`).toString('base64')}`,
    },
    body: JSON.stringify({ name, password }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!body.token) throw new Error(`The registry refused the publisher: ${body.error ?? response.status}`);
  return body.token;
}

async function isPublished(registry: string, name: string, version: string) {
  const response = await registryFetch(`${registry}/${name.replace('/', '%2f')}`);
  if (!response.ok) return false;
  const body = (await response.json()) as { versions?: Record<string, unknown> };
  return Boolean(body.versions?.[version]);
}

/** Copies a package's sources and CHANGELOG into `stage` and compiles them to dist/ (CommonJS + declarations). */
function compileForPublishing(folder: string, stage: string) {
  cpSync(join(WORKSPACE_ROOT, folder, 'src'), join(stage, 'src'), { recursive: true });
  if (existsSync(join(WORKSPACE_ROOT, folder, 'CHANGELOG.md')))
    cpSync(join(WORKSPACE_ROOT, folder, 'CHANGELOG.md'), join(stage, 'CHANGELOG.md'));
  writeFileSync(
    join(stage, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2020',
        module: 'commonjs',
        moduleResolution: 'node10',
        jsx: 'react-jsx',
        strict: true,
        esModuleInterop: true,
        skipLibCheck: true,
        declaration: true,
        outDir: 'dist',
        rootDir: 'src',
        types: [],
        // Types of the peer packages come from the workspace's own install.
        typeRoots: [join(WORKSPACE_ROOT, folder, 'node_modules', '@types')],
        baseUrl: '.',
        paths: { '*': [join(WORKSPACE_ROOT, folder, 'node_modules', '*')] },
      },
      include: ['src'],
      ...(EXTRA_DECLARATIONS[folder]
        ? { files: EXTRA_DECLARATIONS[folder].map((file) => join(WORKSPACE_ROOT, file)) }
        : {}),
      exclude: [
        'src/**/*.test.ts',
        'src/**/*.test.tsx',
        ...(PUBLISHES_TESTING.has(folder) ? [] : ['src/testing']),
      ],
    }),
  );
  run(join(WORKSPACE_ROOT, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], stage);
}

/**
 * Compiles each shared package to dist/ with tsc (CommonJS + declarations) in a staging copy, applies
 * its publishConfig, turns workspace: ranges into semver ranges, and publishes it unless that version
 * is already there (a published version never changes).
 */
export async function publishPackages(registry: string, stagingRoot: string): Promise<string[]> {
  const versions = new Map(
    PUBLISHED_PACKAGES.map((folder) => [readPackage(folder).name, readPackage(folder).version]),
  );
  let token: string | undefined;
  const host = new URL(registry).host;
  const report: string[] = [];
  for (const folder of PUBLISHED_PACKAGES) {
    const source = readPackage(folder);
    if (await isPublished(registry, source.name, source.version)) {
      report.push(`${source.name}@${source.version} already published`);
      continue;
    }
    token ??= await publishToken(registry);
    const stage = join(stagingRoot, folder);
    rmSync(stage, { recursive: true, force: true });
    mkdirSync(stage, { recursive: true });
    if (PUBLISHED_AS_WRITTEN.has(folder)) {
      // npm packs what package.json `files` names; copy the folder without its installed packages.
      cpSync(join(WORKSPACE_ROOT, folder), stage, {
        recursive: true,
        filter: (path) => !path.includes('node_modules'),
      });
    } else {
      compileForPublishing(folder, stage);
    }
    const published: PackageJson = {
      ...source,
      ...source.publishConfig,
      dependencies: resolveWorkspaceRanges(source.dependencies, versions),
      peerDependencies: resolveWorkspaceRanges(source.peerDependencies, versions),
    };
    delete published.publishConfig;
    delete published.devDependencies;
    delete published.scripts;
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
    writeFileSync(join(stage, '.npmrc'), `registry=${registry}/\n//${host}/:_authToken=${token}\n`);
    run('npm', ['publish', '--registry', `${registry}/`, '--userconfig', join(stage, '.npmrc')], stage);
    report.push(`${source.name}@${source.version} published`);
  }
  return report;
}
