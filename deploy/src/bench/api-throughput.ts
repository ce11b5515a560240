import autocannon from 'autocannon';
import { API_VERSION, apiPath, endpoints } from '@coachforge/contracts';
import {
  BENCH_API_PORT,
  freshPostgresDatabase,
  mb,
  rssOf,
  settledRss,
  signUpCoach,
  startApi,
  WEB_CLIENT,
  type ApiUnderTest,
} from './support/api-process';
import type { BenchSection } from './support/report';

/**
 * What the API answers under load, beside its own ceiling: autocannon at CONNECTIONS connections against
 * the calls every page makes (users/me), the public program page's call and a page of notifications, and
 * against /api/health on the same server in the same run (same hooks, no database). Resident memory idle
 * and at the peak of the load. Once on the embedded database, once on the PostgreSQL server when one answers.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = BENCH_API_PORT + 1;
/** Clients who join the coach's program, so the coach's feed holds a full page of notifications. */
const CLIENTS = 25;

interface Load {
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

interface DatabaseRun {
  database: string;
  idleRss: number;
  peakRss: number;
  loads: Load[];
}

/** A coach with a published free program that CLIENTS clients joined: the calls' tokens and ids. */
async function seed(api: ApiUnderTest) {
  const coach = await signUpCoach(api, 'throughput');
  const program = await api.call<{ id: number }>('POST', '/api/coach/plans', coach, {
    plan_type: 'one_many',
    title: 'Strength base',
  });
  await api.call('PATCH', `/api/coach/plans/${program.id}/settings`, coach, {
    plan_pricing: 'free',
    description: '<p>Twelve weeks of barbell basics, three sessions a week.</p>',
  });
  await api.call('POST', `/api/coach/plans/${program.id}/publish`, coach);
  for (let index = 0; index < CLIENTS; index += 1) {
    const client = await api.call<{ access_token: string }>('POST', apiPath(endpoints.signUp), null, {
      first_name: 'Client',
      last_name: `Number${index}`,
      email: `bench.client.${index}.${Date.now()}@example.com`,
      password: 'bench-password',
      password_confirmation: 'bench-password',
      terms: true,
      role: 'user',
      ...WEB_CLIENT,
    });
    await api.call('POST', `/api/stripe/plan/${program.id}/buy`, client.access_token, {});
  }
  return { coach, planId: program.id };
}

async function load(api: ApiUnderTest, route: string, path: string, token: string | null): Promise<Load> {
  const result = await autocannon({
    url: `${api.origin}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: {
      'api-version': API_VERSION,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return {
    route,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function runOn(database: string, databaseUrl?: string): Promise<DatabaseRun> {
  const api = await startApi({ port: PORT, databaseUrl });
  try {
    // Idle: started, migrated, listening, nobody has called yet.
    const idleRss = await settledRss(api.pid);
    const { coach, planId } = await seed(api);
    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(api.pid))), 100);
    const loads: Load[] = [];
    try {
      loads.push(await load(api, 'GET health (ceiling)', apiPath(endpoints.health), null));
      loads.push(await load(api, 'GET users/me', apiPath(endpoints.me), coach));
      loads.push(await load(api, 'GET plans/:id/public', `/api/plans/${planId}/public`, null));
      loads.push(await load(api, 'GET notifications', apiPath(endpoints.notifications), coach));
    } finally {
      clearInterval(sampler);
    }
    return { database, idleRss, peakRss, loads };
  } finally {
    await api.stop();
  }
}

export async function benchApiThroughput(): Promise<BenchSection[]> {
  const runs = [await runOn('embedded (PGlite)')];
  const postgres = freshPostgresDatabase();
  if (postgres) runs.push(await runOn('PostgreSQL server', postgres));
  else console.log('No PostgreSQL server answered: the embedded figures stand alone.');

  const throughput: BenchSection = {
    title: `API throughput, ${CONNECTIONS} connections for ${SECONDS} s each, loopback (goal: ≥ 30% of the ceiling, p99 < 50 ms)`,
    columns: ['database', 'route', 'req/s', 'of ceiling', 'p50 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors'],
    rows: runs.flatMap((run) => {
      const ceiling = run.loads[0]!.requestsPerSecond;
      return run.loads.map((entry) => [
        run.database,
        entry.route,
        entry.requestsPerSecond,
        `${((entry.requestsPerSecond / ceiling) * 100).toFixed(1)}%`,
        entry.p50,
        entry.p99,
        entry.max,
        entry.non2xx,
        entry.errors,
      ]);
    }),
    figures: runs.map(({ database, loads }) => ({ database, loads })),
  };
  const memory: BenchSection = {
    title: 'API resident memory (goal: < 300 MB idle on the embedded database)',
    columns: ['database', 'idle MB', 'peak under load MB'],
    rows: runs.map((run) => [run.database, mb(run.idleRss), mb(run.peakRss)]),
    figures: runs.map(({ database, idleRss, peakRss }) => ({ database, idleRss, peakRss })),
  };
  return [throughput, memory];
}
