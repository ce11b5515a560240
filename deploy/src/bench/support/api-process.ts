import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_VERSION } from '@coachforge/contracts';
import { waitForApi } from '../../platform';
import { apiProcessArguments } from '../../paths';

/** The first-party web client's defaults (api/src/config.ts), as the shell sends them. */
export const WEB_CLIENT = { client_id: 'coachforge-web', client_secret: 'coachforge-web-first-party' };
/** The benchmarks' API ports: this one (uploads), the next (throughput), the one after (realtime). */
export const BENCH_API_PORT = Number(process.env.BENCH_API_PORT ?? 4283);
export const BENCH_ADMIN_TOKEN = 'bench-operator-token-0123456789';

/** Resident memory of a process, from /proc (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export interface ApiUnderTest {
  origin: string;
  pid: number;
  /** A JSON call to the API; throws on a status that is not 2xx. */
  call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/**
 * One API process as production runs it (its own process, the built-in job queue and cable server), on
 * a fresh embedded database, or on the PostgreSQL server `databaseUrl` names. The benchmarks raise the
 * per-identity limits that protect the service from one client: here one client is the load.
 */
export async function startApi(options: {
  port: number;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
}): Promise<ApiUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coachforge-bench-api-'));
  const api: ChildProcess = spawn(
    process.execPath,
    apiProcessArguments({ DATABASE_URL: options.databaseUrl }),
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        API_PORT: String(options.port),
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
        REQUESTS_PER_MINUTE: '100000000',
        SIGN_UPS_PER_HOUR: '100000',
        SIGN_IN_ADDRESS_ATTEMPTS: '100000',
        ...options.env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.port}`;
  await Promise.race([
    waitForApi(origin),
    exited.then(() => {
      throw new Error('The API stopped while starting');
    }),
  ]);
  return {
    origin,
    pid: api.pid!,
    async call<T>(method: string, path: string, token: string | null, body?: unknown) {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers: {
          'API-Version': API_VERSION,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    async stop() {
      api.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A coach signed up through the API: the access token. */
export async function signUpCoach(api: ApiUnderTest, name: string): Promise<string> {
  const session = await api.call<{ access_token: string }>('POST', '/api/users/sign_up', null, {
    first_name: 'Bench',
    last_name: name,
    email: `bench.${name}.${Date.now()}@example.com`,
    password: 'bench-password',
    password_confirmation: 'bench-password',
    terms: true,
    role: 'coach',
    ...WEB_CLIENT,
  });
  return session.access_token;
}

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/coachforge_bench';

/** A fresh database on the PostgreSQL server for one run, or null when no server answers. */
export function freshPostgresDatabase(): string | null {
  const url = new URL(POSTGRES_URL);
  const name = url.pathname.slice(1);
  const admin = new URL(POSTGRES_URL);
  admin.pathname = '/postgres';
  const psql = (sql: string) =>
    spawnSync('psql', [admin.href, '-tAc', sql], { encoding: 'utf8' }).status === 0;
  if (!psql('SELECT 1')) return null;
  if (!psql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)) return null;
  if (!psql(`CREATE DATABASE "${name}"`)) return null;
  return POSTGRES_URL;
}

/**
 * Resident memory once start-up work has let go of what it held (migrations, the first job polls, the
 * garbage collector's first passes): sampled each second until two samples are within 2 MB (at most 30 s).
 */
export async function settledRss(pid: number): Promise<number> {
  let previous = rssOf(pid);
  for (let second = 0; second < 30; second += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const current = rssOf(pid);
    if (Math.abs(current - previous) < 2 * 1024 * 1024) return current;
    previous = current;
  }
  return previous;
}
