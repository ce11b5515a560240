import { moneyText } from './money';

/**
 * A receipt for one payment a client made (spec 02: billing history "with a receipt for each payment"): the
 * same lines are mailed when the payment goes through and drawn into the PDF the client downloads.
 */
export interface Receipt {
  /** Stable and unique: CF- and the charge's number. */
  number: string;
  charge_id: number;
  /** ISO moment the payment was made. */
  paid_at: string;
  program_title: string;
  coach_name: string;
  client_name: string;
  client_email: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** A coupon lowered this payment: the price before it, and its code. */
  discount: { amount_before: number; coupon_code: string | null } | null;
  /** ISO moment the coach refunded the payment, whole; null when it was not refunded. */
  refunded_at: string | null;
}

export const receiptNumber = (chargeId: number) => `CF-${String(chargeId).padStart(6, '0')}`;

/** The receipt's lines as label and value, in the order both the mail and the PDF show them. */
export function receiptLines(receipt: Receipt, formatDate: (iso: string) => string): [string, string][] {
  return [
    ['Receipt', receipt.number],
    ['Paid on', formatDate(receipt.paid_at)],
    ['Paid to', receipt.coach_name],
    ['For', receipt.program_title],
    ['Billed to', `${receipt.client_name} <${receipt.client_email}>`],
    ...(receipt.discount
      ? ([
          ['Price', moneyText(receipt.discount.amount_before, receipt.currency)],
          [
            'Discount',
            `${receipt.discount.coupon_code ?? 'Coupon'}: -${moneyText(receipt.discount.amount_before - receipt.amount, receipt.currency)}`,
          ],
        ] as [string, string][])
      : []),
    ['Amount paid', moneyText(receipt.amount, receipt.currency)],
    ...(receipt.refunded_at
      ? ([
          [
            'Refunded',
            `${moneyText(receipt.amount, receipt.currency)} on ${formatDate(receipt.refunded_at)}`,
          ],
        ] as [string, string][])
      : []),
  ];
}
