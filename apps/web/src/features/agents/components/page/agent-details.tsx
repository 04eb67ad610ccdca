import type { ReactNode } from 'react';
import { Anchor, Card, DataList, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { PRODUCT_CATEGORY_LABELS, type AgentDetail } from '@ua/contracts';
import { IconBrandWhatsapp, IconMail, IconPhone, IconUsers } from '@tabler/icons-react';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { telHref, whatsappHref } from '../../utils/agent-format';
import { formatPercent } from '../../utils/percent';

function CardTitle({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="sm">
      {children}
    </Text>
  );
}

function ContactLine({ icon, href, label, external = false }: { icon: ReactNode; href: string; label: string; external?: boolean }) {
  return (
    <Anchor href={href} size="sm" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Group gap={6} wrap="nowrap">
        {icon}
        <span style={{ overflowWrap: 'anywhere' }}>{label}</span>
      </Group>
    </Anchor>
  );
}

/** Whom to call at the agency: each contact's phone, email and WhatsApp, one tap away. */
function ContactsCard({ contacts }: { contacts: AgentDetail['contacts'] }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <CardTitle>Contacts</CardTitle>
      {contacts.length === 0 ? (
        <Group gap={6} c="dimmed">
          <IconUsers size={16} />
          <Text size="sm">No contacts yet.</Text>
        </Group>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Contacts">
          {contacts.map((contact, index) => (
            <Stack key={`${contact.name}-${index}`} gap={4} component="li" pb="sm" style={index < contacts.length - 1 ? { borderBottom: '1px solid var(--mantine-color-gray-2)' } : undefined}>
              <Text fw={600} size="sm">
                {contact.name}
                {index === 0 && (
                  <Text span c="dimmed" fw={400} size="sm">
                    {' '}
                    · primary
                  </Text>
                )}
              </Text>
              <Group gap="lg" wrap="wrap">
                {contact.phone && <ContactLine icon={<IconPhone size={15} />} href={telHref(contact.phone)} label={contact.phone} />}
                {contact.email && <ContactLine icon={<IconMail size={15} />} href={`mailto:${contact.email}`} label={contact.email} />}
                {contact.whatsapp && <ContactLine icon={<IconBrandWhatsapp size={15} />} href={whatsappHref(contact.whatsapp)} label={`WhatsApp ${contact.whatsapp}`} external />}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The default rate, then each category that earns at its own. */
function CommissionCard({ agent }: { agent: AgentDetail }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <CardTitle>Commission</CardTitle>
      <Table aria-label="Commission" verticalSpacing={6}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              <Text size="sm">Default</Text>
              <Text size="xs" c="dimmed">
                Every category without its own rate
              </Text>
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>
              <Text size="sm" fw={600}>
                {formatPercent(agent.commission_bp)}
              </Text>
            </Table.Td>
          </Table.Tr>
          {agent.commission_overrides.map((override) => (
            <Table.Tr key={override.category}>
              <Table.Td>
                <Text size="sm">{PRODUCT_CATEGORY_LABELS[override.category]}</Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                <Text size="sm" fw={600}>
                  {formatPercent(override.commission_bp)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The agent's Details tab: whom to call and what they said; tax identifiers, commission, credit. */
export function AgentDetails({ agent }: { agent: AgentDetail }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <ContactsCard contacts={agent.contacts} />
          <Card withBorder radius="lg" padding="lg">
            <CardTitle>Notes</CardTitle>
            <Text size="sm" c={agent.notes ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {agent.notes || 'No notes.'}
            </Text>
          </Card>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <CommissionCard agent={agent} />
          <Card withBorder radius="lg" padding="lg">
            <DataList size="sm" labelWidth={140} withDivider aria-label="Tax and credit">
              <Fact label="GSTIN">
                <Text span size="sm" ff="monospace">
                  {agent.gstin ?? '—'}
                </Text>
              </Fact>
              <Fact label="PAN">
                <Text span size="sm" ff="monospace">
                  {agent.pan ?? '—'}
                </Text>
              </Fact>
              <Fact label="Credit limit">{agent.credit_limit_paise === 0 ? 'None: pays from its balance only' : formatMoney(agent.credit_limit_paise)}</Fact>
              <Fact label="Low-balance alert">Below {formatMoney(agent.low_balance_alert_paise)}</Fact>
              <Fact label="Account manager">{agent.account_manager?.name ?? 'Nobody yet'}</Fact>
              <Fact label="Added">{formatDate(agent.created_at)}</Fact>
              <Fact label="Updated">{formatDate(agent.updated_at)}</Fact>
            </DataList>
          </Card>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
