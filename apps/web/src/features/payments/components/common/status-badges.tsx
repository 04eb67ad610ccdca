import { Badge } from '@mantine/core';
import { DUE_STATUS_LABELS, LINK_STATUS_LABELS, type DueStatus, type LinkStatus } from '@ua/contracts';
import { DUE_STATUS_COLORS, LINK_STATUS_COLORS } from '../../utils/payment-format';

/** A due's status as a chip: due, partly paid, paid, overdue, waived. */
export function DueStatusBadge({ status }: { status: DueStatus }) {
  return (
    <Badge variant={status === 'paid' ? 'filled' : 'light'} color={DUE_STATUS_COLORS[status]} radius="sm" tt="none" miw="max-content">
      {DUE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A payment link's state as the gateway last told it. */
export function LinkStatusBadge({ status }: { status: LinkStatus }) {
  return (
    <Badge variant="light" color={LINK_STATUS_COLORS[status]} radius="sm" tt="none" miw="max-content">
      {LINK_STATUS_LABELS[status]}
    </Badge>
  );
}
