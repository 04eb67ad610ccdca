import { useState } from 'react';
import { Group, Paper, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { AccountsDue, AccountsDues } from '@ua/contracts';
import { IconReceipt } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { useViewer } from '../../../../hooks/use-viewer';
import { formatMoney } from '../../../../lib/money';
import { useAccountsDues } from '../../api/get-accounts-dues';
import { count } from '../../utils/payment-format';
import type { RecordTarget } from '../../utils/record-values';
import { RecordPaymentDrawer } from '../record/record-payment-drawer';
import { AccountsDueTable } from './accounts-due-table';
import { AccountsPlanless } from './accounts-planless';
import { AccountsTotals, BUCKET_LABELS } from './accounts-totals';

const DAY_CHOICES = [7, 14, 30] as const;
const DEFAULT_DAYS = 14;
const DAY_OPTIONS = DAY_CHOICES.map((days) => ({ value: String(days), label: `Next ${days} days` }));

/** `?days=7&mine=true`: the view kept in the URL, so Back and a shared link keep it; anything else reads as the defaults. */
function readView(params: URLSearchParams): { days: number; mine: boolean } {
  const days = Number(params.get('days'));
  return { days: (DAY_CHOICES as readonly number[]).includes(days) ? days : DEFAULT_DAYS, mine: params.get('mine') === 'true' };
}

/** Recording against one due: the booking's other dues in view are offered too, oldest first. */
function targetOf(due: AccountsDue, view: AccountsDues): RecordTarget {
  const sameBooking = [...view.overdue, ...view.upcoming].filter((other) => other.booking.id === due.booking.id);
  return {
    bookingId: due.booking.id,
    bookingReference: due.booking.reference,
    currency: due.booking.currency,
    dues: sameBooking.sort((a, b) => a.due_date.localeCompare(b.due_date)),
    dueId: due.id,
  };
}

function SectionHeading({ id, title, total }: { id: string; title: string; total: string }) {
  return (
    <Group justify="space-between" align="baseline" gap="xs">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" fw={600} c="dimmed">
        {total}
      </Text>
    </Group>
  );
}

/**
 * /payments, the accounts view: every overdue due grouped by how late it is, and everything falling
 * due in the next days, with the totals of each; each due links to its booking, copies its live link,
 * and records a payment in two clicks (the form opens filled in; its button saves). Below them, the
 * running bookings that have no plan yet, each opening its booking to set one.
 */
export function AccountsPage() {
  const { userId, can } = useViewer();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const query = useAccountsDues({ days: view.days, ...(view.mine ? { owner: userId } : {}) });
  const [target, setTarget] = useState<RecordTarget>();
  const data = query.data;
  const busy = query.isPlaceholderData;
  const onRecord = can('payments.record') && data ? (due: AccountsDue) => setTarget(targetOf(due, data)) : undefined;

  const setView = (next: { days: number; mine: boolean }) => {
    const search = new URLSearchParams();
    if (next.days !== DEFAULT_DAYS) search.set('days', String(next.days));
    if (next.mine) search.set('mine', 'true');
    setParams(search);
  };

  return (
    <>
      <PageTitle icon={<IconReceipt size={26} />} title="Payments" description="What customers owe: everything overdue, by how late, and everything falling due soon." />
      <Stack gap="xl">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select label="Falling due in" data={DAY_OPTIONS} value={String(view.days)} onChange={(value) => value && setView({ ...view, days: Number(value) })} allowDeselect={false} w={170} />
            <Switch label="Only my bookings" description="Bookings you own" checked={view.mine} onChange={(event) => setView({ ...view, mine: event.currentTarget.checked })} />
          </Group>
        </Paper>
        {query.isError && !data ? (
          <QueryErrorAlert error={query.error} what="the dues" onRetry={() => void query.refetch()} />
        ) : !data ? (
          <Stack gap="sm" aria-label="Loading the dues" aria-busy>
            <Skeleton h={88} radius="md" />
            <Skeleton h={240} radius="md" />
          </Stack>
        ) : (
          <>
            <AccountsTotals dues={data} />
            <Stack gap="md" component="section" aria-labelledby="accounts-overdue">
              <SectionHeading id="accounts-overdue" title="Overdue" total={formatMoney(data.totals.overdue_paise)} />
              {data.overdue.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {view.mine ? 'None of your bookings has a due overdue.' : 'Nothing is overdue.'}
                </Text>
              ) : (
                data.totals.buckets
                  .filter((bucket) => bucket.count > 0)
                  .map((bucket) => (
                    <Stack key={bucket.bucket} gap="xs" component="section" aria-labelledby={`accounts-bucket-${bucket.bucket}`}>
                      <Title order={3} size="h5" id={`accounts-bucket-${bucket.bucket}`}>
                        {BUCKET_LABELS[bucket.bucket]} · {formatMoney(bucket.open_paise)} · {count(bucket.count, 'due', 'dues')}
                      </Title>
                      <AccountsDueTable
                        label={`Dues ${BUCKET_LABELS[bucket.bucket]}`}
                        dues={data.overdue.filter((due) => due.bucket === bucket.bucket)}
                        today={data.today}
                        late
                        busy={busy}
                        onRecord={onRecord}
                      />
                    </Stack>
                  ))
              )}
            </Stack>
            <Stack gap="md" component="section" aria-labelledby="accounts-upcoming">
              <SectionHeading id="accounts-upcoming" title={`Falling due in the next ${data.days} days`} total={formatMoney(data.totals.upcoming_paise)} />
              {data.upcoming.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nothing falls due in the next {data.days} days.
                </Text>
              ) : (
                <AccountsDueTable label={`Dues in the next ${data.days} days`} dues={data.upcoming} today={data.today} late={false} busy={busy} onRecord={onRecord} />
              )}
            </Stack>
            {data.without_plan.length > 0 && (
              <Stack gap="md" component="section" aria-labelledby="accounts-planless">
                <Stack gap={2}>
                  <Title order={2} size="h3" id="accounts-planless">
                    Without a payment plan
                  </Title>
                  <Text size="sm" c="dimmed">
                    Running bookings whose dues are not set yet, earliest trip first.
                  </Text>
                </Stack>
                <AccountsPlanless bookings={data.without_plan} busy={busy} />
              </Stack>
            )}
          </>
        )}
      </Stack>
      <RecordPaymentDrawer target={target} onClose={() => setTarget(undefined)} />
    </>
  );
}
