import { useId, type ReactNode } from 'react';
import { Checkbox, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { SUPPLIER_LINK_DAYS_DEFAULT, SUPPLIER_LINK_DAYS_MAX, serviceActionRequestSchema, type Booking, type BookingService, type MessageChannel } from '@ua/contracts';
import { NumberField } from '../../../../../components/number-field';
import { useContractForm } from '../../../../../hooks/use-contract-form';
import { formatDateTime } from '../../../../../lib/dates';
import { numberFrom, type NumberText } from '../../../../../lib/typed-number';
import { CHANNEL_LABELS } from '../booking-format';
import { FormFoot } from './form-foot';
import { useActionSubmit, type ActionFormProps } from './use-action-submit';

type ServiceFormProps = ActionFormProps & { service: BookingService };

function ChannelChoice({ label, value, onChange, data, description }: { label: string; value: string; onChange: (value: string) => void; data: { value: string; label: string }[]; description?: ReactNode }) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={labelId} data={data} value={value} onChange={onChange} fullWidth />
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}

type RequestValues = { channel: 'usual' | MessageChannel; expires_in_days: NumberText };

/** Sends the supplier a request with a link to confirm or decline; a fresh one retires the earlier link. */
export function RequestForm({ service, ...props }: ServiceFormProps) {
  const toInput = (values: RequestValues) => ({
    action: 'request' as const,
    service_id: service.id,
    channel: values.channel === 'usual' ? null : values.channel,
    expires_in_days: numberFrom(values.expires_in_days),
  });
  const form = useContractForm<RequestValues>({ initialValues: { channel: 'usual', expires_in_days: SUPPLIER_LINK_DAYS_DEFAULT }, schema: serviceActionRequestSchema, toInput });
  const { send, pending } = useActionSubmit(form, props);
  const usual = service.supplier_contact?.whatsapp ? 'WhatsApp' : 'mail';

  const submit = (values: RequestValues) => {
    const body = form.parse(serviceActionRequestSchema, toInput(values));
    if (body) send(body, { title: 'Request sent', message: `${service.supplier?.name ?? 'The supplier'} is asked to confirm ${service.label}.` });
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm">
          {service.supplier?.name ?? 'The supplier'} gets the stay or service, its dates and travellers, and a link to confirm with their number or decline with a reason, no account needed.
          {service.status === 'requested' && service.request_expires_at && ` The link sent ${service.requested_at ? formatDateTime(service.requested_at) : 'before'} stops working.`}
        </Text>
        <ChannelChoice
          label="Send by"
          data={[
            { value: 'usual', label: `Their usual (${usual})` },
            { value: 'whatsapp', label: 'WhatsApp' },
            { value: 'email', label: 'Mail' },
          ]}
          value={form.values.channel}
          onChange={(value) => form.setFieldValue('channel', value as RequestValues['channel'])}
          description={form.error('channel')}
        />
        <NumberField label="The link works for (days)" min={1} max={SUPPLIER_LINK_DAYS_MAX} allowDecimal={false} allowNegative={false} w={220} {...form.field('expires_in_days')} />
        <FormFoot form={form} pending={pending} submitLabel={service.status === 'requested' ? 'Send the request again' : 'Send the request'} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

type ConfirmValues = { confirmation_number: string; note: string };

/** The supplier confirmed by phone or mail: staff record it with the supplier's own number. */
export function ConfirmForm({ service, ...props }: ServiceFormProps) {
  const toInput = (values: ConfirmValues) => ({ action: 'confirm' as const, service_id: service.id, ...values });
  const form = useContractForm<ConfirmValues>({ initialValues: { confirmation_number: '', note: '' }, schema: serviceActionRequestSchema, toInput });
  const { send, pending } = useActionSubmit(form, props);
  const submit = (values: ConfirmValues) => {
    const body = form.parse(serviceActionRequestSchema, toInput(values));
    if (body) send(body, { title: 'Service confirmed', message: `${service.label} is confirmed (${values.confirmation_number.trim()}).` });
  };
  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <TextInput label="Confirmation number" description="As the supplier gave it: it goes on the voucher." required data-autofocus {...form.getInputProps('confirmation_number')} />
        <TextInput label="Note" description="Who confirmed, how: for the timeline." {...form.getInputProps('note')} />
        <FormFoot form={form} pending={pending} submitLabel="Confirm" color="teal" onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

type ReasonValues = { reason: string };

/** The supplier declined outside their link: staff record why, and the service can go elsewhere. */
export function RejectForm({ service, ...props }: ServiceFormProps) {
  const toInput = (values: ReasonValues) => ({ action: 'reject' as const, service_id: service.id, ...values });
  const form = useContractForm<ReasonValues>({ initialValues: { reason: '' }, schema: serviceActionRequestSchema, toInput });
  const { send, pending } = useActionSubmit(form, props);
  const submit = (values: ReasonValues) => {
    const body = form.parse(serviceActionRequestSchema, toInput(values));
    if (body) send(body, { title: 'Rejection recorded', message: `${service.label} is marked as rejected by the supplier.` });
  };
  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <TextInput label="Why did the supplier decline?" placeholder="Fully booked on those dates" required data-autofocus {...form.getInputProps('reason')} />
        <FormFoot form={form} pending={pending} submitLabel="Record the rejection" color="red" onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

type CancelValues = { reason: string; tell_supplier: boolean };

/** Cancels one service; the supplier, if they were asked or confirmed, can be told by their channel. */
export function CancelServiceForm({ service, ...props }: ServiceFormProps) {
  const toInput = (values: CancelValues) => ({ action: 'cancel' as const, service_id: service.id, ...values });
  const asked = service.status === 'requested' || service.status === 'confirmed';
  const form = useContractForm<CancelValues>({ initialValues: { reason: '', tell_supplier: asked }, schema: serviceActionRequestSchema, toInput });
  const { send, pending } = useActionSubmit(form, props);
  const submit = (values: CancelValues) => {
    const body = form.parse(serviceActionRequestSchema, toInput(values));
    if (body) send(body, { title: 'Service cancelled', message: `${service.label} is cancelled.` });
  };
  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <TextInput label="Why is it cancelled?" required data-autofocus {...form.getInputProps('reason')} />
        <Checkbox
          label="Tell the supplier"
          description={asked ? `${service.supplier?.name ?? 'The supplier'} was ${service.status === 'confirmed' ? 'confirmed' : 'asked'}: they get a cancellation by their usual channel.` : 'Nobody has asked the supplier yet.'}
          {...form.getInputProps('tell_supplier', { type: 'checkbox' })}
        />
        <FormFoot form={form} pending={pending} submitLabel="Cancel the service" color="red" onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}

type VoucherValues = { channel: MessageChannel };

/** Sends the traveller the voucher of a confirmed service, through messaging (it shows in the conversation). */
export function SendVoucherForm({ service, booking, ...props }: ServiceFormProps & { booking: Booking }) {
  const toInput = (values: VoucherValues) => ({ action: 'send_voucher' as const, service_id: service.id, ...values });
  const form = useContractForm<VoucherValues>({ initialValues: { channel: booking.customer.whatsapp ? 'whatsapp' : 'email' }, schema: serviceActionRequestSchema, toInput });
  const { send, pending } = useActionSubmit(form, props);
  const submit = (values: VoucherValues) => {
    const body = form.parse(serviceActionRequestSchema, toInput(values));
    if (body) send(body, { title: 'Voucher sent', message: `The voucher of ${service.label} is on its way to ${booking.customer.name} by ${CHANNEL_LABELS[values.channel]}.` });
  };
  const address = form.values.channel === 'whatsapp' ? booking.customer.whatsapp : booking.customer.email;
  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <ChannelChoice
          label="Send by"
          data={[
            { value: 'whatsapp', label: 'WhatsApp' },
            { value: 'email', label: 'Mail' },
          ]}
          value={form.values.channel}
          onChange={(value) => form.setFieldValue('channel', value as MessageChannel)}
          description={form.error('channel') ?? (address ? `To ${booking.customer.name}, ${address}` : `${booking.customer.name} has no ${CHANNEL_LABELS[form.values.channel]} address on the trip.`)}
        />
        <FormFoot form={form} pending={pending} submitLabel="Send the voucher" onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
