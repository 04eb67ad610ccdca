import type { ReactNode } from 'react';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { SupplierDetail } from '@ua/contracts';
import { IconBrandWhatsapp, IconMail, IconPhone, IconUsers } from '@tabler/icons-react';
import { mailHref, telHref, whatsappHref } from '../../utils/contact-links';

type Contact = SupplierDetail['contacts'][number];

function ContactLine({ icon, href, label, external = false }: { icon: ReactNode; href: string; label: string; external?: boolean }) {
  return (
    <Anchor href={href} size="sm" {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Group gap={6} wrap="nowrap">
        {icon}
        {label}
      </Group>
    </Anchor>
  );
}

/** Whom to call: each contact's phone, email and WhatsApp, one tap away. */
export function SupplierContactsCard({ contacts }: { contacts: readonly Contact[] }) {
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="sm">
        Contacts
      </Text>
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
                {contact.role && (
                  <Text span c="dimmed" fw={400} size="sm">
                    {' '}
                    · {contact.role}
                  </Text>
                )}
              </Text>
              <Group gap="lg" wrap="wrap">
                {contact.phone && <ContactLine icon={<IconPhone size={15} />} href={telHref(contact.phone)} label={contact.phone} />}
                {contact.email && <ContactLine icon={<IconMail size={15} />} href={mailHref(contact.email)} label={contact.email} />}
                {contact.whatsapp && <ContactLine icon={<IconBrandWhatsapp size={15} />} href={whatsappHref(contact.whatsapp)} label={`WhatsApp ${contact.whatsapp}`} external />}
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
