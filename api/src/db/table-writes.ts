import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which tables were written, and when, as a sequence number (decision 0260). A request that wants to keep
 * its answer notes the sequence before it reads and every table its statements name; the answer is still
 * what the database would say for as long as none of those tables has been written since. Writes are seen
 * where every statement passes (the `Database` of database.ts), so no module has to announce its changes,
 * and none can forget to.
 */
export interface TableWrites {
  /** A new reading, starting now; statements run inside `within(reading, …)` are noted in it. */
  startReading(): Reading;
  within<T>(reading: Reading, work: () => T): T;
  /** True while nothing the reading read has been written since it started, here or on another instance. */
  unchangedSince(reading: Reading): boolean;
  /** What the running request read stops being true at `moment` (a token's expiry). */
  expiresAt(moment: Date): void;
  /**
   * Learns the tables, which writes reach other tables (foreign keys that cascade) and which tables have
   * triggers. Readings are not trusted before it, nor while another instance's writes may go unheard.
   */
  learnSchema(db: SchemaReader): Promise<void>;
  readonly trusted: boolean;
  /** Called by the database around each statement: notes it in the running reading, if any. */
  noteStatement(sql: string): WrittenTables | null;
  /** Called by the database once a write is over (committed, rolled back or failed). */
  wrote(tables: WrittenTables): Promise<void>;
  /** Another instance wrote these tables (or, with `everything`, something unknown). */
  heard(tables: WrittenTables): void;
  /** Whether another instance's writes are heard now: while not, no reading is trusted. */
  setHearing(hearing: boolean): void;
  /** Stops hearing other instances. */
  close(): Promise<void>;
}

/** Other API instances on the same database server, told of this one's writes and heard about theirs. */
export interface OtherInstances {
  /** Awaited before the write's caller goes on, so the next request, wherever it lands, finds it heard. */
  publish(tables: WrittenTables): Promise<void>;
  /** Hears their writes until the returned function is called. */
  listen(writes: Pick<TableWrites, 'heard' | 'setHearing'>): () => Promise<void>;
}

/** What learning the schema needs of the database (database.ts's Queryable, named here to keep the two apart). */
interface SchemaReader {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Reading {
  readonly since: number;
  readonly tables: Set<string>;
  statements: number;
  /** The request wrote: its answer may be one the next request would not get. */
  wrote: boolean;
  notAfter: number;
}

/** Tables a write changes: named, or every table (schema changes, a table with triggers). */
export type WrittenTables = ReadonlySet<string> | 'everything';

interface Schema {
  tables: Set<string>;
  /** For a table, the tables a write to it also changes (foreign keys ON DELETE/UPDATE CASCADE, SET …). */
  reaches: Map<string, Set<string>>;
  triggered: Set<string>;
}

interface Statement {
  reads: string[];
  writes: WrittenTables | null;
}

/** Words that make a statement a write. `FOR UPDATE` reads count too: a write is assumed, never missed. */
const WRITE_WORDS = /\b(insert|update|delete|truncate|merge|alter|drop|create|copy)\b/;
/** Statements classified are remembered up to this many texts (the repositories hold about 530). */
const MAX_REMEMBERED = 2000;

/** @param others is absent where no other process writes the database (the embedded one). */
export function createTableWrites(others?: OtherInstances): TableWrites {
  const readings = new AsyncLocalStorage<Reading>();
  let sequence = 0;
  let everythingAt = 0;
  const lastWrite = new Map<string, number>();
  let schema: Schema | null = null;
  let hearing = !others;
  let stopListening: (() => Promise<void>) | undefined;
  const remembered = new Map<string, Statement>();

  const bump = (tables: WrittenTables) => {
    sequence += 1;
    if (tables === 'everything') everythingAt = sequence;
    else for (const table of tables) lastWrite.set(table, sequence);
  };

  const classify = (sql: string): Statement => {
    const known = remembered.get(sql);
    if (known) return known;
    // Words inside string literals and comments say nothing of what the statement reads or writes.
    const lower = sql
      .toLowerCase()
      .replace(/'(?:[^']|'')*'/g, "''")
      .replace(/--[^\n]*/g, ' ');
    const reads = schema
      ? [...new Set(lower.match(/[a-z_][a-z0-9_]*/g) ?? [])].filter((word) => schema!.tables.has(word))
      : [];
    const statement: Statement = { reads, writes: WRITE_WORDS.test(lower) ? writtenBy(reads, schema) : null };
    // Before the schema is known nothing is remembered: every statement is then a write of everything.
    if (schema && remembered.size < MAX_REMEMBERED) remembered.set(sql, statement);
    return statement;
  };

