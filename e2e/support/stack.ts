import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, WORKSPACE_ROOT } from './own-platform';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export interface TestStack {
  /** nginx: the pages, /api and /cable, spread over the instances. */
  url: string;
  /** Each API instance on its own, so a step can go to a chosen one. */
  apiOrigins: string[];
  stop(): Promise<void>;
}

/** What the stack needs on this machine; null when all is there. */
function missing(): string | null {
  if (!existsSync(NGINX)) return `nginx (${NGINX})`;
  if (spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432']).status !== 0)
    return 'PostgreSQL on 127.0.0.1:5432';
  if (
    spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'ping'], { encoding: 'utf8' }).stdout?.trim() !==
    'PONG'
  )
    return 'Redis on 127.0.0.1:6379';
  return null;
}

/**
 * Why the stack specs cannot run here, or null. `pnpm test` (e2e/ensure-stack.sh) installs nginx and CI
 * starts PostgreSQL and Redis; with E2E_STACK=required (CI) a missing piece fails the run instead of
 * skipping it.
 */
export function stackUnavailable(): string | null {
  const lacking = missing();
  if (lacking && process.env.E2E_STACK === 'required')
    throw new Error(`E2E_STACK=required but ${lacking} is not available`);
  return lacking ? `the production-like stack needs ${lacking}` : null;
}

const deploy = (command: 'stack:start' | 'stack:stop', env: NodeJS.ProcessEnv) => {
  const result = spawnSync('pnpm', ['--silent', '--filter', '@coachforge/deploy', command], {
    cwd: WORKSPACE_ROOT,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}\n${result.stderr}`);
};

/**
 * The production-like stack of `pnpm stack:start` (nginx, two API instances on PostgreSQL and Redis) on
 * ports, a folder, a database and a Redis database of this run's own, so it meets neither the e2e platform
 * nor a stack a developer has running (decision 0195). Needs the built shell and remotes, as e2e does.
 */
export async function startTestStack(): Promise<TestStack> {
  // nginx's port and the next one (the bench page's) must both be free.
  let port = await freePort();
  while (!(await portFree(port + 1))) port = await freePort();
  const apiPorts = [await freePort(), await freePort()];
  const run = `e2e_${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STACK_DIR: join(WORKSPACE_ROOT, '.data', `stack-${run}`),
    STACK_PORT: String(port),
    STACK_API_PORTS: apiPorts.join(','),
    STACK_DATABASE_URL: `postgres://root@127.0.0.1:5432/coachforge_stack_${run}`,
    // Databases 1 to 15 (0 is the developer's stack's): a channel and counters of the run's own.
    STACK_REDIS_URL: `redis://127.0.0.1:6379/${1 + (port % 15)}`,
  };
  try {
    deploy('stack:start', env);
  } catch (error) {
    deploy('stack:stop', env);
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    apiOrigins: apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`),
    async stop() {
      deploy('stack:stop', env);
      spawnSync('psql', [
        'postgres://root@127.0.0.1:5432/postgres',
        '-tAc',
        `DROP DATABASE IF EXISTS coachforge_stack_${run}`,
      ]);
      spawnSync('rm', ['-rf', env.STACK_DIR!]);
    },
  };
}

async function portFree(port: number): Promise<boolean> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
