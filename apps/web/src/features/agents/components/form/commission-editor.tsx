import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_CATEGORY_TYPES, type ProductCategoryType } from '@ua/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldErrors } from '../../../../lib/field-errors';
import { EMPTY_OVERRIDE, type OverrideValues } from '../../utils/agent-form-values';

type CommissionEditorProps = {
  /** The default rate's box, as the form binds it. */
  commission: { value: string; onChange: (value: string) => void; error: string | undefined };
  overrides: OverrideValues[];
  onOverrides: (overrides: OverrideValues[]) => void;
  errors: FieldErrors;
};

function PercentInput(props: { label: string; value: string; onChange: (value: string) => void; error: string | undefined; description?: string; w?: number }) {
  const { onChange, ...rest } = props;
  return <TextInput inputMode="decimal" autoComplete="off" rightSection="%" rightSectionWidth={28} onChange={(event) => onChange(event.currentTarget.value)} {...rest} />;
}

/** The default rate, and a rate of its own for any product category that earns differently (stays, say). */
export function CommissionEditor({ commission, overrides, onOverrides, errors }: CommissionEditorProps) {
  const edit = (index: number, patch: Partial<OverrideValues>) => onOverrides(overrides.map((override, at) => (at === index ? { ...override, ...patch } : override)));
  const taken = (index: number) => new Set(overrides.filter((_, at) => at !== index).map((override) => override.category));

  return (
    <Stack gap="sm">
      <PercentInput label="Default commission" description="On every category without a rate of its own; up to two decimals." w={220} {...commission} />
      {overrides.map((override, index) => (
        <Group key={index} gap="sm" align="flex-start" wrap="nowrap" role="group" aria-label={`Category rate ${index + 1}`}>
          <Select
            label="Category"
            placeholder="Choose a category"
            data={PRODUCT_CATEGORY_TYPES.filter((category) => !taken(index).has(category)).map((category) => ({ value: category, label: PRODUCT_CATEGORY_LABELS[category] }))}
            value={override.category}
            onChange={(category) => edit(index, { category: category as ProductCategoryType | null })}
            error={errors[`commission_overrides.${index}.category`]}
            style={{ flex: '1 1 0', minWidth: 0 }}
          />
          <PercentInput label="Commission" value={override.commission_bp} onChange={(value) => edit(index, { commission_bp: value })} error={errors[`commission_overrides.${index}.commission_bp`]} w={100} />
          <ActionIcon variant="subtle" color="red" mt={28} aria-label={`Remove category rate ${index + 1}`} onClick={() => onOverrides(overrides.filter((_, at) => at !== index))}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {errors.commission_overrides && (
        <Text size="sm" c="red">
          {errors.commission_overrides}
        </Text>
      )}
      {overrides.length < PRODUCT_CATEGORY_TYPES.length && (
        <Group>
          <Button variant="light" size="sm" leftSection={<IconPlus size={16} />} onClick={() => onOverrides([...overrides, EMPTY_OVERRIDE])}>
            Add a category rate
          </Button>
        </Group>
      )}
    </Stack>
  );
}
