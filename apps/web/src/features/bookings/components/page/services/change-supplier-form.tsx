import { Stack, Text } from '@mantine/core';
import { serviceActionRequestSchema, type BookingService } from '@ua/contracts';
import { ProductVariantPicker } from '../../../../../entities/product/product-variant-picker';
import { useContractForm } from '../../../../../hooks/use-contract-form';
import { FormFoot } from './form-foot';
import { useActionSubmit, type ActionFormProps } from './use-action-submit';

type ChangeValues = { productId: number | undefined; variantId: number | undefined };

/**
 * A rejected (or not yet requested) service moves to another product's variant of the same category
 * in the same place, the catalogue's search narrowed to both; the server prices it again.
 */
export function ChangeSupplierForm({ service, ...props }: ActionFormProps & { service: BookingService }) {
  const toInput = (values: ChangeValues) => ({ action: 'change_supplier' as const, service_id: service.id, variant_id: values.variantId });
  const form = useContractForm<ChangeValues>({
    initialValues: { productId: undefined, variantId: undefined },
    schema: serviceActionRequestSchema,
    toInput,
    fieldPaths: { variant_id: 'variantId' },
  });
  const { send, pending } = useActionSubmit(form, props);

  const submit = (values: ChangeValues) => {
    const body = form.parse(serviceActionRequestSchema, toInput(values));
    if (body) send(body, { title: 'Supplier changed', message: `${service.label} moved to another supplier, priced again: request it when ready.` });
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm">
          Now: {[service.variant_name, service.supplier?.name].filter(Boolean).join(' · ') || 'no supplier'}
          {service.place ? `, in ${service.place.name}` : ''}. Choose another of the same kind{service.place ? ' in the same place' : ''}; the new price replaces the old.
        </Text>
        <ProductVariantPicker
          value={{ productId: form.values.productId, variantId: form.values.variantId }}
          onChange={(choice) => form.setValues({ productId: choice.productId, variantId: choice.variantId })}
          {...(service.place ? { location: service.place.id } : {})}
          {...(service.category ? { categories: [service.category] } : {})}
          productLabel="New product"
          variantLabel="New variant"
          variantError={form.error('variantId')}
          required
        />
        <FormFoot form={form} pending={pending} submitLabel="Change supplier" onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
