import type { Queryable } from '../../db/database';
import type { PaymentProviderKind } from '../payment-provider';

export type ChargeStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed';

export interface ChargeRow {
  id: number;
  account_id: number | null;
  user_id: number | null;
  program_id: number | null;
  provider: PaymentProviderKind;
  provider_payment_id: string | null;
  amount: number;
  currency: string;
  application_fee_amount: number;
  status: ChargeStatus;
  failure_code: string | null;
  idempotency_key: string;
}

const COLUMNS = `id::int, account_id::int, user_id::int, program_id::int, provider, provider_payment_id, amount,
  currency, application_fee_amount, status, failure_code, idempotency_key`;

export const chargeRepository = {
  /** Records a charge about to be made; the charge already recorded under the key when there is one. */
  async begin(
    db: Queryable,
    charge: Pick<
      ChargeRow,
      | 'account_id'
      | 'user_id'
      | 'program_id'
      | 'provider'
      | 'amount'
      | 'currency'
      | 'application_fee_amount'
      | 'idempotency_key'
    > & { amount_before_discount?: number | null; coupon_code?: string | null },
  ): Promise<ChargeRow> {
    const [inserted] = await db.query<ChargeRow>(
      `INSERT INTO charges (account_id, user_id, program_id, provider, amount, currency, application_fee_amount,
         status, idempotency_key, amount_before_discount, coupon_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'processing', $8, $9, $10)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        charge.account_id,
        charge.user_id,
        charge.program_id,
        charge.provider,
        charge.amount,
        charge.currency,
        charge.application_fee_amount,
        charge.idempotency_key,
        charge.amount_before_discount ?? null,
        charge.coupon_code ?? null,
      ],
    );
    if (inserted) return inserted;
    const [earlier] = await db.query<ChargeRow>(`SELECT ${COLUMNS} FROM charges WHERE idempotency_key = $1`, [
      charge.idempotency_key,
    ]);
    return earlier!;
  },

  async record(
    db: Queryable,
    id: number,
    outcome: Pick<ChargeRow, 'provider_payment_id' | 'status' | 'failure_code'>,
  ): Promise<ChargeRow> {
    // A payment that went through stays so: a late or replayed answer never moves it back.
    const [row] = await db.query<ChargeRow>(
      `UPDATE charges SET provider_payment_id = $2, status = $3, failure_code = $4, updated_at = now()
       WHERE id = $1 AND (status <> 'succeeded' OR $3 = 'succeeded') RETURNING ${COLUMNS}`,
      [id, outcome.provider_payment_id, outcome.status, outcome.failure_code],
    );
    return row ?? (await chargeRepository.findById(db, id))!;
  },

  /** The provider's fee on a payment, kept once known. */
  async recordProviderFee(db: Queryable, id: number, fee: number): Promise<void> {
    await db.query(
      'UPDATE charges SET provider_fee_amount = $2 WHERE id = $1 AND provider_fee_amount IS NULL',
      [id, fee],
    );
  },

  async findByProviderPaymentId(db: Queryable, providerPaymentId: string): Promise<ChargeRow | null> {
    const [row] = await db.query<ChargeRow>(`SELECT ${COLUMNS} FROM charges WHERE provider_payment_id = $1`, [
      providerPaymentId,
    ]);
    return row ?? null;
  },

  async findById(db: Queryable, id: number): Promise<ChargeRow | null> {
    const [row] = await db.query<ChargeRow>(`SELECT ${COLUMNS} FROM charges WHERE id = $1`, [id]);
    return row ?? null;
  },
};
