import type { ReactNode } from 'react';
import { Anchor, Group, Stack } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { mailHref, telHref, whatsappHref } from './booking-format';

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

/** How to reach someone (the customer, a supplier): each way given, as a link that opens it. */
export function ContactLinks({ phone, email, whatsapp }: { phone: string; email: string; whatsapp: string }) {
  return (
    <Stack gap={2}>
      {phone && <ContactLink icon={<IconPhone size={15} />} href={telHref(phone)} label={phone} />}
      {email && <ContactLink icon={<IconMail size={15} />} href={mailHref(email)} label={email} />}
      {whatsapp && <ContactLink icon={<IconBrandWhatsapp size={15} />} href={whatsappHref(whatsapp)} label={`WhatsApp ${whatsapp}`} external />}
    </Stack>
  );
}
