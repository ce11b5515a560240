import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { Pool, type PoolClient } from 'pg';
import {
  createPreparedStatements,
  MAX_PREPARED_STATEMENTS,
  type PendingStatement,
} from './pglite-statements';
import { createTableWrites, type TableWrites } from './table-writes';
import { postgresWriteChannel } from './write-channel';

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
  /** Which tables were written when (decision 0260): what the answer cache trusts an answer by. */
  readonly tables: TableWrites;
}

type Connection = Omit<Database, 'tables'>;

/**
 * Every statement of `db` noted in `tables`: what the running request read, and every write once it is
 * over. A transaction's writes count once it has committed or rolled back.
 */
function noteTableWrites(db: Connection, tables: TableWrites): Database {
  return {
    kind: db.kind,
    tables,
    async query<Row>(sql: string, params?: unknown[]) {
      const writes = tables.noteStatement(sql);
      if (!writes) return db.query<Row>(sql, params);
      try {
        return await db.query<Row>(sql, params);
      } finally {
        await tables.wrote(writes);
      }
    },
    async exec(sql) {
      try {
        await db.exec(sql);
      } finally {
        await tables.wrote('everything');
      }
    },
    async transaction(work) {
      const written = new Set<string>();
      let everything = false;
      try {
        return await db.transaction((tx) =>
          work({
            query<Row>(sql: string, params?: unknown[]) {
              const writes = tables.noteStatement(sql);
              if (writes === 'everything') everything = true;
              else for (const table of writes ?? []) written.add(table);
              return tx.query<Row>(sql, params);
            },
          }),
        );
      } finally {
        if (everything) await tables.wrote('everything');
        else if (written.size > 0) await tables.wrote(written);
      }
    },
    close: () => db.close(),
  };
}

/**
 * The embedded database serves one small installation from inside the API's process: PostgreSQL's default
 * 128 MB of shared buffers lives in the WebAssembly memory, which never shrinks, and was most of the idle
 * API's memory (`pnpm bench api`). Its files are read through the machine's page cache all the same.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler only: the optimising compiler's machine code
 * for PostgreSQL was about 100 MB of the idle API, for 10 to 15% more time per query (decision 0249). A
 * setting of the process (the API's own), read when a module compiles: set before the first instance.
 */
const compileWebAssemblyWithTheBaselineCompiler = () => setFlagsFromString('--liftoff-only');

/**
 * At most this many statements in one message to the embedded database: enough to take what 100 waiting
 * requests ask at once, few enough that a transaction waiting for the locks is not held long.
 */
const MAX_BATCH = 32;

/** The embedded database, which can also give its files as one archive. */
export interface EmbeddedDatabase extends Database {
  /** Its files as an uncompressed tar archive, to open another database from (`openPglite`'s `image`). */
  image(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory (tests). `image` starts it from an
 * archive of another's files instead of an empty cluster: creating a cluster (PostgreSQL's initdb) takes
 * several seconds of WebAssembly, unpacking an archive a fraction of that.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<EmbeddedDatabase> {
  compileWebAssemblyWithTheBaselineCompiler();
  const pg = image
    ? new PGlite(dataDir ?? 'memory://', { postgresqlconf: EMBEDDED_SETTINGS, loadDataDir: image })
    : new PGlite(dataDir, { postgresqlconf: EMBEDDED_SETTINGS });
  await pg.waitReady;
  const statements = createPreparedStatements(pg);
  // Statements outside a transaction wait here for their turn, and go to PostgreSQL together (decision 0250).
  let waiting: PendingStatement[] = [];
  let draining = false;
  async function drain() {
    draining = true;
    try {
      while (waiting.length > 0) {
        // The locks PGlite's own `query` takes: no other query, and no transaction, meanwhile. The batch is
        // taken once they are held, so whatever was asked meanwhile goes with it.
        await pg._runExclusiveTransaction(() =>
          pg.runExclusive(() => {
            const batch = waiting.slice(0, MAX_BATCH);
            waiting = waiting.slice(batch.length);
            return statements.runBatch(batch);
          }),
        );
        // Back to the event loop between batches: without it, answers and the statements they lead to
        // chain as promises, and requests not yet read wait for the chain to end (p99 over 2 s at 100
        // connections on users/me, instead of under 1 s).
        await new Promise((resolve) => setImmediate(resolve));
      }
    } catch (error) {
      // The locks themselves failed (a closed database): nobody waiting is left without an answer.
      for (const entry of waiting.splice(0)) entry.reject(error);
    } finally {
      draining = false;
    }
  }
  // One process holds the embedded database: no other instance writes to it.
  const tables = createTableWrites();
  const database = noteTableWrites(
    {
      kind: 'pglite',
      async query<Row>(sql: string, params: unknown[] = []) {
        // A closed database answers as PGlite does; a statement past the prepared ones runs unprepared.
        if (pg.closed || !statements.serves(sql)) return (await pg.query<Row>(sql, params)).rows;
        const rows = new Promise<unknown[]>((resolve, reject) =>
          waiting.push({ sql, params, resolve, reject }),
        );
        if (!draining) void drain();
        return rows as Promise<Row[]>;
      },
      async exec(sql) {
        await pg.exec(sql);
      },
      transaction(work) {
        return pg.transaction((tx) =>
          work({
            async query<Row>(sql: string, params: unknown[] = []) {
              if (tx.closed) throw new Error('Transaction is closed');
              if (!statements.serves(sql)) return (await tx.query<Row>(sql, params)).rows;
              return pg.runExclusive(() => statements.run<Row>(sql, params, true));
            },
          }),
        );
      },
      close: () => pg.close(),
    },
    tables,
  );
  return { ...database, image: () => pg.dumpDataDir('none') };
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
  const names = statementNames();
  const onClient = (client: PoolClient): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await client.query({ name: names.of(sql), text: sql, values: params })).rows as Row[];
    },
  });
  const tables = createTableWrites(postgresWriteChannel(pool, connectionString, schema));
  return noteTableWrites(
    {
      kind: 'postgres',
      async query<Row>(sql: string, params: unknown[] = []) {
        try {
          return (await pool.query({ name: names.of(sql), text: sql, values: params })).rows as Row[];
        } catch (error) {
          // A migration changed the columns under a prepared statement: prepared anew on every connection.
          if (!names.renewedAfter(error, sql)) throw error;
          return (await pool.query({ name: names.of(sql), text: sql, values: params })).rows as Row[];
        }
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
      close: async () => {
        await tables.close();
        await pool.end();
      },
    },
    tables,
  );
}

/**
 * Each SQL text a name, so every connection of the pool parses and plans it once and then only binds and
 * executes it (decision 0234). Texts past MAX_PREPARED_STATEMENTS run unnamed, so a process never holds
 * prepared statements without bound.
 */
function statementNames() {
  const names = new Map<string, string>();
  let count = 0;
  const fresh = (sql: string) => {
    const name = `coachforge_${(count += 1)}`;
    names.set(sql, name);
    return name;
  };
  return {
    of: (sql: string): string | undefined =>
      names.get(sql) ?? (names.size < MAX_PREPARED_STATEMENTS ? fresh(sql) : undefined),
    /** "cached plan must not change result type": the text gets a new name, true when it had one. */
    renewedAfter(error: unknown, sql: string): boolean {
      if ((error as { code?: string } | null)?.code !== '0A000' || !names.has(sql)) return false;
      fresh(sql);
      return true;
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
