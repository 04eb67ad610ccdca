import { useRef, type ReactNode } from 'react';
import { Alert, Button, Card, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_CATEGORY_TYPES, productCreateRequestSchema, productUpdateRequestSchema, type ProductCategoryType, type ProductDetail } from '@ua/contracts';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { errorFor } from '../../../../lib/field-errors';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCreateProduct } from '../../api/create-product';
import { useUpdateProduct } from '../../api/update-product';
import { useCatalogueViewer } from '../../hooks/use-catalogue-viewer';
import { focusFirstInvalid } from '../../utils/focus-first-invalid';
import { productChanges, productCreateInput, productFormValues, type AttributeValues } from '../../utils/product-form-values';
import { LocationPicker } from '../common/location-picker';
import { SupplierPicker } from '../common/supplier-picker';
import { PageFormActions } from '../common/page-form-actions';
import { AttributeFields } from './attribute-fields';

type ProductFormProps = {
  /** The product to edit; none to add one (at `preset`'s place or supplier, when it came from there). */
  product?: ProductDetail;
  preset?: { location?: number; supplier?: number };
  onDone: (saved?: ProductDetail) => void;
};

const CATEGORY_OPTIONS = PRODUCT_CATEGORY_TYPES.map((type) => ({ value: type, label: PRODUCT_CATEGORY_LABELS[type] }));

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

/**
 * Add or edit a product; the category's own fields follow the category. The whole product is checked
 * by the contract's create schema (an edit too: the same rules), and an edit sends only what changed.
 */
export function ProductForm({ product, preset, onDone }: ProductFormProps) {
  const { can } = useCatalogueViewer();
  const form = useSchemaForm(productFormValues(product, preset));
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { values, errors, setValue } = form;
  const changes = product ? productChanges(product, values) : undefined;
  const refusal = errorFor(errors, '');
  const formRef = useRef<HTMLFormElement>(null);
  const setAttributes = (patch: Partial<AttributeValues>) => setValue('attributes', { ...values.attributes, ...patch });

  const onError = (error: unknown) => {
    showErrorToast(form.showServerErrors(error).detail, product ? 'Changes not saved' : 'Product not added');
    focusFirstInvalid(formRef.current);
  };

  const submit = () => {
    const body = form.validate(productCreateRequestSchema, productCreateInput(values));
    if (!body) return focusFirstInvalid(formRef.current);
    if (!product) {
      create.mutate(body, {
        onSuccess: (saved) => {
          showInfoToast(`${saved.name} is in the catalogue. Add its variants to sell it.`, 'Product added');
          onDone(saved);
        },
        onError,
      });
      return;
    }
    const edit = changes && form.validate(productUpdateRequestSchema, changes);
    if (!edit) return focusFirstInvalid(formRef.current);
    update.mutate(
      { id: product.id, changes: edit },
      {
        onSuccess: (saved) => {
          showInfoToast(`${saved.name} is saved.`, 'Changes saved');
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
        <Section title="Product">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Select
                label="Category"
                description={product ? 'The category never changes: its details would mean nothing in another.' : 'Its own details appear below once chosen.'}
                placeholder="Choose a category"
                required
                data={CATEGORY_OPTIONS}
                value={values.category}
                onChange={(category) => setValue('category', category as ProductCategoryType | null)}
                disabled={product !== undefined}
                allowDeselect={false}
                error={errorFor(errors, 'category')}
              />
              <TextInput label="Name" required data-autofocus value={values.name} onChange={(event) => setValue('name', event.currentTarget.value)} error={errorFor(errors, 'name')} />
              {can('suppliers.view') ? (
                <SupplierPicker label="Supplier" placeholder="Choose the supplier" required value={values.supplier_id} onChange={(id) => setValue('supplier_id', id)} error={errorFor(errors, 'supplier_id')} />
              ) : (
                <NumberInput label="Supplier id" required min={1} allowDecimal={false} value={values.supplier_id ?? ''} onChange={(id) => setValue('supplier_id', typeof id === 'number' ? id : undefined)} error={errorFor(errors, 'supplier_id')} />
              )}
              {can('locations.view') ? (
                <LocationPicker label="Place" description="At any level: a Kerala-wide tour sits in Kerala." required value={values.location_id} onChange={(id) => setValue('location_id', id)} error={errorFor(errors, 'location_id')} />
              ) : (
                <NumberInput label="Location id" required min={1} allowDecimal={false} value={values.location_id ?? ''} onChange={(id) => setValue('location_id', typeof id === 'number' ? id : undefined)} error={errorFor(errors, 'location_id')} />
              )}
            </SimpleGrid>
            <Textarea label="Description" autosize minRows={3} maxRows={12} value={values.description} onChange={(event) => setValue('description', event.currentTarget.value)} error={errorFor(errors, 'description')} />
            <Switch label="Active" description="Inactive products stay out of searches by default." checked={values.active} onChange={(event) => setValue('active', event.currentTarget.checked)} />
          </Stack>
        </Section>
        {values.category && (
          <Section title={`${PRODUCT_CATEGORY_LABELS[values.category]} details`}>
            <AttributeFields category={values.category} values={values.attributes} onChange={setAttributes} errors={errors} />
          </Section>
        )}
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
            {product ? 'Save changes' : 'Add product'}
          </Button>
        </PageFormActions>
      </Stack>
    </form>
  );
}
