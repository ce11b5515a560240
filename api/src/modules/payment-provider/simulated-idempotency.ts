import type { Database, Queryable } from '../../db/database';
import { PaymentProviderError } from './payment-provider-error';

/**
 * Runs a write of the simulated provider once per idempotency key, as Stripe does: the same key with the
 * same request answers the stored first answer; with another request it is refused. The advisory lock
 * makes two concurrent sends of one key wait for each other instead of both writing.
 */
export async function onceForKey<T>(
  db: Database,
  idempotencyKey: string,
  request: { operation: string; input: unknown },
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const fingerprint = `${request.operation} ${JSON.stringify(request.input)}`;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [idempotencyKey]);
    const [earlier] = await tx.query<{ operation: string; response: T }>(
      'SELECT operation, response FROM simulated_provider_idempotency WHERE idempotency_key = $1',
      [idempotencyKey],
    );
    if (earlier) {
      if (earlier.operation !== fingerprint)
        throw new PaymentProviderError(
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      return earlier.response;
    }
    const response = await work(tx);
    await tx.query(
      'INSERT INTO simulated_provider_idempotency (idempotency_key, operation, response) VALUES ($1, $2, $3)',
      [idempotencyKey, fingerprint, JSON.stringify(response)],
    );
    return response;
  });
}
