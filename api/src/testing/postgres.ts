import { Client } from 'pg';

/** The PostgreSQL server the machine runs; .ci/run starts it when it is missing. */
export const TEST_POSTGRES_URL =
  process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';

/** Whether the server answers, so tests that need a second process or a server outage can say they did not run. */
export async function postgresReachable(url = TEST_POSTGRES_URL): Promise<boolean> {
  const probe = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await probe.connect();
    await probe.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await probe.end().catch(() => undefined);
  }
}
