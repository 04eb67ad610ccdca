import { useState } from 'react';
import { Alert, Button, Checkbox, Stack, Text } from '@mantine/core';
import { itemCreateRequestSchema, type ItineraryDay, type Variant } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { useProduct } from '../../../../entities/product/get-product';
import { ProductVariantPicker } from '../../../../entities/product/product-variant-picker';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { formatDay } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/money';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useAddItem } from '../../api/add-item';
import { ItemFields } from './item-fields';
import { catalogueItemErrors, catalogueItemInput, newCatalogueItem } from './item-form-values';
import { weekdayDay } from '../../utils/trip-format';

type CatalogueItemFormProps = { tripId: number; day: ItineraryDay; onDone: () => void };

/** Whether the variant's own season covers the day (another season of the same name may, on the server). */
const covers = (variant: Variant, isoDay: string) => variant.valid_from <= isoDay && isoDay <= variant.valid_to;

/**
 * A catalogue variant for the day: searched among the products of the day's place (or anywhere), with
 * each variant's season and price shown. The server copies its name, supplier and the price of the
 * season covering the day onto the item.
 */
export function CatalogueItemForm({ tripId, day, onDone }: CatalogueItemFormProps) {
  const add = useAddItem();
  const [nearby, setNearby] = useState(day.place !== null);
  const [variant, setVariant] = useState<Variant>();
  const form = useContractForm({
    initialValues: newCatalogueItem(),
    schema: itemCreateRequestSchema,
    toInput: (values) => catalogueItemInput(values, isStay),
    refine: catalogueItemErrors,
    // With no variant the schema asks for a free text's label and prices: for this form, that is "choose a variant".
    fieldPaths: { variant_id: 'choice', label: 'choice', unit_cost_paise: 'choice', unit_sell_paise: 'choice' },
  });
  const { values } = form;
  const product = useProduct(values.choice.productId);
  const category = product.data?.category.type_name ?? null;
  const isStay = category === 'accommodation';
  const chosen = variant && variant.id === values.choice.variantId ? variant : undefined;

  const submit = () => {
    const body = form.parse(itemCreateRequestSchema, catalogueItemInput(values, isStay));
    if (!body) return;
    add.mutate(
      { tripId, dayId: day.id, body },
      {
        onSuccess: () => {
          showInfoToast(`${product.data?.name ?? 'The item'} is on day ${day.day_number}.`, 'Item added');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Item not added'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        {day.place && <Checkbox label={`Only products in ${day.place.name}`} checked={nearby} onChange={(event) => setNearby(event.currentTarget.checked)} />}
        <ProductVariantPicker
          value={values.choice}
          onChange={(choice, picked) => {
            form.setFieldValue('choice', choice);
            setVariant(picked);
          }}
          location={nearby ? day.place?.id : undefined}
          variantError={form.error('choice')}
          required
        />
        {chosen && (
          <Alert color={covers(chosen, day.date) ? 'teal' : 'orange'} variant="light" p="sm">
            <Text size="sm">
              {covers(chosen, day.date)
                ? `Sells at ${formatMoney(chosen.sell_price_paise, chosen.currency)} (cost ${formatMoney(chosen.cost_price_paise, chosen.currency)}) a unit${isStay ? ' a night' : ''} on ${weekdayDay(day.date)}.`
                : `This season runs ${formatDay(chosen.valid_from)} – ${formatDay(chosen.valid_to)}, not on ${weekdayDay(day.date)}: unless another season of ${chosen.name} covers the day, the line is flagged and counts as zero until priced.`}
            </Text>
          </Alert>
        )}
        <ItemFields
          category={category}
          withNights={isStay}
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
          <Button type="submit" loading={add.isPending}>
            Add to day {day.day_number}
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
