import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { BOOKING_PATHS } from '@ua/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * GET a confirmed service's voucher PDF with the signed-in token (a plain link would carry no
 * Authorization header) and hand it to the browser as a download named as the server names it.
 */
export async function downloadVoucherPdf({ bookingId, serviceId }: { bookingId: number; serviceId: number }): Promise<void> {
  let response;
  try {
    response = await apiClient.get<Blob>(BOOKING_PATHS.voucherPdf(bookingId, serviceId), { responseType: 'blob', headers: { Accept: 'application/pdf, application/json' } });
  } catch (error) {
    // An error answer arrives as a Blob too: read its JSON so the detail reaches the person.
    if (isAxiosError(error) && error.response?.data instanceof Blob) {
      const text = await error.response.data.text();
      try {
        error.response.data = JSON.parse(text) as unknown;
      } catch {
        // Not JSON (a proxy's page): the generic message stands.
      }
    }
    throw error;
  }
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `voucher-${serviceId}.pdf`;
  const url = URL.createObjectURL(response.data);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the object URL is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadVoucherPdf() {
  return useMutation({ mutationFn: downloadVoucherPdf });
}
