import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ContractForm } from '../../../../hooks/use-contract-form';
import type { TripHeadingFormValues } from '../../utils/trip-form-values';

type CustomerFieldsProps = { form: ContractForm<TripHeadingFormValues>; autoFocus: boolean };

/** Who asked: a name always, and any of phone, email and WhatsApp (numbers with their country code). */
export function CustomerFields({ form, autoFocus }: CustomerFieldsProps) {
  const { values } = form;
  const same = values.whatsapp_same;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextInput label="Customer name" required data-autofocus={autoFocus || undefined} autoComplete="off" {...form.getInputProps('customer.name')} />
      <TextInput label="City" placeholder="Where they live, e.g. Pune" autoComplete="off" {...form.getInputProps('customer.city')} />
      <TextInput label="Phone" type="tel" placeholder="+919812345678" autoComplete="off" {...form.getInputProps('customer.phone')} />
      <Stack gap={6}>
        {same ? (
          // The number follows the phone while the box is ticked; its errors still show here.
          <TextInput label="WhatsApp" type="tel" value={values.customer.phone} disabled error={form.error('customer.whatsapp')} />
        ) : (
          <TextInput label="WhatsApp" type="tel" placeholder="+919812345678" autoComplete="off" {...form.getInputProps('customer.whatsapp')} />
        )}
        <Checkbox label="Same as phone" size="xs" {...form.getInputProps('whatsapp_same', { type: 'checkbox' })} />
      </Stack>
      <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('customer.email')} />
    </SimpleGrid>
  );
}
