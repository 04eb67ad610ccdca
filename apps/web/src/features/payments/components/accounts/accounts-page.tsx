import { useState, type ReactNode } from 'react';
import { Box, Button, Group, Paper, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { RECEIVABLE_AGES, type AccountsDue, type AccountsDues } from '@ua/contracts';
import { IconCash, IconLink, IconReceipt } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { TablePager } from '../../../../components/table-pager';
import { useViewer } from '../../../../hooks/use-viewer';
import { formatMoney } from '../../../../lib/money';
import { useAccountsDues } from '../../api/get-accounts-dues';
import { DAY_CHOICES, FIRST_PAGES, queryOf, readView, writeView, type AccountsList, type AccountsView } from '../../utils/accounts-view';
import { count } from '../../utils/payment-format';
import type { RecordTarget } from '../../utils/record-values';
import { RecordPaymentDrawer } from '../record/record-payment-drawer';
import { AccountsDueTable } from './accounts-due-table';
import { AccountsOverdue } from './accounts-overdue';
import { AccountsPlanless } from './accounts-planless';
import { paymentPaths } from '../../utils/payment-paths';
import { AccountsTotals, BUCKET_LABELS } from './accounts-totals';

const DAY_OPTIONS = DAY_CHOICES.map((days) => ({ value: String(days), label: `Next ${days} days` }));
const AGE_OPTIONS = RECEIVABLE_AGES.map((age) => ({ value: age, label: age === 'not_due' ? 'Not yet due' : BUCKET_LABELS[age] }));

/** Recording against one due: the booking's other dues on the pages in view are offered too, oldest first. */
function targetOf(due: AccountsDue, view: AccountsDues): RecordTarget {
  const sameBooking = [...view.overdue.results, ...view.upcoming.results].filter((other) => other.booking.id === due.booking.id);
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

const PAGER_LABELS: Record<AccountsList, string> = { overdue: 'Pages of the overdue dues', upcoming: 'Pages of the dues falling due', without_plan: 'Pages of the bookings without a plan' };

type ListPagerProps = { list: AccountsList; total: number; noun: readonly [string, string]; view: AccountsView; onPage: (list: AccountsList, page: number) => void; onPageSize: (pageSize: number) => void };

/** A list's pages, once it has more than one (or is off its first); named, as the page has one for each list. */
function ListPager({ list, total, noun, view, onPage, onPageSize }: ListPagerProps) {
  if (total <= view.pageSize && view.pages[list] === 1) return null;
  return (
    <Box component="nav" aria-label={PAGER_LABELS[list]}>
      <TablePager count={total} page={view.pages[list]} pageSize={view.pageSize} noun={noun} onPage={(page) => onPage(list, page)} onPageSize={onPageSize} />
    </Box>
  );
}

/** A list's rows, or why there are none: nothing matches, or the page asked for lies past the end. */
function ListRows({ total, rows, none, children }: { total: number; rows: number; none: string; children: ReactNode }) {
  if (rows > 0) return children;
  return (
    <Text size="sm" c="dimmed">
      {total === 0 ? none : 'Nothing on this page: go back to an earlier one.'}
    </Text>
  );
}

/**
 * /payments, the accounts view: every overdue due grouped by how late it is, and everything falling
 * due in the next days, with the totals of each; each due links to its booking, copies its live link,
 * and records a payment in two clicks (the form opens filled in; its button saves). Below them, the
 * running bookings that have no plan yet, each opening its booking to set one. Each list pages on its
 * own; the totals count every row.
 */
export function AccountsPage() {
  const { userId, can } = useViewer();
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const query = useAccountsDues(queryOf(view, userId));
  const [target, setTarget] = useState<RecordTarget>();
  const data = query.data;
  const busy = query.isPlaceholderData;
  const onRecord = can('payments.record') && data ? (due: AccountsDue) => setTarget(targetOf(due, data)) : undefined;
  const upcomingTitle = view.age === 'not_due' ? 'Not yet due' : `Falling due in the next ${data?.days ?? view.days} days`;

  // A new filter or page size starts every list from its first page; a page moves its own list alone.
  const setFilters = (next: Pick<AccountsView, 'days' | 'mine' | 'age'>) => setParams(writeView({ ...view, ...next, pages: FIRST_PAGES }));
  const onPage = (list: AccountsList, page: number) => setParams(writeView({ ...view, pages: { ...view.pages, [list]: page } }));
  const onPageSize = (pageSize: number) => setParams(writeView({ ...view, pageSize, pages: FIRST_PAGES }));
  const pagerProps = { view, onPage, onPageSize };
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
              onChange={(value) => setFilters({ ...view, age: RECEIVABLE_AGES.find((age) => age === value) })}
              clearable
              clearButtonProps={{ 'aria-label': 'Show every age' }}
              w={220}
            />
            {view.age === undefined && (
              <Select label="Falling due in" data={DAY_OPTIONS} value={String(view.days)} onChange={(value) => value && setFilters({ ...view, days: Number(value) })} allowDeselect={false} w={170} />
            )}
            <Switch label="Only my bookings" description="Bookings you own" checked={view.mine} onChange={(event) => setFilters({ ...view, mine: event.currentTarget.checked })} />
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
                <ListRows total={data.overdue.count} rows={data.overdue.results.length} none={view.mine ? 'None of your bookings has a due overdue.' : 'Nothing is overdue.'}>
                  <AccountsOverdue dues={data} busy={busy} onRecord={onRecord} />
                </ListRows>
                <ListPager list="overdue" total={data.overdue.count} noun={['due', 'dues']} {...pagerProps} />
              </Stack>
            )}
            {showsUpcoming && (
              <Stack gap="md" component="section" aria-labelledby="accounts-upcoming">
                <SectionHeading id="accounts-upcoming" title={upcomingTitle} total={`${formatMoney(data.totals.upcoming_paise)} · ${count(data.totals.upcoming_count, 'due', 'dues')}`} />
                <ListRows total={data.upcoming.count} rows={data.upcoming.results.length} none={view.age === 'not_due' ? 'Nothing is owed that is not late yet.' : `Nothing falls due in the next ${data.days} days.`}>
                  <AccountsDueTable
                    label={view.age === 'not_due' ? 'Dues not yet due' : `Dues in the next ${data.days} days`}
                    dues={data.upcoming.results}
                    today={data.today}
                    late={false}
                    busy={busy}
                    onRecord={onRecord}
                  />
                </ListRows>
                <ListPager list="upcoming" total={data.upcoming.count} noun={['due', 'dues']} {...pagerProps} />
              </Stack>
            )}
            {data.without_plan.count > 0 && (
              <Stack gap="md" component="section" aria-labelledby="accounts-planless">
                <Stack gap={2}>
                  <Title order={2} size="h3" id="accounts-planless">
                    Without a payment plan
                  </Title>
                  <Text size="sm" c="dimmed">
                    Running bookings whose dues are not set yet, earliest trip first · {count(data.without_plan.count, 'booking', 'bookings')}
                  </Text>
                </Stack>
                <ListRows total={data.without_plan.count} rows={data.without_plan.results.length} none="">
                  <AccountsPlanless bookings={data.without_plan.results} busy={busy} />
                </ListRows>
                <ListPager list="without_plan" total={data.without_plan.count} noun={['booking', 'bookings']} {...pagerProps} />
              </Stack>
            )}
          </>
        )}
      </Stack>
      <RecordPaymentDrawer target={target} onClose={() => setTarget(undefined)} />
    </>
  );
}
