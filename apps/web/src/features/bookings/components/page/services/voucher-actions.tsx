import { Button } from '@mantine/core';
import type { BookingService } from '@ua/contracts';
import { IconCopy, IconFileTypePdf } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../../lib/toast';
import { useDownloadVoucherPdf } from '../../../api/download-voucher-pdf';
import { useGetVoucherLink } from '../../../api/get-voucher-link';

/** Puts the address on the clipboard; where the browser refuses, shows it to copy by hand. */
async function copyToClipboard(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showInfoToast(url, 'Voucher link copied');
  } catch {
    showErrorToast(`The browser did not allow copying: copy it from here. ${url}`, 'Not copied');
  }
}

/** A confirmed service's voucher for staff: its PDF, and the traveller's link to it. */
export function VoucherActions({ bookingId, service }: { bookingId: number; service: BookingService }) {
  const download = useDownloadVoucherPdf();
  const link = useGetVoucherLink();
  const ids = { bookingId, serviceId: service.id };
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconFileTypePdf size={14} />}
        loading={download.isPending}
        onClick={() => download.mutate(ids, { onError: (error) => showErrorToast(apiErrorOf(error).detail, 'The voucher PDF could not be made') })}
      >
        Voucher PDF
      </Button>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconCopy size={14} />}
        loading={link.isPending}
        onClick={() => link.mutate(ids, { onSuccess: (voucher) => void copyToClipboard(voucher.url), onError: (error) => showErrorToast(apiErrorOf(error).detail, 'No voucher link') })}
      >
        Copy traveller&rsquo;s link
      </Button>
    </>
  );
}
