import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/**
 * How many distinct statements the embedded database keeps prepared. The API's repositories hold a few
 * hundred fixed SQL texts; a statement built with a varying text beyond this runs unprepared, so a
 * process never grows its prepared statements without bound.
 */
export const MAX_PREPARED_STATEMENTS = 1000;

const serialize = protocol.serialize;

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

  async function run<Row>(
    sql: string,
    params: unknown[],
    inTransaction: boolean,
    retried = false,
  ): Promise<Row[]> {
    const statement = statements.get(sql) ?? (await prepare(sql));
    // Parameters as PGlite's `query` sends them: text, through the serialiser of the type PostgreSQL
    // inferred for each.
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = pg.serializers[statement.paramTypes[index]!];
      return serializer ? serializer(param) : String(param);
    });
    const message = concat([
      serialize.bind({ statement: statement.name, values: values as string[] }),
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

  return {
    /** Whether `sql` is, or may become, a prepared statement (false: run it through PGlite's `query`). */
    serves(sql: string): boolean {
      return statements.has(sql) || statements.size < MAX_PREPARED_STATEMENTS;
    },
    run,
  };
}
