import { randomUUID } from 'node:crypto';
import { Client, type Pool } from 'pg';
import type { OtherInstances, WrittenTables } from './table-writes';

/** PostgreSQL's NOTIFY channel the API instances of one database tell each other their writes on. */
const CHANNEL = 'coachforge_table_writes';
/** NOTIFY's payload is at most 8,000 bytes: a longer list of tables is sent as "everything". */
const MAX_PAYLOAD = 7000;
const RECONNECT_MS = 1000;

/**
 * Tables written, told to and heard from the other API instances on one PostgreSQL server (decision 0260),
 * with LISTEN/NOTIFY: a notification reaches the listeners once the write has committed. `schema` keeps
 * one test run's writes from another's, and each instance skips its own.
 */
export function postgresWriteChannel(pool: Pool, connectionString: string, schema = ''): OtherInstances {
  const instance = randomUUID();
  return {
    async publish(tables) {
      const list = tables === 'everything' ? '*' : [...tables].join(',');
      const payload = `${instance} ${schema} ${list.length > MAX_PAYLOAD ? '*' : list}`;
      // A server that cannot take the notification did not take the write either.
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]).catch(() => undefined);
    },
    listen(writes) {
      let client: Client | null = null;
      let retry: NodeJS.Timeout | undefined;
      let stopped = false;
      // An error and an end may both come for one connection; only the current one's first counts.
      const drop = (dropped: Client) => {
        if (client !== dropped) return;
        client = null;
        writes.setHearing(false);
        void dropped.end().catch(() => undefined);
        if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
      };
      const connect = async () => {
        if (stopped) return;
        const next = new Client({ connectionString, connectionTimeoutMillis: 5_000 });
        client = next;
        next.on('error', () => drop(next));
        next.on('end', () => drop(next));
        next.on('notification', ({ payload = '' }) => {
          const [from, inSchema, list] = payload.split(' ');
          if (from === instance || inSchema !== schema || list === undefined) return;
          writes.heard(list === '*' ? 'everything' : (new Set(list.split(',')) as WrittenTables));
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${CHANNEL}`);
          if (client === next && !stopped) writes.setHearing(true);
        } catch {
          drop(next);
        }
      };
      void connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        const last = client;
        client = null;
        writes.setHearing(false);
        await last?.end().catch(() => undefined);
      };
    },
  };
}
