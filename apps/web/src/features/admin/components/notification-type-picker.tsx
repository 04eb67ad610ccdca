import { Chip, Group, Text } from '@mantine/core';
import { NOTIFICATION_TYPES } from '@ua/contracts';
import { typeColor } from '../../../components/notification-type-colors';

type NotificationTypePickerProps = { value: string; onChange: (type: string) => void; error?: string };

/** The notification's type, in the colours of the bell's chips. */
export function NotificationTypePicker({ value, onChange, error }: NotificationTypePickerProps) {
  return (
    <div>
      <Text fw={500} size="sm" id="notification-type-label" mb={6}>
        Type
      </Text>
      <Chip.Group value={value} onChange={onChange}>
        <Group gap={6} role="radiogroup" aria-labelledby="notification-type-label">
          {NOTIFICATION_TYPES.map((type) => (
            <Chip key={type} value={type} color={typeColor(type)} variant="light" size="xs">
              {type}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text c="red" size="xs" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
