import { ActionIcon, Alert, Button, Drawer, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ID_DOCUMENT_LABELS, ID_DOCUMENT_TYPES, MAX_BOOKING_TRAVELLERS, TRAVELLER_KINDS, travellersUpdateRequestSchema, type Booking, type IdDocumentType, type TravellerKind } from '@ua/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DrawerFormActions } from '../../../../../components/drawer-form-actions';
import { NumberField } from '../../../../../components/number-field';
import { useContractForm, type ContractForm } from '../../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../../lib/toast';
import { useUpdateTravellers } from '../../../api/update-travellers';
import { TRAVELLER_KIND_LABELS } from '../booking-format';
import { keepsNumberOnFile, newTravellerRow, travellersFormValues, travellersRequest, type TravellersFormValues } from './traveller-form-values';

const KIND_OPTIONS = TRAVELLER_KINDS.map((kind) => ({ value: kind, label: TRAVELLER_KIND_LABELS[kind] }));
const DOCUMENT_OPTIONS = ID_DOCUMENT_TYPES.map((type) => ({ value: type, label: ID_DOCUMENT_LABELS[type] }));

type RowProps = { form: ContractForm<TravellersFormValues>; index: number; count: number };

function TravellerRowFields({ form, index, count }: RowProps) {
  const row = form.values.travellers[index];
  if (!row) return null;
  const path = `travellers.${index}`;
  const name = row.name.trim() || `Traveller ${index + 1}`;
  const numberProps = form.getInputProps(`${path}.id_document_number`);
  const remove = () => {
    form.removeListItem('travellers', index);
    // The group keeps a lead: the first of those left takes over, as the server would choose.
    if (row.lead && count > 1) form.setFieldValue(`travellers.0.lead`, true);
  };
  const setLead = () =>
    form.setFieldValue(
      'travellers',
      form.values.travellers.map((other, at) => ({ ...other, lead: at === index })),
    );

  return (
    <Paper withBorder radius="md" p="sm" component="fieldset" aria-label={`Traveller ${index + 1}`} style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput label="Name" required style={{ flex: 1 }} {...form.getInputProps(`${path}.name`)} />
          <ActionIcon variant="subtle" color="red" size="lg" mb={form.error(`${path}.name`) ? 24 : 2} aria-label={`Remove ${name}`} disabled={count === 1} onClick={remove}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm" verticalSpacing="xs">
          <Select
            label="Kind"
            data={KIND_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps(`${path}.kind`)}
            onChange={(kind) => kind && form.setFieldValue(`${path}.kind`, kind as TravellerKind)}
          />
          <NumberField label="Age" min={0} max={120} allowDecimal={false} allowNegative={false} {...form.getInputProps(`${path}.age`)} value={row.age} />
          <Radio label="Leads the group" name="lead-traveller" checked={row.lead} onChange={setLead} mt={{ base: 0, xs: 30 }} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          <Select
            label="ID document"
            placeholder="None"
            data={DOCUMENT_OPTIONS}
            clearable
            {...form.getInputProps(`${path}.id_document_type`)}
            onChange={(type) => form.setFieldValue(`${path}.id_document_type`, type as IdDocumentType | null)}
          />
          <TextInput
            label="Document number"
            description={keepsNumberOnFile(row) ? 'The number on file stays unless you type another' : undefined}
            ff="monospace"
            {...numberProps}
            onFocus={(event) => {
              numberProps.onFocus?.(event);
              // The masked number is a stand-in: typing replaces it whole.
              if (keepsNumberOnFile(row)) event.currentTarget.select();
            }}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function EditTravellersForm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const update = useUpdateTravellers();
  const form = useContractForm<TravellersFormValues>({ initialValues: travellersFormValues(booking.travellers), schema: travellersUpdateRequestSchema, toInput: travellersRequest });
  const rows = form.values.travellers;

  const submit = (values: TravellersFormValues) => {
    const body = form.parse(travellersUpdateRequestSchema, travellersRequest(values));
    if (!body) return;
    update.mutate(
      { bookingId: booking.id, body },
      {
        onSuccess: (saved) => {
          showInfoToast(`${saved.reference} has ${saved.travellers_count} ${saved.travellers_count === 1 ? 'traveller' : 'travellers'}.`, 'Travellers saved');
          onDone();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Travellers not saved'),
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Suppliers read the names, kinds and ages; ID numbers stay masked everywhere but here, where a new one can be typed.
        </Text>
        {rows.map((row, index) => (
          <TravellerRowFields key={row.key} form={form} index={index} count={rows.length} />
        ))}
        {form.errors.travellers !== undefined && (
          <Text size="sm" c="red.9" role="alert">
            {form.errors.travellers}
          </Text>
        )}
        {rows.length < MAX_BOOKING_TRAVELLERS && (
          <Group>
            <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => form.insertListItem('travellers', newTravellerRow(rows.length === 0))}>
              Add a traveller
            </Button>
          </Group>
        )}
        {form.refusal !== undefined && (
          <Alert color="red" variant="light" title="Travellers not saved">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save travellers
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}

type EditTravellersDrawerProps = { booking: Booking; opened: boolean; onClose: () => void };

/** The whole list of travellers, edited at once in a side drawer: add, remove, who leads, documents. */
export function EditTravellersDrawer({ booking, opened, onClose }: EditTravellersDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={<Text fw={700} size="lg">Travellers of {booking.reference}</Text>}>
      {/* Keyed by the record: a fresh load starts the form from it. */}
      {opened && <EditTravellersForm key={booking.updated_at} booking={booking} onDone={onClose} />}
    </Drawer>
  );
}
