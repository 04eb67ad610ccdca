import { useMutation } from '@tanstack/react-query';
import { BOOKING_PATHS } from '@ua/contracts';
import { downloadPdf } from '../../../lib/download-pdf';

/** A confirmed service's voucher PDF, downloaded with the signed-in token. */
export async function downloadVoucherPdf({ bookingId, serviceId }: { bookingId: number; serviceId: number }): Promise<void> {
  await downloadPdf(BOOKING_PATHS.voucherPdf(bookingId, serviceId), `voucher-${serviceId}.pdf`);
}

export function useDownloadVoucherPdf() {
  return useMutation({ mutationFn: downloadVoucherPdf });
}
