import { useMutation } from '@tanstack/react-query';
import { PAYMENT_PATHS } from '@ua/contracts';
import { downloadPdf } from '../../../lib/download-pdf';

/** A payment's receipt (or a refund's note) as a PDF, downloaded with the signed-in token. */
export async function downloadReceiptPdf(paymentId: number): Promise<void> {
  await downloadPdf(PAYMENT_PATHS.receiptPdf(paymentId), `receipt-${paymentId}.pdf`);
}

export function useDownloadReceiptPdf() {
  return useMutation({ mutationFn: downloadReceiptPdf });
}
