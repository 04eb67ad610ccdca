import { useState } from 'react';
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TripHeading } from '@ua/contracts';
import { IconSnowflake } from '@tabler/icons-react';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useAcceptVersion } from '../../api/accept-version';
import { useVersions } from '../../api/list-versions';
import { ConfirmModal } from '../schedule/confirm-modal';
import { CompareDrawer } from './compare-drawer';
import { CustomerLinksDrawer } from './customer-links-drawer';
import { FreezeModal } from './freeze-modal';
import { VersionRow } from './version-row';
import { VersionViewDrawer } from './version-view-drawer';

type Dialog = { kind: 'freeze' } | { kind: 'view' | 'accept' | 'links'; version: number } | { kind: 'compare'; from: number; to: number } | null;

type VersionsSectionProps = {
  heading: TripHeading;
  /** itineraries.manage: freeze, accept, make and revoke links. */
  canManage: boolean;
  /** The draft may still change (the trip is neither booked nor lost): freezing and accepting are offered. */
  editable: boolean;
};

/**
 * The frozen versions of the trip, newest first: freeze the draft as the next one, view one as it was
 * frozen, compare two, accept the one the customer agreed to, send its link or its PDF.
 */
export function VersionsSection({ heading, canManage, editable }: VersionsSectionProps) {
  const tripId = heading.id;
  const versions = useVersions(tripId);
  const accept = useAcceptVersion();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const nextVersion = (heading.latest_version ?? 0) + 1;
  const list = [...(versions.data ?? [])].sort((a, b) => b.version - a.version);
  const chosen = dialog && 'version' in dialog ? dialog.version : undefined;

  const confirmAccept = () => {
    if (chosen === undefined) return;
    accept.mutate(
      { tripId, version: chosen },
      {
        onSuccess: () => {
          showInfoToast(`The trip is accepted on version ${chosen}; it can now be booked.`, 'Version accepted');
          close();
        },
        onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Version not accepted'),
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="itinerary-versions-heading">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="itinerary-versions-heading">
          Versions
        </Title>
        {canManage && editable && (
          <Button leftSection={<IconSnowflake size={16} />} onClick={() => setDialog({ kind: 'freeze' })}>
            Freeze as version {nextVersion}
          </Button>
        )}
      </Group>
      {versions.isPending ? (
        <Skeleton h={80} radius="md" />
      ) : versions.isError ? (
        <QueryErrorAlert error={versions.error} what="the versions" onRetry={() => void versions.refetch()} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No version yet. Freeze the trip when it is ready to send: the customer sees a version, never the draft.
        </Text>
      ) : (
        list.map((version, index) => (
          <VersionRow
            key={version.version}
            tripId={tripId}
            version={version}
            comparable={list.length > 1}
            canAccept={editable && !version.accepted}
            onView={() => setDialog({ kind: 'view', version: version.version })}
            // Against the version before it; the oldest against the one after it.
            onCompare={() => {
              const other = list[index + 1] ?? list[index - 1];
              if (other) setDialog({ kind: 'compare', from: Math.min(other.version, version.version), to: Math.max(other.version, version.version) });
            }}
            onAccept={() => setDialog({ kind: 'accept', version: version.version })}
            onLinks={() => setDialog({ kind: 'links', version: version.version })}
          />
        ))
      )}

      {canManage && <FreezeModal tripId={tripId} nextVersion={nextVersion} opened={dialog?.kind === 'freeze'} onClose={close} />}
      <ConfirmModal
        opened={dialog?.kind === 'accept'}
        title={`Accept version ${chosen ?? ''}?`}
        confirmLabel={`Accept version ${chosen ?? ''}`}
        color="teal"
        loading={accept.isPending}
        onConfirm={confirmAccept}
        onClose={close}
      >
        Record that the customer accepted version {chosen}: the trip becomes accepted, on this version&rsquo;s days and price, ready to be booked.
        {heading.accepted_version !== null && heading.accepted_version !== chosen && ` It replaces version ${heading.accepted_version} as the accepted one.`}
      </ConfirmModal>
      <VersionViewDrawer tripId={tripId} version={dialog?.kind === 'view' ? dialog.version : undefined} onClose={close} />
      <CompareDrawer tripId={tripId} currency={heading.currency} versions={list} initial={dialog?.kind === 'compare' ? { from: dialog.from, to: dialog.to } : undefined} onClose={close} />
      <CustomerLinksDrawer tripId={tripId} version={dialog?.kind === 'links' ? dialog.version : undefined} canManage={canManage} onClose={close} />
    </Stack>
  );
}
