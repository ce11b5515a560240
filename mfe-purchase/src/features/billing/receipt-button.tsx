import { endpoints } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { Button } from '@coachforge/ui';
import { useState } from 'react';
import { receiptPdf } from './receipt-pdf';

/** Downloads a payment's receipt as a PDF, named by its receipt number. */
export function ReceiptButton({ chargeId }: { chargeId: number }) {
  const { api, toast } = usePlatform();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const receipt = await api.request(endpoints.receipt, { params: { charge_id: chargeId }, quiet: true });
      const bytes = await receiptPdf(receipt);
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${receipt.number}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.show({ type: 'error', text: 'The receipt could not be downloaded. Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      $size="small"
      $variant="secondary"
      loading={busy}
      onClick={() => void download()}
      data-testid={`receipt-${chargeId}`}
    >
      Receipt (PDF)
    </Button>
  );
}
