import { Box, Tabs } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconMailbox } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageTitle } from '../../../components/page-title';
import { APP_PATHS } from '../../../config/paths';
import { CaughtMailsTab } from './caught-mails-tab';
import { WhatsappPhonesTab } from './whatsapp-phones-tab';

type MailboxTab = 'mails' | 'whatsapp';

/**
 * The local stand-ins' mailbox (`/mail`, messaging.send, outside production): the mails the app's
 * SMTP catcher caught, and the WhatsApp stand-in's phones, where staff can answer as the customer.
 * The top bar is off on this path (spec), so the page carries its own heading and way back.
 */
export function MailboxPage() {
  const [params, setParams] = useSearchParams();
  const tab: MailboxTab = params.get('tab') === 'whatsapp' ? 'whatsapp' : 'mails';

  return (
    <Box maw={960} mx="auto">
      <BackLink to={APP_PATHS.home}>Back to UA Internal</BackLink>
      <PageTitle
        title="Mailbox"
        icon={<IconMailbox size={26} />}
        description="What the local stand-ins caught: the mails the app sent, and the WhatsApp stand-in's phones. Nothing here reached a real customer."
      />
      <Tabs value={tab} onChange={(next) => setParams(next === 'whatsapp' ? { tab: 'whatsapp' } : {})} keepMounted={false}>
        <Tabs.List aria-label="Mailbox" mb="md">
          <Tabs.Tab value="mails" leftSection={<IconMail size={16} />}>
            Mails
          </Tabs.Tab>
          <Tabs.Tab value="whatsapp" leftSection={<IconBrandWhatsapp size={16} />}>
            WhatsApp
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mails">
          <CaughtMailsTab />
        </Tabs.Panel>
        <Tabs.Panel value="whatsapp">
          <WhatsappPhonesTab />
        </Tabs.Panel>
      </Tabs>
    </Box>
  );
}
