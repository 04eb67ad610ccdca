import { Stack, Title } from '@mantine/core';
import type { AccountsDue, AccountsDues, OverdueBucket } from '@ua/contracts';
import { formatMoney } from '../../../../lib/money';
import { count } from '../../utils/payment-format';
import { AccountsDueTable } from './accounts-due-table';
import { BUCKET_LABELS } from './accounts-totals';

type AccountsOverdueProps = {
  dues: AccountsDues;
  busy: boolean;
  onRecord: ((due: AccountsDue) => void) | undefined;
};

/** The page's dues by age, in the order they come (the oldest first), so a page that spans two ages shows both. */
function byBucket(dues: readonly AccountsDue[]): { bucket: OverdueBucket; dues: AccountsDue[] }[] {
  const groups: { bucket: OverdueBucket; dues: AccountsDue[] }[] = [];
  for (const due of dues) {
    if (due.bucket === null) continue;
    const last = groups.at(-1);
    if (last?.bucket === due.bucket) last.dues.push(due);
    else groups.push({ bucket: due.bucket, dues: [due] });
  }
  return groups;
}

/**
 * A page of the overdue dues, a table for each age on it, each headed by what that age owes in all
 * (not only on this page).
 */
export function AccountsOverdue({ dues, busy, onRecord }: AccountsOverdueProps) {
  const totals = new Map(dues.totals.buckets.map((bucket) => [bucket.bucket, bucket]));
  return (
    <>
      {byBucket(dues.overdue.results).map(({ bucket, dues: rows }) => {
        const all = totals.get(bucket);
        return (
          <Stack key={bucket} gap="xs" component="section" aria-labelledby={`accounts-bucket-${bucket}`}>
            <Title order={3} size="h5" id={`accounts-bucket-${bucket}`}>
              {BUCKET_LABELS[bucket]} · {formatMoney(all?.open_paise ?? 0)} · {count(all?.count ?? 0, 'due', 'dues')}
            </Title>
            <AccountsDueTable label={`Dues ${BUCKET_LABELS[bucket]}`} dues={rows} today={dues.today} late busy={busy} onRecord={onRecord} />
          </Stack>
        );
      })}
    </>
  );
}
