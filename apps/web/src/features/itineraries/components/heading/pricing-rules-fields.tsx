import { useState } from 'react';
import { Accordion, Group, Radio, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { GST_MODE_LABELS, GST_MODES, type GstMode, type GstSupply, type MarkupMode } from '@ua/contracts';
import { RupeeInput } from '../../../../components/rupee-input';
import type { ContractForm } from '../../../../hooks/use-contract-form';
import type { TripHeadingFormValues } from '../../utils/trip-form-values';

const MARKUP_OPTIONS: { value: MarkupMode; label: string }[] = [
  { value: 'sell_prices', label: 'Sell prices as they are' },
  { value: 'percent_on_cost', label: 'Markup on cost' },
];
const SUPPLY_OPTIONS: { value: GstSupply; label: string }[] = [
  { value: 'intra_state', label: 'Same state (CGST + SGST)' },
  { value: 'inter_state', label: 'Other state (IGST)' },
];
const GST_OPTIONS = GST_MODES.map((mode) => ({ value: mode, label: GST_MODE_LABELS[mode] }));

/** "Markup 15% on cost · 5% GST · same state": the rules at a glance, while the section is closed. */
function summary(pricing: TripHeadingFormValues['pricing']): string {
  const markup = pricing.markup_mode === 'percent_on_cost' ? `Markup ${pricing.markup_percent || '0'}% on cost` : 'Sell prices as they are';
  const gst = pricing.gst_mode === 'package_5' ? '5% GST on the package' : '18% GST on the service fee';
  const parts = [markup, gst, pricing.gst_supply === 'intra_state' ? 'same state' : 'other state'];
  if (pricing.discount.trim() !== '') parts.push(`₹${pricing.discount} off`);
  if (pricing.overseas) parts.push('TCS');
  return parts.join(' · ');
}

/**
 * How the trip is priced: the markup, a discount, and the taxes as the company bills them. Most trips
 * keep the defaults, so the section stays closed unless asked for, or unless one of its boxes is wrong.
 */
export function PricingRulesFields({ form }: { form: ContractForm<TripHeadingFormValues> }) {
  const [opened, setOpened] = useState(false);
  const { pricing } = form.values;
  const hasErrors = Object.keys(form.errors).some((key) => key.startsWith('pricing.'));
  const shown = opened || hasErrors;

  return (
    <Accordion variant="contained" radius="md" value={shown ? 'pricing' : null} onChange={(value) => setOpened(value === 'pricing')}>
      <Accordion.Item value="pricing">
        <Accordion.Control>
          <Text fw={600} size="sm">
            Pricing rules
          </Text>
          <Text size="xs" c="dimmed">
            {summary(pricing)}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          <Stack gap="md">
            <Radio.Group label="Sell prices" value={pricing.markup_mode} onChange={(mode) => form.setFieldValue('pricing.markup_mode', mode as MarkupMode)}>
              <Group gap="lg" mt={6}>
                {MARKUP_OPTIONS.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
              {pricing.markup_mode === 'percent_on_cost' && (
                <TextInput label="Markup" description="On each line’s cost" inputMode="decimal" autoComplete="off" rightSection="%" {...form.getInputProps('pricing.markup_percent')} />
              )}
              <RupeeInput label="Discount" description="Off the whole package, before tax" placeholder="0" {...form.getInputProps('pricing.discount')} value={pricing.discount} />
            </SimpleGrid>
            <Select label="GST" data={GST_OPTIONS} allowDeselect={false} {...form.getInputProps('pricing.gst_mode')} onChange={(mode) => mode && form.setFieldValue('pricing.gst_mode', mode as GstMode)} />
            <Radio.Group label="Customer’s state" value={pricing.gst_supply} onChange={(supply) => form.setFieldValue('pricing.gst_supply', supply as GstSupply)}>
              <Group gap="lg" mt={6}>
                {SUPPLY_OPTIONS.map((option) => (
                  <Radio key={option.value} value={option.value} label={option.label} />
                ))}
              </Group>
            </Radio.Group>
            <Switch label="Overseas package" description="TCS is collected at the rate of the day" {...form.getInputProps('pricing.overseas', { type: 'checkbox' })} />
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
