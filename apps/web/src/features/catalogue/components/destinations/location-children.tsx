import type { ReactNode } from 'react';
import { Group, Pagination, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { LocationDetail } from '@ua/contracts';
import { useSearchParams } from 'react-router';
import { IconMapPin } from '@tabler/icons-react';
import { ListEmptyState } from '../../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { positiveInt } from '../../../../lib/url-params';
import { useLocationLevel } from '../../api/get-location-level';
import { useListView } from '../../../../hooks/use-list-view';
import { childLevel, levelPlural } from '../../../../entities/place/location-levels';
import { ListViewToggle } from '../../../../components/list-view-toggle';
import { LocationChildCard } from './location-child-card';
import { LocationChildrenTable } from './location-children-table';

const PAGE_SIZE = 48;

type LocationChildrenProps = {
  /** The location whose children are listed; none for the top of the tree. */
  parent: LocationDetail | undefined;
  /** The "add" button, for holders of locations.manage. */
  action?: ReactNode;
};

/** The next level down, as tiles or compact rows (kept in this browser); inactive places on request (`?status=all`), the page in the URL. */
export function LocationChildren({ parent, action }: LocationChildrenProps) {
  const [params, setParams] = useSearchParams();
  const [view, setView] = useListView('catalogue.destinations');
  const level = parent ? childLevel(parent.level) : 1;
  const showInactive = params.get('status') === 'all';
  const page = positiveInt(params.get('page'), 1);
  const children = useLocationLevel(
    { level: level ?? 4, query: { page, page_size: PAGE_SIZE, active: showInactive ? 'all' : 'true', ...(parent ? { parent: parent.id } : {}) } },
    { enabled: level !== undefined },
  );
  if (level === undefined) return null;

  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === undefined) next.delete(name);
      else next.set(name, value);
      if (name !== 'page') next.delete('page');
      return next;
    });
  const pages = Math.ceil((children.data?.count ?? 0) / PAGE_SIZE);
  const title = parent ? `${levelPlural(level)} in ${parent.name}` : levelPlural(level);

  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {children.data && (
            <Text size="sm" c="dimmed">
              {children.data.count} {children.data.count === 1 ? 'place' : 'places'}
            </Text>
          )}
        </div>
        <Group gap="md">
          <ListViewToggle label="Show places as" value={view} onChange={setView} />
          <Switch label="Show inactive" checked={showInactive} onChange={(event) => setParam('status', event.currentTarget.checked ? 'all' : undefined)} />
          {action}
        </Group>
      </Group>
      {children.isError ? (
        <QueryErrorAlert error={children.error} what="these places" onRetry={() => void children.refetch()} />
      ) : children.data === undefined ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-label="Loading places" aria-busy>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={190} radius="lg" />
          ))}
        </SimpleGrid>
      ) : children.data.results.length === 0 ? (
        <ListEmptyState
          icon={<IconMapPin size={26} />}
          title={parent ? `Nothing inside ${parent.name} yet` : 'No destinations yet'}
          description={showInactive || !parent ? 'The tree is empty here.' : 'Inactive places are hidden; switch on "Show inactive" to see them.'}
        />
      ) : view === 'rows' ? (
        <LocationChildrenTable places={children.data.results} label={title} dimmed={children.isPlaceholderData} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" style={{ opacity: children.isPlaceholderData ? 0.6 : 1 }}>
          {children.data.results.map((child) => (
            <LocationChildCard key={child.id} location={child} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={Math.min(page, pages)} onChange={(next) => setParam('page', next > 1 ? String(next) : undefined)} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
