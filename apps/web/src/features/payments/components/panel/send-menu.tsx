import { Button, Menu } from '@mantine/core';
import { PAYMENT_MAIL_LABELS, type MessageChannel, type PaymentMailKind } from '@ua/contracts';
import { IconBrandWhatsapp, IconMail, IconSend } from '@tabler/icons-react';
import { apiErrorOf } from '../../../../lib/api-error';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useSendPaymentMail } from '../../api/send-payment-mail';
import { CHANNEL_LABELS } from '../../utils/payment-format';

type SendMenuProps = {
  bookingId: number;
  kind: PaymentMailKind;
  /** The due a request is about, or the payment a receipt is for. */
  subject: { due_id: number } | { payment_id: number };
  /** Names the button for what it sends ("Send the receipt RC/2026-27/000012"). */
  label: string;
  onSent: () => void;
};

/** Sends a payment mail to the booking's customer, by mail or WhatsApp: the menu's choice sends at once. */
export function SendMenu({ bookingId, kind, subject, label, onSent }: SendMenuProps) {
  const send = useSendPaymentMail();
  const sendBy = (channel: MessageChannel) =>
    send.mutate(
      { booking_id: bookingId, kind, channel, ...subject },
      {
        onSuccess: () => {
          showInfoToast(`${PAYMENT_MAIL_LABELS[kind]} sent by ${CHANNEL_LABELS[channel]}; it shows in the mail history.`, 'Sent');
          onSent();
        },
        onError: (error) => showErrorToast(apiErrorOf(error).detail, `${PAYMENT_MAIL_LABELS[kind]} not sent`),
      },
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="default" leftSection={<IconSend size={14} />} loading={send.isPending} aria-label={label}>
          Send
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconMail size={14} />} onClick={() => sendBy('email')}>
          By mail
        </Menu.Item>
        <Menu.Item leftSection={<IconBrandWhatsapp size={14} />} onClick={() => sendBy('whatsapp')}>
          By WhatsApp
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
