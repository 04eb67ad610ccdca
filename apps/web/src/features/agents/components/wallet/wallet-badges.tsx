import { Badge } from '@mantine/core';
import { TOP_UP_STATUS_LABELS, WALLET_ENTRY_TYPE_LABELS, type TopUpStatus, type WalletEntryType } from '@ua/contracts';
import { ENTRY_TYPE_COLORS, TOP_UP_STATUS_COLORS } from './wallet-format';

/** A ledger entry's type as a chip: top-up, booking payment, commission, refund, adjustment, reversal. */
export function EntryTypeBadge({ type }: { type: WalletEntryType }) {
  return (
    <Badge variant="light" color={ENTRY_TYPE_COLORS[type]} radius="sm" tt="none" miw="max-content">
      {WALLET_ENTRY_TYPE_LABELS[type]}
    </Badge>
  );
}

/** A top-up request's state: awaiting approval, approved, rejected or expired. */
export function TopUpStatusBadge({ status }: { status: TopUpStatus }) {
  return (
    <Badge variant={status === 'approved' ? 'filled' : 'light'} color={TOP_UP_STATUS_COLORS[status]} radius="sm" tt="none" miw="max-content">
      {TOP_UP_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Marks an entry undone by a later reversal: it stays in the ledger, struck through. */
export function ReversedBadge() {
  return (
    <Badge variant="filled" color="red" radius="sm" tt="none" miw="max-content">
      Reversed
    </Badge>
  );
}
