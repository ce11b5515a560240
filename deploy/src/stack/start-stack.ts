import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '@coachforge/api';
import { waitForApi } from '../platform';
import {
  apiProcessArguments,
  readCatalogue,
  releasesDirFrom,
  remoteWorkspaceDir,
  WORKSPACE_ROOT,
} from '../paths';
import { liveManifestPath, readLiveManifest, writeJsonAtomically } from '../releases';
import { MONOLITH_DIR } from '../bench/monolith/monolith-build';
import { nginxConfig, workerUserFor } from './nginx-config';
import { isRunning, readStackState, STACK_DIR, writeStackState, type StackState } from './stack-state';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

function detached(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const log = openSync(join(STACK_DIR, 'logs', `${name}.log`), 'a');
  const child = spawn(command, args, {
    cwd: join(WORKSPACE_ROOT, 'deploy'),
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  if (!child.pid) throw new Error(`${name} did not start`);
  return { name, pid: child.pid };
}

function ensureDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const psql = (sql: string) => spawnSync('psql', [admin.href, '-tAc', sql], { encoding: 'utf8' });
  const found = psql(`SELECT 1 FROM pg_database WHERE datname = '${name.replace(/'/g, "''")}'`);
  if (found.status !== 0) throw new Error(`PostgreSQL did not answer at ${admin.host}: ${found.stderr}`);
  if (found.stdout.trim() !== '1') {
    const created = psql(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    if (created.status !== 0) throw new Error(`Could not create database ${name}: ${created.stderr}`);
  }
}

/**
 * The page server's socket in the stack's folder; in the temporary folder (named by nginx's port) when
 * that path is too long for a Unix socket (about 100 bytes).
 */
export function pageSocketPath(stackDir: string, port: number): string {
  const inStack = join(stackDir, 'pages.sock');
  return Buffer.byteLength(inStack) < 100 ? inStack : join(tmpdir(), `coachforge-stack-${port}-pages.sock`);
}

async function waitFor(ready: () => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`${what} did not start within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function waitForUrl(url: string, what: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url} within 30 s`);
}

/**
 * `pnpm --filter @coachforge/deploy stack:start`: the built shell and remotes served by nginx, two API
 * instances behind it on PostgreSQL and Redis. Starts everything in the background and returns;
 * `stack:stop` ends it.
 */
export async function startStack(env: NodeJS.ProcessEnv = process.env): Promise<StackState> {
  const running = readStackState();
  if (running?.processes.some(({ pid }) => isRunning(pid)))
    throw new Error(`The stack is already running at ${running.url}; stop it with stack:stop`);

  const port = Number(env.STACK_PORT ?? 8520);
  const apiPorts = (env.STACK_API_PORTS ?? '4521,4522').split(',').map(Number);
  const databaseUrl = env.STACK_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/coachforge_stack';
  const redisUrl = env.STACK_REDIS_URL ?? 'redis://127.0.0.1:6379/0';
  const releasesDir = releasesDirFrom(env);
  const shellDir = join(WORKSPACE_ROOT, 'shell', 'dist');
  const catalogue = readCatalogue();
  const workspaceRemotes = Object.fromEntries(
    catalogue.remotes.map((remote) => [remote.name, join(remoteWorkspaceDir(remote.name), 'dist')]),
  );
  for (const dir of [shellDir, ...Object.values(workspaceRemotes)])
    if (!existsSync(dir)) throw new Error(`${dir} is missing: run pnpm build first`);

  for (const dir of ['logs', 'nginx/logs', 'nginx/temp'])
    mkdirSync(join(STACK_DIR, dir), { recursive: true });
  mkdirSync(releasesDir, { recursive: true });
  ensureDatabase(databaseUrl);

  // Production mode like a real deployment: no mail outbox, no demo logins (startup-posture.ts in the API).
  const apiEnv = {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
  };
  // Browsers read the live manifest file itself through nginx, so it carries the web client too.
  const live = readLiveManifest(releasesDir, catalogue);
  writeJsonAtomically(liveManifestPath(releasesDir), { ...live, webClient: readConfig(apiEnv).webClient });

  const processes: StackState['processes'] = [];
  const state = (): StackState => ({ url: `http://localhost:${port}`, processes });
  try {
    // One after the other: the first applies the migrations, the others find them applied.
    for (const [index, apiPort] of apiPorts.entries()) {
      processes.push(
        detached(`api-${index + 1}`, process.execPath, apiProcessArguments(apiEnv), {
          ...apiEnv,
          API_PORT: String(apiPort),
          // One data folder for every instance: uploads, avatars and the signing secret are shared,
          // as a bucket and a secret manager share them in a cluster; any instance serves any file.
          DATA_DIR: join(STACK_DIR, 'api-shared'),
        }),
      );
      writeStackState(state());
      await waitForApi(`http://127.0.0.1:${apiPort}`);
    }

    // The pages, themed by the address they are asked on (decision 0216); they reach the API through nginx.
    const pageSocket = pageSocketPath(STACK_DIR, port);
    rmSync(pageSocket, { force: true });
    processes.push(
      detached(
        'pages',
        process.execPath,
        ['--import', 'tsx', join(WORKSPACE_ROOT, 'deploy', 'src', 'stack', 'page-server.ts')],
        {
          ...env,
          NODE_ENV: 'production',
          STACK_PAGE_SOCKET: pageSocket,
          STACK_API_ORIGIN: `http://127.0.0.1:${port}`,
          PLATFORM_DOMAIN: readConfig(apiEnv).whiteLabel.platformDomain,
        },
      ),
    );
    writeStackState(state());

    const prefix = join(STACK_DIR, 'nginx');
    const configFile = join(prefix, 'nginx.conf');
    writeFileSync(
      configFile,
      nginxConfig({
        prefix,
        port,
        apiUpstreams: apiPorts.map((apiPort) => `127.0.0.1:${apiPort}`),
        shellDir,
        releasesDir,
        workspaceRemotes,
        pageSocket,
        monolith: { port: port + 1, dir: MONOLITH_DIR },
        workerUser: workerUserFor(process.getuid?.()),
      }),
    );
    const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
    processes.push(detached('nginx', NGINX, ['-p', prefix, '-c', configFile, '-g', 'daemon off;'], env));
    writeStackState(state());
    await waitForUrl(`http://127.0.0.1:${port}/remotes.json`, 'nginx');
    await waitFor(() => existsSync(pageSocket), `the page server (${pageSocket})`);
    return state();
  } catch (error) {
    for (const { pid } of processes) if (isRunning(pid)) process.kill(pid, 'SIGTERM');
    throw error;
  }
}

if (require.main === module)
  startStack()
    .then((state) => {
      console.log(
        `\nCoachforge (production-like: nginx, 2 API instances, PostgreSQL, Redis) is running at ${state.url}\n`,
      );
      console.log('It runs in production mode: no demo logins and no mail outbox; sign up to try it.');
      console.log(
        `\nLogs in ${join(STACK_DIR, 'logs')}. Stop with: pnpm --filter @coachforge/deploy stack:stop\n`,
      );
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