  const writes: TableWrites = {
    startReading: () => ({
      since: sequence,
      tables: new Set(),
      statements: 0,
      wrote: false,
      notAfter: Infinity,
    }),
    within: (reading, work) => readings.run(reading, work),
    unchangedSince(reading) {
      if (!schema || !hearing || everythingAt > reading.since) return false;
      for (const table of reading.tables) if ((lastWrite.get(table) ?? 0) > reading.since) return false;
      return true;
    },
    expiresAt(moment) {
      const reading = readings.getStore();
      if (reading) reading.notAfter = Math.min(reading.notAfter, moment.getTime());
    },
    async learnSchema(db) {
      schema = await readSchema(db);
      remembered.clear();
      bump('everything');
      stopListening ??= others?.listen(writes);
    },
    get trusted() {
      return schema !== null && hearing;
    },
    noteStatement(sql) {
      const statement = classify(sql);
      const reading = readings.getStore();
      if (reading) {
        reading.statements += 1;
        for (const table of statement.reads) reading.tables.add(table);
        if (statement.writes) reading.wrote = true;
      }
      return statement.writes;
    },
    async wrote(tables) {
      bump(tables);
      await others?.publish(tables);
    },
    heard: bump,
    setHearing(now) {
      // Whatever was written while nothing was heard is unknown: every reading before now is set aside.
      if (now !== hearing) bump('everything');
      hearing = now;
    },
    async close() {
      await stopListening?.();
    },
  };
  return writes;
}

/** The tables a write statement changes: those it names and those their foreign keys reach. */
function writtenBy(named: string[], schema: Schema | null): WrittenTables {
  if (!schema || named.length === 0) return 'everything';
  const written = new Set<string>();
  for (const table of named) {
    if (schema.triggered.has(table)) return 'everything';
    written.add(table);
    for (const reached of schema.reaches.get(table) ?? []) written.add(reached);
  }
  return written;
}

async function readSchema(db: SchemaReader): Promise<Schema> {
  const [tables, keys, triggers] = await Promise.all([
    db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c
       WHERE c.relkind IN ('r', 'p', 'v', 'm') AND pg_table_is_visible(c.oid)
         AND c.relnamespace <> 'pg_catalog'::regnamespace`,
    ),
    // Actions other than NO ACTION and RESTRICT change the referencing table when the referenced one changes.
    db.query<{ referencing: string; referenced: string }>(
      `SELECT child.relname AS referencing, parent.relname AS referenced
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       WHERE k.contype = 'f' AND pg_table_is_visible(child.oid)
         AND (k.confdeltype NOT IN ('a', 'r') OR k.confupdtype NOT IN ('a', 'r'))`,
    ),
    db.query<{ name: string }>(
      `SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
       WHERE NOT t.tgisinternal AND pg_table_is_visible(c.oid)`,
    ),
  ]);
  const direct = new Map<string, string[]>();
  for (const { referencing, referenced } of keys)
    direct.set(referenced, [...(direct.get(referenced) ?? []), referencing]);
  const reaches = new Map<string, Set<string>>();
  for (const table of direct.keys()) {
    const reached = new Set<string>();
    const next = [...(direct.get(table) ?? [])];
    while (next.length > 0) {
      const child = next.pop()!;
      if (reached.has(child)) continue;
      reached.add(child);
      next.push(...(direct.get(child) ?? []));
    }
    reaches.set(table, reached);
  }
  return {
    tables: new Set(tables.map(({ name }) => name)),
    reaches,
    triggered: new Set(triggers.map(({ name }) => name)),
  };
}
