import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LOST_REASON_LABELS, type TripHeading } from '@ua/contracts';
import { Link } from 'react-router';
import { IconBrandWhatsapp, IconCalendarCheck, IconMail, IconPencil, IconPhone } from '@tabler/icons-react';
import { APP_PATHS } from '../../../../config/paths';
import { mailHref, telHref, whatsappHref } from '../../utils/contact-links';
import { placesLine, travellersSummary, tripDates, versionSummary } from '../../utils/trip-format';
import { EditHeadingDrawer } from './edit-heading-drawer';
import { StatusActions } from './status-actions';
import { TripStatusBadge } from './trip-status-badge';

type TripHeadingPanelProps = {
  heading: TripHeading;
  canManage: boolean;
  /** What the viewer may do with the trip's booking: make one (bookings.manage), or open it (bookings.view). */
  bookings?: { canBook: boolean; canRead: boolean };
};

/** An accepted trip is booked from the bookings area; a booked one opens its booking (found by the trip's reference). */
function BookingLink({ heading, bookings }: { heading: TripHeading; bookings: NonNullable<TripHeadingPanelProps['bookings']> }) {
  if (heading.status === 'accepted' && bookings.canBook) {
    return (
      <Button component={Link} to={`${APP_PATHS.bookings}/new?trip=${heading.id}`} leftSection={<IconCalendarCheck size={16} />}>
        Book this trip
      </Button>
    );
  }
  if (heading.status === 'booked' && bookings.canRead) {
    return (
      <Button component={Link} variant="light" to={`${APP_PATHS.bookings}?search=${encodeURIComponent(heading.reference)}`} leftSection={<IconCalendarCheck size={16} />}>
        Open its booking
      </Button>
    );
  }
  return null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function ContactLink({ icon, href, label, external = false }: { icon: ReactNode; href: string; label: string; external?: boolean }) {
  return (
    <Anchor href={href} size="sm" style={{ overflowWrap: 'anywhere' }} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Group gap={6} wrap="nowrap">
        {icon}
        {label}
      </Group>
    </Anchor>
  );
}

/** The agency that brought the trip, its default commission, and whose name the customer's page carries. */
function AgentFact({ agent, branding }: { agent: NonNullable<TripHeading['agent']>; branding: boolean }) {
  return (
    <Fact label="Agent">
      <Text size="sm" fw={600}>
        {agent.agency_name}
        <Text span size="sm" fw={400} c="dimmed">
          {' '}
          · {agent.city}
        </Text>
      </Text>
      {agent.status !== 'active' && (
        <Badge variant="light" color={agent.status === 'closed' ? 'gray' : 'orange'} radius="sm" tt="none" w="fit-content">
          {agent.status === 'closed' ? 'Closed' : 'On hold'}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {branding ? 'The customer sees the agency’s name' : 'The customer sees our name'}
      </Text>
    </Fact>
  );
}

function CustomerFact({ customer }: { customer: TripHeading['customer'] }) {
  return (
    <Fact label="Customer">
      <Text size="sm" fw={600}>
        {customer.name}
        {customer.city && (
          <Text span size="sm" fw={400} c="dimmed">
            {' '}
            · {customer.city}
          </Text>
        )}
      </Text>
      {customer.phone && <ContactLink icon={<IconPhone size={15} />} href={telHref(customer.phone)} label={customer.phone} />}
      {customer.email && <ContactLink icon={<IconMail size={15} />} href={mailHref(customer.email)} label={customer.email} />}
      {customer.whatsapp && <ContactLink icon={<IconBrandWhatsapp size={15} />} href={whatsappHref(customer.whatsapp)} label={`WhatsApp ${customer.whatsapp}`} external />}
    </Fact>
  );
}

/**
 * The top of a trip's page, and its heading (the page's h1): who asked, when they travel, who goes,
 * where, who owns it, which version the customer accepted and the agent who brought it. With
 * itineraries.manage it offers to edit the details and to move the status; the server checks both anyway.
 */
export function TripHeadingPanel({ heading, canManage, bookings = { canBook: false, canRead: false } }: TripHeadingPanelProps) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const places = placesLine(heading);
  // A booked trip belongs to its booking now; the server refuses edits to it anyway.
  const editable = heading.status !== 'booked';

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Trip details">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Group gap="xs">
            <Text size="sm" ff="monospace" c="dimmed">
              {heading.reference}
            </Text>
            <TripStatusBadge status={heading.status} />
            {heading.accepted_version !== null && (
              <Badge variant="outline" color="teal" radius="sm" tt="none">
                Accepted v{heading.accepted_version}
              </Badge>
            )}
          </Group>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {heading.title}
          </Title>
          <Text size="sm" c="dimmed">
            {tripDates(heading)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="wrap">
          <BookingLink heading={heading} bookings={bookings} />
          {canManage && editable && (
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
              Edit details
            </Button>
          )}
          {canManage && <StatusActions heading={heading} onRefused={setRefusal} />}
        </Group>
      </Group>
      {heading.status === 'lost' && heading.lost_reason !== null && (
        <Alert color="red" variant="light" mt="md" p="sm" title={`Lost: ${LOST_REASON_LABELS[heading.lost_reason]}`}>
          {heading.lost_note || 'No note.'}
        </Alert>
      )}
      {refusal && (
        <Alert color="orange" variant="light" mt="md" title="Status not changed" withCloseButton closeButtonLabel="Dismiss" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: heading.agent ? 5 : 4 }} spacing="lg" verticalSpacing="md" mt="lg">
        <CustomerFact customer={heading.customer} />
        <Fact label="Travellers">
          <Text size="sm">{travellersSummary(heading.travellers)}</Text>
          <Text size="sm" c="dimmed">
            {heading.rooms === 0 ? 'No rooms' : `${heading.rooms} ${heading.rooms === 1 ? 'room' : 'rooms'}`}
          </Text>
        </Fact>
        <Fact label="Places">
          <Text size="sm" c={places ? undefined : 'dimmed'}>
            {places ?? 'Not chosen yet'}
          </Text>
        </Fact>
        <Fact label="Owner and version">
          <Text size="sm">{heading.owner.name}</Text>
          <Text size="sm" c="dimmed">
            {versionSummary(heading.latest_version, heading.accepted_version)}
          </Text>
        </Fact>
        {heading.agent && <AgentFact agent={heading.agent} branding={heading.agency_branding} />}
      </SimpleGrid>
      {heading.notes && (
        <Text size="sm" mt="md" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {heading.notes}
        </Text>
      )}
      {canManage && <EditHeadingDrawer heading={heading} opened={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}
