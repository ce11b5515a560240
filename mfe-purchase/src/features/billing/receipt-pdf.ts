import { receiptLines, type Receipt } from '@coachforge/contracts';
import { DateTime } from 'luxon';

/**
 * The receipt as a one-page PDF, drawn in the browser from the receipt the API answers (decision 0129).
 * pdf-lib is loaded only when a client asks for a receipt, so the billing page stays light.
 */
export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${receipt.number}`);
  pdf.setCreator('Coachforge');
  const page = pdf.addPage([595, 842]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // The standard fonts cover Latin-1 only: other characters are replaced rather than failing the receipt.
  const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  page.drawText('Coachforge', { x: 56, y: 770, size: 22, font: bold, color: rgb(0.1, 0.1, 0.2) });
  page.drawText('Payment receipt', { x: 56, y: 742, size: 14, font: regular });
  let y = 690;
  for (const [label, value] of receiptLines(receipt, (iso) =>
    DateTime.fromISO(iso).toLocaleString(DateTime.DATETIME_MED),
  )) {
    page.drawText(printable(label), { x: 56, y, size: 11, font: bold });
    page.drawText(printable(value), { x: 180, y, size: 11, font: regular });
    y -= 24;
  }
  page.drawText('Thank you for training with us.', { x: 56, y: y - 24, size: 11, font: regular });
  return pdf.save();
}
