import { Button, Menu } from '@mantine/core';
import type { Payment } from '@ua/contracts';
import { IconCopy, IconExternalLink, IconFileTypePdf, IconReceipt } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast } from '../../../../lib/toast';
import { useDownloadReceiptPdf } from '../../api/download-receipt-pdf';
import { useGetReceiptLink } from '../../api/get-receipt-link';
import { copyLink } from '../common/copy-link';

/**
 * A receipt (or refund note) for anyone who reads payments: its PDF, and the customer's signed
 * page, to copy or to open. The page opens in a tab made inside the click, so no popup blocker stops
 * it while its address is fetched.
 */
export function ReceiptMenu({ payment }: { payment: Payment }) {
  const download = useDownloadReceiptPdf();
  const link = useGetReceiptLink();
  const noLink = (error: unknown) => showErrorToast(apiErrorOf(error).detail, 'No receipt link');

  const openPage = () => {
    const tab = window.open('', '_blank');
    link.mutate(payment.id, {
      onSuccess: ({ url }) => {
        if (!tab) return void copyLink(url, 'The browser blocked the tab: the link is copied instead');
        tab.opener = null;
        tab.location.href = url;
      },
      onError: (error) => {
        tab?.close();
        noLink(error);
      },
    });
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="default" leftSection={<IconReceipt size={14} />} loading={download.isPending || link.isPending} aria-label={`Receipt ${payment.receipt_number}`}>
          Receipt
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconFileTypePdf size={14} />}
          onClick={() => download.mutate(payment.id, { onError: (error) => showErrorToast(apiErrorOf(error).detail, 'The receipt PDF could not be made') })}
        >
          Download PDF
        </Menu.Item>
        <Menu.Item leftSection={<IconCopy size={14} />} onClick={() => link.mutate(payment.id, { onSuccess: ({ url }) => void copyLink(url, 'Receipt link copied'), onError: noLink })}>
          Copy the customer&rsquo;s link
        </Menu.Item>
        <Menu.Item leftSection={<IconExternalLink size={14} />} onClick={openPage}>
          Open the customer&rsquo;s page
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
