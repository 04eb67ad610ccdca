import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { itemCreateRequestSchema, type ItineraryDay } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { RupeeInput } from '../../../../components/rupee-input';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useAddItem } from '../../api/add-item';
import { ItemFields } from './item-fields';
import { freeTextItemInput, newFreeTextItem, rupeeErrors } from './item-form-values';

type FreeTextItemFormProps = { tripId: number; day: ItineraryDay; onDone: () => void };

/** A line the catalogue does not hold (a permit, a tip, a local guide met on the day), with its own cost and sell. */
export function FreeTextItemForm({ tripId, day, onDone }: FreeTextItemFormProps) {
  const add = useAddItem();
  const form = useContractForm({
    initialValues: newFreeTextItem(),
    schema: itemCreateRequestSchema,
    toInput: freeTextItemInput,
    refine: rupeeErrors,
    fieldPaths: { unit_cost_paise: 'cost', unit_sell_paise: 'sell' },
  });

  const submit = () => {
    const body = form.parse(itemCreateRequestSchema, freeTextItemInput(form.values));
    if (!body) return;
    add.mutate(
      { tripId, dayId: day.id, body },
      {
        onSuccess: () => {
          showInfoToast(`${body.label} is on day ${day.day_number}.`, 'Item added');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Item not added'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <TextInput label="What it is" placeholder="Periyar entry permits" required data-autofocus {...form.getInputProps('label')} />
        <Group grow align="flex-start" gap="sm">
          <RupeeInput label="Unit cost" description="What we pay, per unit and night" required {...form.field('cost')} />
          <RupeeInput label="Unit sell price" description="What the customer pays" required {...form.field('sell')} />
        </Group>
        <ItemFields category={null} withNights quantity={form.field('quantity')} nights={form.field('nights')} time={form.getInputProps('time')} notes={form.getInputProps('notes')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add to day {day.day_number}
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
