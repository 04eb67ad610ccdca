import { Checkbox, Code, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CatalogueArea } from '../utils/label-catalogue';

type PermissionLabelPickerProps = {
  areas: readonly CatalogueArea[];
  value: readonly string[];
  onChange: (labels: string[]) => void;
};

/** The catalogue's labels as checkboxes, one box per area, each label with what it lets a holder do. */
export function PermissionLabelPicker({ areas, value, onChange }: PermissionLabelPickerProps) {
  const chosen = new Set(value);
  const setMany = (labels: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const label of labels) {
      if (on) next.add(label);
      else next.delete(label);
    }
    // Kept in catalogue order, so the request (and the audit log) read the same every time.
    onChange(areas.flatMap((area) => area.labels.map((entry) => entry.label)).filter((label) => next.has(label)));
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {areas.map((area) => {
        const labels = area.labels.map((entry) => entry.label);
        const held = labels.filter((label) => chosen.has(label)).length;
        return (
          <Fieldset
            key={area.key}
            radius="md"
            p="sm"
            legend={
              <Group gap={8} wrap="nowrap">
                <Checkbox
                  size="xs"
                  aria-label={`All of ${area.title}`}
                  checked={held === labels.length}
                  indeterminate={held > 0 && held < labels.length}
                  onChange={(event) => setMany(labels, event.currentTarget.checked)}
                />
                <Text fw={700} size="sm">
                  {area.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {held} of {labels.length}
                </Text>
              </Group>
            }
          >
            <Stack gap="xs">
              {area.labels.map((entry) => (
                <Checkbox
                  key={entry.label}
                  checked={chosen.has(entry.label)}
                  onChange={(event) => setMany([entry.label], event.currentTarget.checked)}
                  label={<Code fz="xs">{entry.label}</Code>}
                  description={entry.description}
                  aria-label={entry.label}
                />
              ))}
            </Stack>
          </Fieldset>
        );
      })}
    </SimpleGrid>
  );
}
