import { Alert } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';

/** The dev routes are not registered in production: the server answers 404, and this says why. */
export function StandInsOnlyAlert() {
  return (
    <Alert variant="light" color="gray" radius="md" icon={<IconMailOff size={20} />} title="No mailbox on this server">
      The mailbox exists only with the local stand-ins: outside production, where the app catches its own mails (no SMTP_URL) and answers for WhatsApp (no
      WHATSAPP_API_URL). Real mails and WhatsApp messages are seen at the providers.
    </Alert>
  );
}
