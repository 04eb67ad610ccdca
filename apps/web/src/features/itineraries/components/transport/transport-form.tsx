import { useId } from 'react';
import { Alert, Button, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { MAX_ITEM_QUANTITY, transportChargeCreateRequestSchema, transportChargeUpdateRequestSchema, type TransportBasis, type TransportCharge } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { NumberField } from '../../../../components/number-field';
import { RupeeInput } from '../../../../components/rupee-input';
import { PlacePicker } from '../../../../entities/place/place-picker';
import { ProductVariantPicker } from '../../../../entities/product/product-variant-picker';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useAddTransport } from '../../api/add-transport';
import { useUpdateTransport } from '../../api/update-transport';
import { UNITS_LABEL, transportChanges, transportCreateErrors, transportCreateInput, transportEditErrors, transportFormValues, type TransportFormValues, type TransportSource } from './transport-form-values';

type TransportFormProps = {
  tripId: number;
  /** The charge to edit; none to add one. */
  charge?: TransportCharge;
  onDone: () => void;
};

const BASES: { value: TransportBasis; label: string }[] = [
  { value: 'trip', label: 'Whole trip' },
  { value: 'days', label: 'Per day' },
  { value: 'km', label: 'Per km' },
];

/** What a unit price is for. */
const PER: Record<TransportBasis, string> = { trip: 'A vehicle, for the whole trip', days: 'A vehicle, per day', km: 'A vehicle, per kilometre' };

const SOURCES: { value: TransportSource; label: string }[] = [
  { value: 'catalogue', label: 'From the catalogue' },
  { value: 'free_text', label: 'Free text' },
];

/**
 * A vehicle for the trip or a leg of it: a transport variant from the catalogue (priced from its
 * season) or free text with its own prices; for the whole trip, per day or per kilometre.
 */
export function TransportForm({ tripId, charge, onDone }: TransportFormProps) {
  const basisLabel = useId();
  const add = useAddTransport();
  const update = useUpdateTransport();
  const form = useContractForm<TransportFormValues>({
    initialValues: transportFormValues(charge),
    schema: charge ? transportChargeUpdateRequestSchema : transportChargeCreateRequestSchema,
    toInput: (values) => (charge ? transportChanges(charge, values) : transportCreateInput(values)),
    refine: charge ? transportEditErrors : transportCreateErrors,
    fieldPaths: {
      from_place_id: 'fromPlace',
      to_place_id: 'toPlace',
      unit_cost_paise: 'cost',
      unit_sell_paise: 'sell',
      ...(charge ? {} : { variant_id: 'choice' }),
    },
  });
  const { values } = form;
  const fromCatalogue = values.source === 'catalogue';
  const changes = charge ? transportChanges(charge, values) : undefined;

  const saved = (verb: string) => () => {
    showInfoToast(`${charge?.label ?? (values.label || 'The vehicle')} is in the transport charges.`, verb);
    onDone();
  };
  const failed = (title: string) => (error: unknown) => showErrorToast(form.showServerErrors(error).detail, title);

  const submit = () => {
    if (charge) {
      const body = changes && form.parse(transportChargeUpdateRequestSchema, changes);
      if (!body) return;
      update.mutate({ tripId, chargeId: charge.id, changes: body }, { onSuccess: saved('Transport saved'), onError: failed('Transport not saved') });
      return;
    }
    const body = form.parse(transportChargeCreateRequestSchema, transportCreateInput(values));
    if (!body) return;
    add.mutate({ tripId, body }, { onSuccess: saved('Transport added'), onError: failed('Transport not added') });
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        {!charge && (
          <SegmentedControl
            aria-label="Where the vehicle comes from"
            data={SOURCES}
            value={values.source}
            onChange={(source) => form.setFieldValue('source', source as TransportSource)}
            fullWidth
          />
        )}
        {charge && charge.variant_id !== null && (
          <Text size="sm" c="dimmed">
            {[charge.label, charge.variant_name, charge.supplier?.name].filter(Boolean).join(' · ')}
          </Text>
        )}
        {!charge && fromCatalogue ? (
          <ProductVariantPicker
            value={values.choice}
            onChange={(choice) => form.setFieldValue('choice', choice)}
            categories={['transport']}
            productLabel="Vehicle"
            variantLabel="Variant"
            variantError={form.error('choice')}
            required
          />
        ) : (
          (!charge || charge.variant_id === null) && <TextInput label="Vehicle" placeholder="Tempo Traveller, 12 seats" required {...form.getInputProps('label')} />
        )}
        <Group grow align="flex-start" gap="sm">
          <PlacePicker label="From" {...form.field('fromPlace')} />
          <PlacePicker label="To" {...form.field('toPlace')} />
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id={basisLabel}>
            Charged
          </Text>
          <SegmentedControl aria-labelledby={basisLabel} data={BASES} value={values.basis} onChange={(basis) => form.setFieldValue('basis', basis as TransportBasis)} />
        </Stack>
        <Group grow align="flex-start" gap="sm">
          <NumberField label="Vehicles" min={1} max={MAX_ITEM_QUANTITY} allowDecimal={false} allowNegative={false} {...form.field('vehicles')} />
          {values.basis !== 'trip' && <NumberField label={UNITS_LABEL[values.basis]} min={1} allowDecimal={false} allowNegative={false} {...form.field('units')} />}
        </Group>
        {(!fromCatalogue || charge) && (
          <Group grow align="flex-start" gap="sm">
            <RupeeInput label="Unit cost" description={PER[values.basis]} required {...form.field('cost')} />
            <RupeeInput label="Unit sell price" description={PER[values.basis]} required {...form.field('sell')} />
          </Group>
        )}
        <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending} disabled={changes !== undefined && Object.keys(changes).length === 0}>
            {charge ? 'Save transport' : 'Add transport'}
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
