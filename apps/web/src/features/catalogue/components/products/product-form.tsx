import type { ReactNode } from 'react';
import { Alert, Button, Card, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_CATEGORY_TYPES, productCreateRequestSchema, productUpdateRequestSchema, type ProductDetail } from '@ua/contracts';
import { NumberField } from '../../../../components/number-field';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useCreateProduct } from '../../api/create-product';
import { useUpdateProduct } from '../../api/update-product';
import { useViewer } from '../../../../hooks/use-viewer';
import { productChanges, productCreateInput, productFormSchema, productFormValues, type AttributeValues } from '../../utils/product-form-values';
import { PlacePicker } from '../../../../entities/place/place-picker';
import { SupplierPicker } from '../../../../entities/supplier/supplier-picker';
import { PageFormActions } from '../../../../components/page-form-actions';
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
  const { can } = useViewer();
  const form = useContractForm({ initialValues: productFormValues(product, preset), schema: productFormSchema, toInput: productCreateInput });
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const { values } = form;
  const changes = product ? productChanges(product, values) : undefined;
  const setAttributes = (patch: Partial<AttributeValues>) => form.setFieldValue('attributes', { ...values.attributes, ...patch });
  // An id box (for a viewer who cannot search) holds whole numbers only; an emptied one holds none.
  const idBox = (key: 'supplier_id' | 'location_id') => ({
    value: values[key] ?? '',
    onChange: (id: number | string) => form.setFieldValue(key, typeof id === 'number' ? id : undefined),
    error: form.error(key),
  });

  const onError = (error: unknown) => showErrorToast(form.showServerErrors(error).detail, product ? 'Changes not saved' : 'Product not added');

  const submit = () => {
    if (!product) {
      const body = form.parse(productCreateRequestSchema, productCreateInput(values));
      if (!body) return;
      create.mutate(body, {
        onSuccess: (saved) => {
          showInfoToast(`${saved.name} is in the catalogue. Add its variants to sell it.`, 'Product added');
          onDone(saved);
        },
        onError,
      });
      return;
    }
    const edit = changes && form.parse(productUpdateRequestSchema, changes);
    if (!edit) return;
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
    <form {...form.formProps(submit)}>
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
                {...form.getInputProps('category')}
                disabled={product !== undefined}
                allowDeselect={false}
              />
              <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
              {can('suppliers.view') ? (
                <SupplierPicker label="Supplier" placeholder="Choose the supplier" required {...form.field('supplier_id')} />
              ) : (
                <NumberField label="Supplier id" required min={1} allowDecimal={false} allowNegative={false} {...idBox('supplier_id')} />
              )}
              {can('locations.view') ? (
                <PlacePicker label="Place" description="At any level: a Kerala-wide tour sits in Kerala." required {...form.field('location_id')} />
              ) : (
                <NumberField label="Location id" required min={1} allowDecimal={false} allowNegative={false} {...idBox('location_id')} />
              )}
            </SimpleGrid>
            <Textarea label="Description" autosize minRows={3} maxRows={12} {...form.getInputProps('description')} />
            <Switch label="Active" description="Inactive products stay out of searches by default." {...form.getInputProps('active', { type: 'checkbox' })} />
          </Stack>
        </Section>
        {values.category && (
          <Section title={`${PRODUCT_CATEGORY_LABELS[values.category]} details`}>
            <AttributeFields category={values.category} values={values.attributes} onChange={setAttributes} errors={form.errors} />
          </Section>
        )}
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
            {product ? 'Save changes' : 'Add product'}
          </Button>
        </PageFormActions>
      </Stack>
    </form>
  );
}
