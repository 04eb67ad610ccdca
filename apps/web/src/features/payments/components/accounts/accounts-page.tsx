import { useState } from 'react';
import { Button, Group, Paper, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { RECEIVABLE_AGES, type AccountsDue, type AccountsDues, type ReceivableAge } from '@ua/contracts';
import { IconCash, IconLink, IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
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
import { paymentPaths } from '../../utils/payment-paths';
import { AccountsTotals, BUCKET_LABELS } from './accounts-totals';

const DAY_CHOICES = [7, 14, 30] as const;
const DEFAULT_DAYS = 14;
const DAY_OPTIONS = DAY_CHOICES.map((days) => ({ value: String(days), label: `Next ${days} days` }));
const AGE_OPTIONS = RECEIVABLE_AGES.map((age) => ({ value: age, label: age === 'not_due' ? 'Not yet due' : BUCKET_LABELS[age] }));

type View = { days: number; mine: boolean; age: ReceivableAge | undefined };

/** `?days=7&mine=true&age=8-30`: the view kept in the URL, so Back and a shared link keep it; anything else reads as the defaults. */
function readView(params: URLSearchParams): View {
  const days = Number(params.get('days'));
  const age = RECEIVABLE_AGES.find((known) => known === params.get('age'));
  return { days: (DAY_CHOICES as readonly number[]).includes(days) ? days : DEFAULT_DAYS, mine: params.get('mine') === 'true', age };
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
  const query = useAccountsDues({ days: view.days, ...(view.mine ? { owner: userId } : {}), ...(view.age ? { age: view.age } : {}) });
  const [target, setTarget] = useState<RecordTarget>();
  const data = query.data;
  const busy = query.isPlaceholderData;
  const onRecord = can('payments.record') && data ? (due: AccountsDue) => setTarget(targetOf(due, data)) : undefined;
  const upcomingTitle = view.age === 'not_due' ? 'Not yet due' : `Falling due in the next ${data?.days ?? view.days} days`;

  const setView = (next: View) => {
    const search = new URLSearchParams();
    if (next.days !== DEFAULT_DAYS) search.set('days', String(next.days));
    if (next.mine) search.set('mine', 'true');
    if (next.age) search.set('age', next.age);
    setParams(search);
  };
  const showsOverdue = view.age !== 'not_due';
  const showsUpcoming = view.age === undefined || view.age === 'not_due';
  const actions = (
    <>
      <Button component={Link} to={paymentPaths.received} variant="default" leftSection={<IconCash size={18} />}>
        Payments received
      </Button>
      <Button component={Link} to={paymentPaths.links} variant="default" leftSection={<IconLink size={18} />}>
        Payment links
      </Button>
    </>
  );

  return (
    <>
      <PageTitle icon={<IconReceipt size={26} />} title="Payments" description="What customers owe: everything overdue, by how late, and everything falling due soon." actions={actions} />
      <Stack gap="xl">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label="Age"
              placeholder="Overdue and falling due"
              data={AGE_OPTIONS}
              value={view.age ?? null}
              onChange={(value) => setView({ ...view, age: RECEIVABLE_AGES.find((age) => age === value) })}
              clearable
              clearButtonProps={{ 'aria-label': 'Show every age' }}
              w={220}
            />
            {view.age === undefined && (
              <Select label="Falling due in" data={DAY_OPTIONS} value={String(view.days)} onChange={(value) => value && setView({ ...view, days: Number(value) })} allowDeselect={false} w={170} />
            )}
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
            {view.age === undefined && <AccountsTotals dues={data} />}
            {showsOverdue && (
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
            )}
            {showsUpcoming && (
              <Stack gap="md" component="section" aria-labelledby="accounts-upcoming">
                <SectionHeading id="accounts-upcoming" title={upcomingTitle} total={`${formatMoney(data.totals.upcoming_paise)} · ${count(data.totals.upcoming_count, 'due', 'dues')}`} />
                {data.upcoming.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {view.age === 'not_due' ? 'Nothing is owed that is not late yet.' : `Nothing falls due in the next ${data.days} days.`}
                  </Text>
                ) : (
                  <AccountsDueTable label={view.age === 'not_due' ? 'Dues not yet due' : `Dues in the next ${data.days} days`} dues={data.upcoming} today={data.today} late={false} busy={busy} onRecord={onRecord} />
                )}
              </Stack>
            )}
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
