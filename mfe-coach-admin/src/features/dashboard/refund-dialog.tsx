import { formatAmount, messages, moneyText, refundAmountOf, type Transaction } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { ConfirmDialog, TextField } from '@coachforge/ui';
import { useState } from 'react';
import { apiErrorText, apiFieldErrors } from '../../components/api-errors';
import { useRefund } from './use-transactions';

const m = messages.transactions;

/**
 * Refunds one payment, all of it or a part, after a confirmation (decision 0177). The amount is in the
 * payment's currency and at most what the client paid; a refusal shows under the amount and keeps it.
 */
export function RefundDialog({ transaction, onClose }: { transaction: Transaction; onClose: () => void }) {
  const { toast } = usePlatform();
  const refund = useRefund();
  const currency = transaction.currency.toUpperCase();
  const [text, setText] = useState(() => formatAmount(transaction.amount, transaction.currency));
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    const amount = refundAmountOf(text, transaction.currency);
    if (amount === null || amount <= 0) return setProblem(m.refundAmountInvalid);
    if (amount > transaction.amount)
      return setProblem(m.refundTooMuch(moneyText(transaction.amount, transaction.currency)));
    setProblem(null);
    try {
      await refund(transaction.id, amount < transaction.amount ? amount : null);
      toast.show({ type: 'congrats', text: m.refunded(transaction.client_name) });
      onClose();
    } catch (error) {
      const field = apiFieldErrors(error).amount;
      if (field) setProblem(field);
      else {
        toast.show({ type: 'error', text: apiErrorText(error) });
        onClose();
      }
    }
  };

  return (
    <ConfirmDialog
      isOpen
      title="Refund this payment?"
      confirmLabel="Refund"
      tone="danger"
      testId="refund-dialog"
      onCancel={onClose}
      onConfirm={confirm}
    >
      <p>
        {m.partialRefundQuestion(
          moneyText(transaction.amount, transaction.currency),
          transaction.client_name,
        )}
      </p>
      <TextField
        label={`Amount to refund (${currency})`}
        inputMode="decimal"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem ?? undefined}
      />
    </ConfirmDialog>
  );
}
