import { ActionIcon, Button, Fieldset, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ID_DOCUMENT_LABELS, ID_DOCUMENT_TYPES, MAX_BOOKING_TRAVELLERS, TRAVELLER_KINDS, type IdDocumentType, type TravellerKind } from '@ua/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { NumberField } from '../../../../components/number-field';
import type { ContractForm } from '../../../../hooks/use-contract-form';
import { travellerRow, type NewBookingValues } from '../../utils/new-booking-values';

const KIND_OPTIONS = TRAVELLER_KINDS.map((kind) => ({ value: kind, label: { adult: 'Adult', child: 'Child (2 to 17)', infant: 'Infant (under 2)' }[kind] }));
const DOCUMENT_OPTIONS = ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: ID_DOCUMENT_LABELS[type] }));

type TravellersFieldsProps = { form: ContractForm<NewBookingValues> };

/**
 * Who travels, one block a person: name, adult, child or infant with the age (child prices and the
 * supplier's rooming follow it), who leads the group, and an ID document. The number is kept masked
 * once saved; the booking page shows it in full only to bookings.manage, on a click.
 */
export function TravellersFields({ form }: TravellersFieldsProps) {
  const travellers = form.values.travellers;
  const leadTo = (index: number) =>
    form.setFieldValue(
      'travellers',
      travellers.map((traveller, at) => ({ ...traveller, lead: at === index })),
    );
  const remove = (index: number) => {
    const removedLead = travellers[index]?.lead === true;
    form.removeListItem('travellers', index);
    // The group keeps a lead: the first of those left takes over, as the server would choose.
    if (removedLead && travellers.length > 1) form.setFieldValue('travellers.0.lead', true);
  };
  const listError = form.errors.travellers;

  return (
    <Stack gap="sm">
      {travellers.map((traveller, index) => (
        <Fieldset key={traveller.key} legend={`Traveller ${index + 1}`} radius="md" p="sm">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
            <TextInput label="Name" required {...form.getInputProps(`travellers.${index}.name`)} />
            <Select
              label="Kind"
              data={KIND_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps(`travellers.${index}.kind`)}
              onChange={(kind) => kind && form.setFieldValue(`travellers.${index}.kind`, kind as TravellerKind)}
            />
            <NumberField label="Age" description={traveller.kind === 'adult' ? 'Optional' : undefined} min={0} max={120} allowDecimal={false} allowNegative={false} {...form.getInputProps(`travellers.${index}.age`)} value={traveller.age} />
            <Select
              label="ID document"
              placeholder="None"
              data={DOCUMENT_OPTIONS}
              clearable
              {...form.getInputProps(`travellers.${index}.id_document_type`)}
              onChange={(type) => form.setFieldValue(`travellers.${index}.id_document_type`, type as IdDocumentType | null)}
            />
            <TextInput label="Document number" autoComplete="off" {...form.getInputProps(`travellers.${index}.id_document_number`)} />
          </SimpleGrid>
          <Group justify="space-between" mt="xs" gap="sm">
            <Radio name="lead-traveller" label="Leads the group" checked={traveller.lead} onChange={() => leadTo(index)} />
            {travellers.length > 1 && (
              <ActionIcon variant="subtle" color="gray" aria-label={`Remove traveller ${index + 1}`} onClick={() => remove(index)}>
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        </Fieldset>
      ))}
      {listError && (
        <Text size="sm" c="red.9">
          {listError}
        </Text>
      )}
      {travellers.length < MAX_BOOKING_TRAVELLERS && (
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('travellers', travellerRow({ lead: travellers.length === 0 }))}>
            Add traveller
          </Button>
        </Group>
      )}
    </Stack>
  );
}
