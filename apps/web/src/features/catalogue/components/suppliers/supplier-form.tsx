import type { ReactNode } from 'react';
import { Alert, Button, Card, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PAYMENT_TERMS_MAX_DAYS, SUPPLIER_TYPE_LABELS, SUPPLIER_TYPES, supplierCreateRequestSchema, supplierUpdateRequestSchema, type SupplierDetail } from '@ua/contracts';
import { NumberField } from '../../../../components/number-field';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCreateSupplier } from '../../api/create-supplier';
import { useUpdateSupplier } from '../../api/update-supplier';
import { useViewer } from '../../../../hooks/use-viewer';
import { supplierChanges, supplierCreateInput, supplierFormValues } from '../../utils/supplier-form-values';
import { PageFormActions } from '../../../../components/page-form-actions';
import { BankDetailsEditor } from './bank-details-editor';
import { ContactsEditor } from './contacts-editor';
import { ServedLocationsEditor } from './served-locations-editor';

type SupplierFormProps = {
  /** The supplier to edit; none to add one. */
  supplier?: SupplierDetail;
  onDone: (saved?: SupplierDetail) => void;
};

const TYPE_OPTIONS = SUPPLIER_TYPES.map((type) => ({ value: type, label: SUPPLIER_TYPE_LABELS[type] }));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label={title}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5} mb="md">
        {title}
      </Text>
      {children}
    </Card>
  );
}

/** Add or edit a supplier, checked by the contracts' schemas; the server's refusals show at their fields. */
export function SupplierForm({ supplier, onDone }: SupplierFormProps) {
  const { can } = useViewer();
  const form = useContractForm({
    initialValues: supplierFormValues(supplier),
    schema: supplier ? supplierUpdateRequestSchema : supplierCreateRequestSchema,
    toInput: (values) => (supplier ? supplierChanges(supplier, values) : supplierCreateInput(values)),
    fieldPaths: { location_ids: 'locations' },
  });
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const { values } = form;
  const changes = supplier ? supplierChanges(supplier, values) : undefined;

  const onError = (error: unknown) => showErrorToast(form.showServerErrors(error).detail, supplier ? 'Changes not saved' : 'Supplier not added');

  const submit = () => {
    if (!supplier) {
      const body = form.parse(supplierCreateRequestSchema, supplierCreateInput(values));
      if (!body) return;
      create.mutate(body, {
        onSuccess: (saved) => {
          showInfoToast(`${saved.display_name} can now be given products.`, 'Supplier added');
          onDone(saved);
        },
        onError,
      });
      return;
    }
    const body = changes && form.parse(supplierUpdateRequestSchema, changes);
    if (!body) return;
    update.mutate(
      { id: supplier.id, changes: body },
      {
        onSuccess: (saved) => {
          showInfoToast(`${saved.display_name} is saved.`, 'Changes saved');
          onDone(saved);
        },
        onError,
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="lg">
        <Section title="Supplier">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Display name" description="The name staff know them by." required data-autofocus {...form.getInputProps('display_name')} />
            <TextInput label="Legal name" description="As on their invoices." required {...form.getInputProps('legal_name')} />
            <Select label="Type" required data={TYPE_OPTIONS} {...form.getInputProps('type')} allowDeselect={false} />
            <SimpleGrid cols={2} spacing="sm">
              <NumberField label="Rating" description="0 to 5" min={0} max={5} step={0.1} {...form.field('rating')} />
              <NumberField
                label="Payment terms"
                description="Days after service"
                min={0}
                max={PAYMENT_TERMS_MAX_DAYS}
                allowDecimal={false}
                allowNegative={false}
                {...form.field('payment_terms_days')}
              />
            </SimpleGrid>
          </SimpleGrid>
        </Section>
        <Section title="Places served">
          <ServedLocationsEditor locations={values.locations} onChange={(locations) => form.setFieldValue('locations', locations)} error={form.error('locations')} canSearch={can('locations.view')} />
        </Section>
        <Section title="Contacts">
          <ContactsEditor contacts={values.contacts} onChange={(contacts) => form.setFieldValue('contacts', contacts)} errors={form.errors} />
        </Section>
        <Section title="Bank details">
          <BankDetailsEditor
            stored={supplier?.bank_details ?? null}
            mode={values.bankMode}
            values={values.bank_details}
            onMode={(mode) => form.setFieldValue('bankMode', mode)}
            onChange={(bank) => form.setFieldValue('bank_details', bank)}
            errors={form.errors}
            // Changing an existing supplier's bank details takes payments.view too (the server checks).
            canChange={!supplier || can('payments.view')}
          />
        </Section>
        <Section title="Notes">
          <Textarea aria-label="Notes" placeholder="Seasonal closures, how they like to be contacted, anything staff should know." autosize minRows={3} maxRows={10} {...form.getInputProps('notes')} />
        </Section>
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <PageFormActions>
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} disabled={changes !== undefined && Object.keys(changes).length === 0}>
            {supplier ? 'Save changes' : 'Add supplier'}
          </Button>
        </PageFormActions>
      </Stack>
    </form>
  );
}
