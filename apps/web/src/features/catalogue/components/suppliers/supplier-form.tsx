import { useRef, type ReactNode } from 'react';
import { Alert, Button, Card, NumberInput, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { PAYMENT_TERMS_MAX_DAYS, SUPPLIER_TYPE_LABELS, SUPPLIER_TYPES, supplierCreateRequestSchema, supplierUpdateRequestSchema, type SupplierDetail, type SupplierType } from '@ua/contracts';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { errorFor } from '../../../../lib/field-errors';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCreateSupplier } from '../../api/create-supplier';
import { useUpdateSupplier } from '../../api/update-supplier';
import { useCatalogueViewer } from '../../hooks/use-catalogue-viewer';
import { focusFirstInvalid } from '../../utils/focus-first-invalid';
import { supplierChanges, supplierCreateInput, supplierFormValues } from '../../utils/supplier-form-values';
import { PageFormActions } from '../common/page-form-actions';
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
  const { can } = useCatalogueViewer();
  const form = useSchemaForm(supplierFormValues(supplier));
  const create = useCreateSupplier();
  const update = useUpdateSupplier();
  const { values, errors, setValue } = form;
  const changes = supplier ? supplierChanges(supplier, values) : undefined;
  const refusal = errorFor(errors, '');
  const formRef = useRef<HTMLFormElement>(null);

  const onError = (error: unknown) => {
    showErrorToast(form.showServerErrors(error).detail, supplier ? 'Changes not saved' : 'Supplier not added');
    focusFirstInvalid(formRef.current);
  };

  const submit = () => {
    if (!supplier) {
      const body = form.validate(supplierCreateRequestSchema, supplierCreateInput(values));
      if (!body) return focusFirstInvalid(formRef.current);
      create.mutate(body, {
        onSuccess: (saved) => {
          showInfoToast(`${saved.display_name} can now be given products.`, 'Supplier added');
          onDone(saved);
        },
        onError,
      });
      return;
    }
    const body = changes && form.validate(supplierUpdateRequestSchema, changes);
    if (!body) return focusFirstInvalid(formRef.current);
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
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        <Section title="Supplier">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label="Display name" description="The name staff know them by." required data-autofocus value={values.display_name} onChange={(event) => setValue('display_name', event.currentTarget.value)} error={errorFor(errors, 'display_name')} />
            <TextInput label="Legal name" description="As on their invoices." required value={values.legal_name} onChange={(event) => setValue('legal_name', event.currentTarget.value)} error={errorFor(errors, 'legal_name')} />
            <Select label="Type" required data={TYPE_OPTIONS} value={values.type} onChange={(type) => setValue('type', type as SupplierType | null)} error={errorFor(errors, 'type')} allowDeselect={false} />
            <SimpleGrid cols={2} spacing="sm">
              <NumberInput label="Rating" description="0 to 5" min={0} max={5} step={0.1} decimalScale={1} value={values.rating} onChange={(value) => setValue('rating', typeof value === 'number' ? value : '')} error={errorFor(errors, 'rating')} />
              <NumberInput
                label="Payment terms"
                description="Days after service"
                min={0}
                max={PAYMENT_TERMS_MAX_DAYS}
                allowDecimal={false}
                allowNegative={false}
                value={values.payment_terms_days}
                onChange={(value) => setValue('payment_terms_days', typeof value === 'number' ? value : '')}
                error={errorFor(errors, 'payment_terms_days')}
              />
            </SimpleGrid>
          </SimpleGrid>
        </Section>
        <Section title="Places served">
          <ServedLocationsEditor locations={values.locations} onChange={(locations) => setValue('locations', locations)} error={errorFor(errors, 'location_ids')} canSearch={can('locations.view')} />
        </Section>
        <Section title="Contacts">
          <ContactsEditor contacts={values.contacts} onChange={(contacts) => setValue('contacts', contacts)} errors={errors} />
        </Section>
        <Section title="Bank details">
          <BankDetailsEditor
            stored={supplier?.bank_details ?? null}
            mode={values.bankMode}
            values={values.bank}
            onMode={(mode) => setValue('bankMode', mode)}
            onChange={(bank) => setValue('bank', bank)}
            errors={errors}
            // Changing an existing supplier's bank details takes payments.view too (the server checks).
            canChange={!supplier || can('payments.view')}
          />
        </Section>
        <Section title="Notes">
          <Textarea aria-label="Notes" placeholder="Seasonal closures, how they like to be contacted, anything staff should know." autosize minRows={3} maxRows={10} value={values.notes} onChange={(event) => setValue('notes', event.currentTarget.value)} error={errorFor(errors, 'notes')} />
        </Section>
        {refusal !== undefined && (
          <Alert color="red" variant="light">
            {refusal}
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
