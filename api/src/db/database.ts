import { PGlite } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';

/** What the API's repositories need from PostgreSQL, whichever server runs it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs several statements at once (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

/**
 * The embedded database serves one small installation from inside the API's process: PostgreSQL's default
 * 128 MB of shared buffers lives in the WebAssembly memory, which never shrinks, and was most of the idle
 * API's memory (`pnpm bench api`). Its files are read through the machine's page cache all the same.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = new PGlite(dataDir, { postgresqlconf: EMBEDDED_SETTINGS });
  await pg.waitReady;
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pg.query<Row>(sql, params)).rows;
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(work) {
      return pg.transaction((tx) =>
        work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await tx.query<Row>(sql, params)).rows;
          },
        }),
      );
    },
    close: () => pg.close(),
  };
}

/** A PostgreSQL server. `schema` isolates one test run's tables from another's. */
export async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
  const pool = new Pool({
    connectionString,
    max: 10,
    // A server that is down or unreachable fails a request within seconds instead of holding it.
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server closed (a restart) is dropped from the pool; without a listener the
  // error would end the process. The next query opens a fresh connection.
  pool.on('error', () => undefined);
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsafe schema name ${schema}`);
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  }
  const onClient = (client: PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as Row[];
    },
  });
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await work(onClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // On a dead connection ROLLBACK fails too; the caller hears the first error, and the connection
        // is destroyed rather than returned to the pool.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
