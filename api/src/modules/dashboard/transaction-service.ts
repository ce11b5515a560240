import {
  fieldErrorsOf,
  messages,
  moneyText,
  refundTransactionRequestSchema,
  transactionQuerySchema,
  type RefundTransactionRequest,
  type Transaction,
  type TransactionPage,
  type TransactionQuery,
} from '@coachforge/contracts';
import { ValidationError } from 'yup';
import type { ApiContext } from '../../context';
import { httpError } from '../../http/http-error';
import { mailTemplates, type Mailer } from '../mail';
import type { NotificationPublisher } from '../notifications';
import { PaymentProviderError, type PaymentProvider } from '../payment-provider';
import { ownedCoachAccount } from '../payments';
import { isRefunded, presentTransaction } from './transaction-presenter';
import { transactionRepository, type TransactionRow } from './transaction-repository';
import { transactionsCsv } from './transactions-csv';

type Identity = { userId: number; accountId: number };
const m = messages.transactions;
/** The export's bound: years of a busy coach's payments, still one quick request. */
const EXPORT_MAX_ROWS = 50_000;

/** The query string's filters, checked with the contracts' schema; a bad one answers 422 on its field. */
export function transactionQueryOf(raw: unknown): TransactionQuery {
  try {
    return transactionQuerySchema.validateSync(raw ?? {}, { abortEarly: false });
  } catch (error) {
    if (error instanceof ValidationError)
      throw httpError(422, messages.api.invalidRequest, fieldErrorsOf(error));
    throw error;
  }
}

/** The refund's body, checked with the contracts' schema; none means the whole payment. */
export function refundRequestOf(raw: unknown): RefundTransactionRequest {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw)))
    throw httpError(422, messages.api.invalidRequest);
  try {
    return refundTransactionRequestSchema.validateSync(raw ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError)
      throw httpError(422, messages.api.invalidRequest, fieldErrorsOf(error));
    throw error;
  }
}

/**
 * The coach's transactions (spec 01 section 2.3; spec 02 sections 4 and 9): only who has financial
 * features, the account owner (or the coach in their personal account), sees or refunds them; another
 * account's transaction is not found.
 */
