import { useRef, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { DEFAULT_LINK_DAYS, LIVE_LINK_STATUSES, linkCreateRequestSchema, type BookingMoney, type PaymentDue } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { NumberField } from '../../../../components/number-field';
import { RupeeInput } from '../../../../components/rupee-input';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { formatMoney, parseRupees, rupeesText } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { numberFrom, type NumberText } from '../../../../lib/typed-number';
import { useCreateLink } from '../../api/create-link';
import { amountErrors } from '../../utils/record-values';
import { copyLink } from '../common/copy-link';

type LinkValues = { amount: string; expire_in_days: NumberText };

type LinkFormProps = { money: BookingMoney; due: PaymentDue; onDone: () => void; onCancel: () => void };

/**
 * Makes a gateway payment link for a due: its open amount or a part of it, open for some days. A
 * due keeps one live link, so a new one cancels the old one first. One idempotency key per opened
 * form: a retry after a lost answer gets the same link, not a second one. A link made is copied at once.
 */
export function LinkForm({ money, due, onDone, onCancel }: LinkFormProps) {
  const create = useCreateLink();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const live = money.links.find((link) => link.due_id === due.id && (LIVE_LINK_STATUSES as readonly string[]).includes(link.status));
  const toInput = (values: LinkValues) => ({
    due_id: due.id,
    amount_paise: parseRupees(values.amount) ?? undefined,
    // An emptied box is NaN, for the schema to ask for the days rather than send the default.
    expire_in_days: numberFrom(values.expire_in_days) ?? Number.NaN,
    idempotency_key: idempotencyKey,
  });
  const { rootRef, ...form } = useContractForm<LinkValues>({
    initialValues: { amount: rupeesText(due.open_paise), expire_in_days: DEFAULT_LINK_DAYS },
    schema: linkCreateRequestSchema,
    toInput,
    refine: amountErrors,
    fieldPaths: { amount_paise: 'amount', due_id: '', idempotency_key: '' },
  });

  const submit = (values: LinkValues) => {
    if (sending.current) return;
    const body = form.parse(linkCreateRequestSchema, toInput(values));
    if (!body) return;
    sending.current = true;
    create.mutate(
      { bookingId: money.booking.id, body },
      {
        onSuccess: (link) => {
          if (link.short_url) void copyLink(link.short_url, 'Payment link made and copied');
          else showInfoToast('The gateway is still making it: it shows in the payment links.', 'Payment link asked for');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Link not made'),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  // `submit` reads the in-flight ref, so it is bound when the form is submitted, not while rendering.
  return (
    <form ref={rootRef} noValidate onSubmit={(event) => form.handleSubmit(submit)(event)} aria-label={`Payment link for ${due.label}`}>
      <Stack gap="md">
        <Text size="sm">
          {formatMoney(due.open_paise, money.currency)} of {due.label} is open. The customer pays on the gateway&rsquo;s page; the payment is recorded by itself.
        </Text>
        {live && (
          <Alert color="yellow" variant="light" p="sm">
            The open link for {formatMoney(live.amount_paise, money.currency)} is cancelled first: a link&rsquo;s amount cannot change.
          </Alert>
        )}
        <RupeeInput label="Amount" description="All that is open, or a part of it" required w={240} {...form.field('amount')} />
        <NumberField label="Open for (days)" min={1} max={180} allowDecimal={false} allowNegative={false} w={240} {...form.field('expire_in_days')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Link not made">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending} data-autofocus>
            Make the link
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
