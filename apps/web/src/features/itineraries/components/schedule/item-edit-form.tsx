import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { itemUpdateRequestSchema, type ItineraryItem } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { RupeeInput } from '../../../../components/rupee-input';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useUpdateItem } from '../../api/update-item';
import { ItemFields } from './item-fields';
import { itemChanges, itemEditErrors, itemEditValues } from './item-form-values';

type ItemEditFormProps = { tripId: number; item: ItineraryItem; onDone: () => void };

/** An item's quantity, nights, time, notes and unit prices; new prices make a catalogue line manual. */
export function ItemEditForm({ tripId, item, onDone }: ItemEditFormProps) {
  const update = useUpdateItem();
  const form = useContractForm({
    initialValues: itemEditValues(item),
    schema: itemUpdateRequestSchema,
    toInput: (values) => itemChanges(item, values),
    refine: itemEditErrors,
    fieldPaths: { unit_cost_paise: 'cost', unit_sell_paise: 'sell' },
  });
  const changes = itemChanges(item, form.values);
  const pricesTouched = 'unit_cost_paise' in changes || 'unit_sell_paise' in changes;
  const isCatalogue = item.variant_id !== null;

  const submit = () => {
    const body = form.parse(itemUpdateRequestSchema, changes);
    if (!body) return;
    update.mutate(
      { tripId, itemId: item.id, changes: body },
      {
        onSuccess: () => {
          showInfoToast(`${item.label} is saved.`, 'Item saved');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Item not saved'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        {isCatalogue ? (
          <Text size="sm" c="dimmed">
            {[item.variant_name, item.supplier?.name].filter(Boolean).join(' · ')}
          </Text>
        ) : (
          <TextInput label="What it is" required {...form.getInputProps('label')} />
        )}
        <Group grow align="flex-start" gap="sm">
          <RupeeInput label="Unit cost" required {...form.field('cost')} />
          <RupeeInput label="Unit sell price" required {...form.field('sell')} />
        </Group>
        {isCatalogue && pricesTouched && (
          <Alert color="grape" variant="light" p="sm">
            <Text size="sm">With prices of your own the line is priced by hand: it no longer follows the catalogue's season, nor a later &ldquo;Price again&rdquo;.</Text>
          </Alert>
        )}
        <ItemFields
          category={item.category}
          withNights={item.category === 'accommodation' || !isCatalogue}
          quantity={form.field('quantity')}
          nights={form.field('nights')}
          time={form.getInputProps('time')}
          notes={form.getInputProps('notes')}
        />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={Object.keys(changes).length === 0}>
            Save item
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