export function createTransactionService(
  { db, config, clock }: ApiContext,
  {
    provider,
    mailer,
    notifications,
  }: { provider: PaymentProvider; mailer: Mailer; notifications: NotificationPublisher },
) {
  /** The provider's fee of payments that went through and have none recorded yet, read once and kept. */
  async function withProviderFees(rows: TransactionRow[]): Promise<TransactionRow[]> {
    return Promise.all(
      rows.map(async (row) => {
        if (row.status !== 'succeeded' || row.provider_fee_amount !== null || !row.provider_payment_id)
          return row;
        const fee = await provider.providerFee(row.provider_payment_id).catch(() => null);
        if (fee === null) return row;
        await transactionRepository.recordProviderFee(db, row.id, fee);
        return { ...row, provider_fee_amount: fee };
      }),
    );
  }

  /** The coach's account and the client hear of the refund in their feeds, once per refund. */
  async function notify(row: TransactionRow, accountId: number, refundId: string): Promise<void> {
    if (row.user_id === null || row.program_id === null) return;
    const money = { amount: row.refunded_amount ?? row.amount, currency: row.currency };
    const key = `refund:${refundId}`;
    await notifications.publish({
      type: 'coach_refund',
      key,
      recipient: { account_id: accountId },
      payload: { client_id: row.user_id, plan_id: row.program_id, ...money },
    });
    await notifications.publish({
      type: 'client_refund',
      key,
      recipient: { user_id: row.user_id },
      payload: { plan_id: row.program_id, ...money },
    });
  }

  async function tell(row: TransactionRow, accountId: number): Promise<void> {
    const amount = moneyText(row.refunded_amount ?? row.amount, row.currency);
    const [people] = await db.query<{ coach: string | null; coach_name: string }>(
      `SELECT owner.email AS coach, coalesce(a.full_name, '') AS coach_name
       FROM accounts a LEFT JOIN memberships ms ON ms.account_id = a.id AND ms.role = 'owner'
         LEFT JOIN users owner ON owner.id = ms.user_id
       WHERE a.id = $1 LIMIT 1`,
      [accountId],
    );
    if (row.client_email)
      await mailer.send(
        mailTemplates.refundToClient(config.appUrl, row.client_email, {
          amount,
          programTitle: row.program_title,
          coachName: people?.coach_name || 'Your coach',
        }),
      );
    if (people?.coach)
      await mailer.send(
        mailTemplates.refundToCoach(config.appUrl, people.coach, {
          amount,
          programTitle: row.program_title,
          clientName: row.client_name,
        }),
      );
  }

  return {
    async page(identity: Identity, query: TransactionQuery): Promise<TransactionPage> {
      const { accountId } = await ownedCoachAccount(db, identity);
      const { rows, total } = await transactionRepository.page(db, accountId, query);
      return {
        transactions: (await withProviderFees(rows)).map(presentTransaction),
        page: query.page,
        per_page: query.per_page,
        total,
      };
    },

    /** Every transaction under the filters as CSV; fees the provider has not told yet are left empty. */
    async csv(identity: Identity, query: TransactionQuery): Promise<string> {
      const { accountId } = await ownedCoachAccount(db, identity);
      const rows = await transactionRepository.all(db, accountId, query, EXPORT_MAX_ROWS);
      return transactionsCsv(rows.map(presentTransaction));
    },

    /**
     * Refunds a payment, whole or in part, once (spec 02 section 4; decision 0177). The amount is in the
     * payment's currency, at most what the client paid. The provider is asked under one key per charge (and
     * per failed refund before it), so a retry after a crash finishes the same refund; the charge is marked
     * in one statement that only the first refund passes, and the second is told it was already refunded.
     */
    async refund(
      identity: Identity,
      chargeId: number,
      request: RefundTransactionRequest = {},
    ): Promise<Transaction> {
      const { accountId } = await ownedCoachAccount(db, identity);
      const row = await transactionRepository.findOwned(db, accountId, chargeId);
      if (!row) throw httpError(404, m.notFound);
      if (isRefunded(row)) throw httpError(409, m.alreadyRefunded);
      // Past that check, a refund on record is one that failed: this one is asked under a key of its own.
      const failedBefore = row.refunded_at !== null;
      if (row.status !== 'succeeded' || !row.provider_payment_id) throw httpError(422, m.notRefundable);
      const amount = request.amount ?? row.amount;
      const tooMuchMessage = m.refundTooMuch(moneyText(row.amount, row.currency));
      const tooMuch = () => httpError(422, tooMuchMessage, { amount: [tooMuchMessage] });
      if (amount > row.amount) throw tooMuch();
      let refund;
      try {
        refund = await provider.createRefund(
          {
            paymentIntentId: row.provider_payment_id,
            reference: String(row.id),
            ...(amount < row.amount ? { partial: { amount, currency: row.currency } } : {}),
          },
          failedBefore ? `refund-charge-${row.id}-after-${row.refund_id}` : `refund-charge-${row.id}`,
        );
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        if (error.code === 'charge_already_refunded' || error.code === 'idempotency_error')
          throw httpError(409, m.alreadyRefunded);
        if (error.code === 'amount_too_large') throw tooMuch();
        throw httpError(422, m.refundFailed);
      }
      const first = await transactionRepository.recordRefund(db, row.id, {
        id: refund.id,
        amount: refund.amount,
        status: refund.status,
        byUserId: identity.userId,
        at: clock.now(),
      });
      if (!first) throw httpError(409, m.alreadyRefunded);
      const refunded = (await transactionRepository.findOwned(db, accountId, chargeId))!;
      await tell(refunded, accountId);
      await notify(refunded, accountId, refund.id);
      return presentTransaction((await withProviderFees([refunded]))[0]!);
    },
  };
}

export type TransactionService = ReturnType<typeof createTransactionService>;
