import { messages, type BillingEntry } from '@coachforge/contracts';
import type { Queryable } from '../../db/database';

/** A provider's failure code in words a client reads (the same words the purchase form shows). */
const failureText = (code: string | null): string | null => {
  if (code === null) return null;
  if (code === 'insufficient_funds') return messages.payments.insufficientFunds;
  if (code === 'generic_decline' || code === 'card_declined') return messages.payments.cardDeclined;
  if (code === 'payment_intent_authentication_failure') return messages.payments.authenticationFailed;
  return messages.payments.cardError;
};

/**
 * The client's payments, newest first: every attempt, so a failed payment is never silent. The program's
 * and coach's names are read now; a deleted program still shows its charge.
 */
export async function billingHistoryOf(db: Queryable, userId: number): Promise<BillingEntry[]> {
  const rows = await db.query<
    Omit<BillingEntry, 'failure' | 'created_at' | 'refunded_at'> & {
      failure_code: string | null;
      created_at: Date;
      refunded_at: Date | null;
    }
  >(
    `SELECT c.id::int, c.created_at, c.refunded_at, coalesce(p.title, 'A program no longer offered') AS program_title,
       coalesce(a.full_name, '') AS coach_name, c.amount, c.currency, c.status, c.failure_code
     FROM charges c LEFT JOIN programs p ON p.id = c.program_id LEFT JOIN accounts a ON a.id = c.account_id
     WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 500`,
    [userId],
  );
  return rows.map(({ failure_code, created_at, refunded_at, ...row }) => ({
    ...row,
    created_at: created_at.toISOString(),
    refunded_at: refunded_at?.toISOString() ?? null,
    failure: row.status === 'failed' ? failureText(failure_code) : null,
  }));
}
