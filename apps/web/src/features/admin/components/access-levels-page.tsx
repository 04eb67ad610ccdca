import { useState } from 'react';
import { Button, Card, SimpleGrid, Skeleton } from '@mantine/core';
import type { AccessLevel } from '@ua/contracts';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useAccessLevels } from '../api/get-access-levels';
import { AccessLevelCard } from './access-level-card';
import { AccessLevelDrawer } from './access-level-drawer';
import { DeleteAccessLevelModal } from './delete-access-level-modal';
import { ListEmptyState } from '../../../components/list-empty-state';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { PageTitle } from '../../../components/page-title';

/** The access levels with their holders, and the editor for their names and permissions. */
export function AccessLevelsPage() {
  const levels = useAccessLevels();
  const [editing, setEditing] = useState<'new' | AccessLevel>();
  // By id, so the dialog reads the refetched holder count after the server refuses a stale one.
  const [deletingId, setDeletingId] = useState<number>();
  const deleting = levels.data?.find((level) => level.id === deletingId);

  const newButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
      New access level
    </Button>
  );

  return (
    <>
      <PageTitle order={2} title="Access levels" description="Roles staff hold. Each is a set of permissions; a person has every permission of every level they hold." actions={newButton} />
      {levels.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-label="Loading access levels">
          {[0, 1, 2].map((index) => (
            <Card key={index} withBorder radius="lg" padding="lg">
              <Skeleton h={22} w="50%" mb="sm" />
              <Skeleton h={14} w="30%" mb="lg" />
              <Skeleton h={14} mb={8} />
              <Skeleton h={14} mb={8} />
              <Skeleton h={14} w="70%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : levels.isError ? (
        <QueryErrorAlert error={levels.error} what="the access levels" onRetry={() => void levels.refetch()} />
      ) : levels.data.length === 0 ? (
        <Card withBorder radius="lg">
          <ListEmptyState icon={<IconKey size={26} />} title="No access levels yet" description="Create a level, choose its permissions, then give it to staff." action={newButton} />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {levels.data.map((level) => (
            <AccessLevelCard key={level.id} level={level} onEdit={() => setEditing(level)} onDelete={() => setDeletingId(level.id)} />
          ))}
        </SimpleGrid>
      )}
      <AccessLevelDrawer target={editing} onClose={() => setEditing(undefined)} />
      <DeleteAccessLevelModal level={deleting} onClose={() => setDeletingId(undefined)} />
    </>
  );
}
