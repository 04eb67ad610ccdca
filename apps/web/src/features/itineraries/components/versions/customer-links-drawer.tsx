import { useState } from 'react';
import { Badge, Button, Drawer, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { CUSTOMER_LINK_DAYS_DEFAULT, CUSTOMER_LINK_DAYS_MAX, type CustomerLink } from '@ua/contracts';
import { IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import { NumberField } from '../../../../components/number-field';
import { QueryErrorAlert } from '../../../../components/query-error-alert';
import { apiErrorOf } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/dates';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { numberFrom, type NumberText } from '../../../../lib/typed-number';
import { useCreateLink } from '../../api/create-link';
import { useLinks } from '../../api/list-links';
import { useRevokeLink } from '../../api/revoke-link';

const STATE_COLORS: Record<CustomerLink['state'], string> = { active: 'teal', expired: 'gray', revoked: 'red' };
const STATE_LABELS: Record<CustomerLink['state'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/** Puts the address on the clipboard; says so, or says to copy it by hand where the browser refuses. */
async function copyToClipboard(url: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showInfoToast(url, done);
  } catch {
    showErrorToast('The browser did not allow copying: select the address and copy it.', 'Not copied');
  }
}

type LinkRowProps = { link: CustomerLink; canManage: boolean; revoking: boolean; onRevoke: () => void };

function LinkRow({ link, canManage, revoking, onRevoke }: LinkRowProps) {
  const active = link.state === 'active';
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Badge color={STATE_COLORS[link.state]} variant="light" radius="sm" tt="none">
            {STATE_LABELS[link.state]}
          </Badge>
          <Text size="xs" c="dimmed">
            {link.state === 'revoked' && link.revoked_at ? `Revoked ${formatDateTime(link.revoked_at)}` : `${active ? 'Expires' : 'Expired'} ${formatDateTime(link.expires_at)}`}
          </Text>
        </Group>
        <TextInput readOnly value={link.url} aria-label={`Customer link made ${formatDateTime(link.created_at)}`} onFocus={(event) => event.currentTarget.select()} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} />
        <Text size="xs" c="dimmed">
          Made by {link.created_by.name} on {formatDateTime(link.created_at)} · {link.open_count === 0 ? 'not opened yet' : `opened ${link.open_count} ${link.open_count === 1 ? 'time' : 'times'}, last ${formatDateTime(link.last_opened_at ?? link.created_at)}`}
        </Text>
        {active && (
          <Group gap="xs">
            <Button size="compact-sm" variant="default" leftSection={<IconCopy size={14} />} onClick={() => void copyToClipboard(link.url, 'Link copied')}>
              Copy link
            </Button>
            {canManage && (
              <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconLinkOff size={14} />} onClick={onRevoke} loading={revoking}>
                Revoke
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function LinksPanel({ tripId, version, canManage }: { tripId: number; version: number; canManage: boolean }) {
  const links = useLinks(tripId, version);
  const create = useCreateLink();
  const revoke = useRevokeLink();
  const [days, setDays] = useState<NumberText>(CUSTOMER_LINK_DAYS_DEFAULT);
  const expiresInDays = numberFrom(days);
  const daysValid = expiresInDays !== undefined && Number.isInteger(expiresInDays) && expiresInDays >= 1 && expiresInDays <= CUSTOMER_LINK_DAYS_MAX;

  const makeLink = () => {
    if (!daysValid) return;
    create.mutate(
      { tripId, version, expiresInDays },
      { onSuccess: (link) => void copyToClipboard(link.url, 'Link made and copied'), onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Link not made') },
    );
  };

  const revokeLink = (link: CustomerLink) =>
    revoke.mutate(
      { tripId, version, linkId: link.id },
      { onSuccess: () => showInfoToast('The address no longer opens the trip.', 'Link revoked'), onError: (error) => showErrorToast(apiErrorOf(error).detail, 'Link not revoked') },
    );

  return (
    <Stack gap="md">
      <Text size="sm">The customer&rsquo;s page of version {version}: the trip day by day with its price and taxes, without costs or margins. Anyone holding the address can open it until it expires or is revoked.</Text>
      {canManage && (
        <Group align="flex-end" gap="sm">
          <NumberField
            label="Expires in (days)"
            min={1}
            max={CUSTOMER_LINK_DAYS_MAX}
            allowDecimal={false}
            allowNegative={false}
            value={days}
            onChange={setDays}
            error={daysValid ? undefined : `Between 1 and ${CUSTOMER_LINK_DAYS_MAX} days`}
            w={160}
          />
          <Button leftSection={<IconLink size={16} />} onClick={makeLink} loading={create.isPending} disabled={!daysValid}>
            Make a link
          </Button>
        </Group>
      )}
      {links.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading the links">
          <Skeleton h={90} />
        </Stack>
      ) : links.isError ? (
        <QueryErrorAlert error={links.error} what="the links" onRetry={() => void links.refetch()} />
      ) : links.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No link for this version yet.
        </Text>
      ) : (
        links.data.map((link) => <LinkRow key={link.id} link={link} canManage={canManage} revoking={revoke.isPending && revoke.variables.linkId === link.id} onRevoke={() => revokeLink(link)} />)
      )}
    </Stack>
  );
}

type CustomerLinksDrawerProps = { tripId: number; version: number | undefined; canManage: boolean; onClose: () => void };

/** A version's customer links: make one (copied at once), copy, see which were opened, revoke. */
export function CustomerLinksDrawer({ tripId, version, canManage, onClose }: CustomerLinksDrawerProps) {
  return (
    <Drawer opened={version !== undefined} onClose={onClose} position="right" size="md" title={<Text fw={700} size="lg">Customer links of version {version}</Text>}>
      {version !== undefined && <LinksPanel tripId={tripId} version={version} canManage={canManage} />}
    </Drawer>
  );
}
