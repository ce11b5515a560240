import { messages, receiptLines, receiptNumber, type Receipt } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/http-error';
import { linkTo, type Mailer, type OutgoingMail } from '../mail';

interface ReceiptRow extends Omit<Receipt, 'number' | 'paid_at' | 'discount' | 'refunded_at'> {
  paid_at: Date;
  refunded_at: Date | null;
  user_id: number;
  amount_before_discount: number | null;
  coupon_code: string | null;
}

async function findReceipt(db: Queryable, chargeId: number): Promise<ReceiptRow | null> {
  const [row] = await db.query<ReceiptRow>(
    `SELECT c.id::int AS charge_id, c.user_id::int, c.updated_at AS paid_at,
       coalesce(p.title, 'A program no longer offered') AS program_title, coalesce(a.full_name, '') AS coach_name,
       trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS client_name, u.email AS client_email,
       c.amount, c.currency, c.amount_before_discount, c.coupon_code, c.refunded_at
     FROM charges c JOIN users u ON u.id = c.user_id LEFT JOIN programs p ON p.id = c.program_id
       LEFT JOIN accounts a ON a.id = c.account_id
     WHERE c.id = $1 AND c.status = 'succeeded'`,
    [chargeId],
  );
  return row ?? null;
}

const present = ({
  user_id: _user,
  paid_at,
  refunded_at,
  amount_before_discount,
  coupon_code,
  ...row
}: ReceiptRow): Receipt => ({
  ...row,
  number: receiptNumber(row.charge_id),
  paid_at: paid_at.toISOString(),
  refunded_at: refunded_at?.toISOString() ?? null,
  discount: amount_before_discount === null ? null : { amount_before: amount_before_discount, coupon_code },
});

/** A successful payment's receipt, for the client who paid only: anyone else's answers 404. */
export async function receiptOf(db: Queryable, userId: number, chargeId: number): Promise<Receipt> {
  const row = await findReceipt(db, chargeId);
  if (!row || row.user_id !== userId) throw httpError(404, messages.purchase.receiptNotFound);
  return present(row);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

function receiptMail(receipt: Receipt, appUrl: string): OutgoingMail {
  const lines = receiptLines(receipt, dayOf);
  const link = linkTo(appUrl, 'billing_history', {});
  const text = [
    `Thank you for your payment for ${receipt.program_title}.`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Download it as a PDF from your billing history: ${link}`,
    '',
    'The Coachforge team',
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="font-family:sans-serif"><p>Thank you for your payment for ${escapeHtml(
    receipt.program_title,
  )}.</p><table cellpadding="4">${rows}</table><p><a href="${escapeHtml(link)}">Download it as a PDF from your billing history</a></p><p>The Coachforge team</p></body></html>`;
  return { to: receipt.client_email, subject: `Your receipt for ${receipt.program_title}`, text, html };
}

/**
 * Mails the receipt of a payment that went through, once: the charge is marked as mailed in the same
 * statement that claims it, so a payment recorded twice (a retry, a webhook) never mails twice.
 */
export function createReceiptMailer({ db, config }: ApiContext, { mailer }: { mailer: Mailer }) {
  return {
    async send(chargeId: number): Promise<void> {
      const claimed = await db.query(
        `UPDATE charges SET receipt_mailed_at = now()
         WHERE id = $1 AND status = 'succeeded' AND receipt_mailed_at IS NULL RETURNING id`,
        [chargeId],
      );
      if (claimed.length === 0) return;
      const row = await findReceipt(db, chargeId);
      if (row) await mailer.send(receiptMail(present(row), config.appUrl));
    },
  };
}

export type ReceiptMailer = ReturnType<typeof createReceiptMailer>;
