import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/**
 * How many distinct statements the embedded database keeps prepared. The API's repositories hold a few
 * hundred fixed SQL texts; a statement built with a varying text beyond this runs unprepared, so a
 * process never grows its prepared statements without bound.
 */
export const MAX_PREPARED_STATEMENTS = 1000;

const serialize = protocol.serialize;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/** A statement waiting for its turn in a batch (runBatch): settled with its rows or its error. */
export interface PendingStatement {
  sql: string;
  params: unknown[];
  resolve: (rows: unknown[]) => void;
  reject: (error: unknown) => void;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** "cached plan must not change result type": a table a prepared statement reads changed its columns. */
const planOutdated = (error: unknown) => (error as { code?: string } | null)?.code === '0A000';

/**
 * Queries on the embedded database as named prepared statements, each sent to PostgreSQL in one message.
 *
 * PGlite's own `query` parses and plans the SQL anew on every call and enters its WebAssembly six times
 * (parse, describe, bind, describe, execute, sync); with the whole of PostgreSQL running on the API's own
 * thread, that was most of what a request cost (`pnpm bench api`, decision 0234). Here a statement is
 * parsed once, and every later call is one bind-describe-execute-sync message: the same SQL, parameters and
 * rows, about a quarter of the work.
 *
 * `run` takes no lock of its own: the caller holds PGlite's (outside a transaction both the transaction
 * and the query lock, inside one the query lock, as PGlite's `query` and `tx.query` do).
 * Prepared statements outlive transactions, rolled back or not, as in PostgreSQL.
 */
export function createPreparedStatements(pg: PGlite) {
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  let prepared = 0;

  async function prepare(sql: string) {
    const name = `coachforge_${(prepared += 1)}`;
    const described = await pg.execProtocol(
      concat([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(sql, statement);
    return statement;
  }

  // Parameters as PGlite's `query` sends them: text, through the serialiser of the type PostgreSQL
  // inferred for each.
  const valuesOf = (statement: { paramTypes: number[] }, params: unknown[]) =>
    params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[index]!];
      return serializer ? serializer(param) : String(param);
    });

  async function run<Row>(
    sql: string,
    params: unknown[],
    inTransaction: boolean,
    retried = false,
  ): Promise<Row[]> {
    const statement = statements.get(sql) ?? (await prepare(sql));
    const message = concat([
      serialize.bind({ statement: statement.name, values: valuesOf(statement, params) as string[] }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    try {
      const result = await pg.execProtocol(message, { syncToFs: !inTransaction });
      return parse.parseResults(result.messages, pg.parsers)[0]!.rows as Row[];
    } catch (error) {
      if (!planOutdated(error)) throw error;
      // A migration changed the columns of a table under the statement: it is prepared again. Inside a
      // transaction the error has already ended the transaction, so only the next call gains from it.
      statements.delete(sql);
      await pg
        .execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), {
          syncToFs: false,
        })
        .catch(() => undefined);
      if (inTransaction || retried) throw error;
      return run(sql, params, inTransaction, true);
    }
  }

  /**
   * Several statements in one message to PostgreSQL, each with its own Sync: each runs on its own, as if
   * sent alone (its own implicit transaction, its own error), and WebAssembly is entered once for all of
   * them. Settles each `pending` with its rows or its error. The caller holds the locks, as for `run`.
   */
  async function runBatch(pending: readonly PendingStatement[]): Promise<void> {
    const sent: PendingStatement[] = [];
    const parts: Uint8Array[] = [];
    for (const entry of pending) {
      try {
        const statement = statements.get(entry.sql) ?? (await prepare(entry.sql));
        parts.push(
          serialize.bind({
            statement: statement.name,
            values: valuesOf(statement, entry.params) as string[],
          }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        );
        sent.push(entry);
      } catch (error) {
        entry.reject(error);
      }
    }
    if (sent.length === 0) return;
    let messages: BackendMessage[];
    try {
      ({ messages } = await pg.execProtocol(concat(parts), { syncToFs: true, throwOnError: false }));
    } catch (error) {
      for (const entry of sent) entry.reject(error);
      return;
    }
    // Each statement's answer ends with its ReadyForQuery.
    let start = 0;
    const answers: BackendMessage[][] = [];
    messages.forEach((message, index) => {
      if (message.name !== 'readyForQuery') return;
      answers.push(messages.slice(start, index + 1));
      start = index + 1;
    });
    for (const [index, entry] of sent.entries()) {
      const answer = answers[index] ?? [];
      const error = answer.find((message) => message.name === 'error');
      if (!error) {
        try {
          entry.resolve(parse.parseResults(answer, pg.parsers)[0]?.rows ?? []);
        } catch (parseError) {
          entry.reject(parseError);
        }
      } else if (planOutdated(error)) {
        // Nothing ran: alone, `run` prepares the statement again and runs it.
        await run(entry.sql, entry.params, false).then(entry.resolve, entry.reject);
      } else {
        entry.reject(error);
      }
    }
  }

  return {
    /** Whether `sql` is, or may become, a prepared statement (false: run it through PGlite's `query`). */
    serves(sql: string): boolean {
      return statements.has(sql) || statements.size < MAX_PREPARED_STATEMENTS;
    },
    run,
    runBatch,
  };
}
