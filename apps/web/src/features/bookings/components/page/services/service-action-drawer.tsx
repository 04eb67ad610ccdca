import { useState } from 'react';
import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { Booking, BookingService, ServiceAction, SupplierNotice } from '@ua/contracts';
import { SupplierNotices } from '../supplier-notices';
import { ChangeSupplierForm } from './change-supplier-form';
import { ConfirmForm, CancelServiceForm, RejectForm, RequestForm, SendVoucherForm } from './service-action-forms';
import { actionTitle } from './service-actions';

export type ServiceActionChoice = { service: BookingService; action: ServiceAction } | undefined;

type ServiceActionDrawerProps = { booking: Booking; choice: ServiceActionChoice; onClose: () => void };

function ActionForm({ booking, service, action, onDone, onCancel }: { booking: Booking; service: BookingService; action: ServiceAction; onDone: (notices: SupplierNotice[]) => void; onCancel: () => void }) {
  const props = { bookingId: booking.id, service, onDone, onCancel };
  switch (action) {
    case 'request':
      return <RequestForm {...props} />;
    case 'confirm':
      return <ConfirmForm {...props} />;
    case 'reject':
      return <RejectForm {...props} />;
    case 'cancel':
      return <CancelServiceForm {...props} />;
    case 'change_supplier':
      return <ChangeSupplierForm {...props} />;
    case 'send_voucher':
      return <SendVoucherForm {...props} booking={booking} />;
  }
}

/**
 * One action on one service, in a side drawer over the services, which stay where they were. Done,
 * it closes; when a supplier had to be told (a cancellation), it shows first who was and who was not.
 */
export function ServiceActionDrawer({ booking, choice, onClose }: ServiceActionDrawerProps) {
  const [notices, setNotices] = useState<SupplierNotice[]>();
  const close = () => {
    setNotices(undefined);
    onClose();
  };
  const done = (told: SupplierNotice[]) => (told.length > 0 ? setNotices(told) : close());
  const title = choice ? `${actionTitle(choice.action, choice.service.status)}: ${choice.service.label}` : '';

  return (
    <Drawer opened={choice !== undefined} onClose={close} position="right" size="md" title={<Text fw={700} size="lg">{title}</Text>}>
      {notices ? (
        <Stack gap="md">
          <SupplierNotices notices={notices} />
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        choice && <ActionForm key={`${choice.service.id}-${choice.action}`} booking={booking} service={choice.service} action={choice.action} onDone={done} onCancel={close} />
      )}
    </Drawer>
  );
}
