import { ActionIcon, Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { MAX_CHILD_AGE, MAX_TRAVELLERS, MAX_TRIP_NIGHTS } from '@ua/contracts';
import { IconInfoCircle, IconPlus, IconX } from '@tabler/icons-react';
import { DayInput } from '../../../../components/day-input';
import { NumberField } from '../../../../components/number-field';
import type { ContractForm } from '../../../../hooks/use-contract-form';
import type { TripHeadingFormValues } from '../../utils/trip-form-values';

type TripFieldsProps = {
  form: ContractForm<TripHeadingFormValues>;
  /** What a change of the nights or the start date will do to the days already laid out (an edit). */
  daysNote?: string;
};

const WHOLE = { allowDecimal: false, allowNegative: false } as const;

/** The ages of the children, one box each: child prices follow the age. */
function ChildrenAges({ form }: { form: ContractForm<TripHeadingFormValues> }) {
  const ages = form.values.travellers.children_ages;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Children (2 to {MAX_CHILD_AGE} years)
      </Text>
      {ages.length === 0 && (
        <Text size="sm" c="dimmed">
          No children.
        </Text>
      )}
      <Group gap="sm" align="flex-start">
        {ages.map((_, index) => (
          <Group key={index} gap={4} align="flex-end" wrap="nowrap">
            <NumberField label={`Child ${index + 1} age`} w={110} min={2} max={MAX_CHILD_AGE} {...WHOLE} {...form.getInputProps(`travellers.children_ages.${index}`)} value={ages[index] ?? ''} />
            <ActionIcon variant="subtle" color="gray" size="lg" mb={form.error(`travellers.children_ages.${index}`) ? 24 : 0} aria-label={`Remove child ${index + 1}`} onClick={() => form.removeListItem('travellers.children_ages', index)}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Group>
      {form.errors['travellers.children_ages'] && (
        <Text size="sm" c="red">
          {form.errors['travellers.children_ages']}
        </Text>
      )}
      {ages.length < MAX_TRAVELLERS && (
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('travellers.children_ages', '')}>
            Add a child
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The trip itself: its title, when it starts and for how many nights, who travels and how many rooms. */
export function TripFields({ form, daysNote }: TripFieldsProps) {
  return (
    <Stack gap="md">
      <TextInput label="Title" required placeholder="Kerala backwaters, 5 nights" {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
        <DayInput label="Start date" required {...form.getInputProps('start_date')} value={form.values.start_date} />
        <NumberField label="Nights" required min={0} max={MAX_TRIP_NIGHTS} {...WHOLE} {...form.getInputProps('nights')} value={form.values.nights} />
        <NumberField label="Rooms" min={0} max={MAX_TRAVELLERS} {...WHOLE} {...form.getInputProps('rooms')} value={form.values.rooms} />
      </SimpleGrid>
      {daysNote && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} p="sm">
          {daysNote}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md" verticalSpacing="sm">
        <NumberField label="Adults" required min={1} max={MAX_TRAVELLERS} {...WHOLE} {...form.getInputProps('travellers.adults')} value={form.values.travellers.adults} />
        <NumberField label="Infants" description="Under 2" min={0} max={MAX_TRAVELLERS} {...WHOLE} {...form.getInputProps('travellers.infants')} value={form.values.travellers.infants} />
      </SimpleGrid>
      <ChildrenAges form={form} />
    </Stack>
  );
}
