import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, getDefaultZIndex } from '@mantine/core';
import { MAX_SNOOZE_DAYS, pickedMomentProblem } from '../utils/snooze-choices';

type SnoozePickerModalProps = {
  opened: boolean;
  onClose: () => void;
  onPick: (until: Date) => void;
};

/**
 * The bell's popover closes on a press outside it, and this modal lies outside it (in a portal): its
 * presses stop here, so the popover, and the notification the modal snoozes, stay open behind it.
 */
const keepPopoverOpen = (event: { stopPropagation: () => void }) => event.stopPropagation();

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as a `datetime-local` box holds it: the viewer's own wall clock, to the minute. */
const localValue = (at: Date) => `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;

/** "Pick a date and time…": the browser's own date and time box, within the next 90 days. */
export function SnoozePickerModal({ opened, onClose, onPick }: SnoozePickerModalProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = new Date();

  const close = () => {
    setValue('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const at = new Date(value);
    const problem = pickedMomentProblem(at);
    setError(problem);
    if (problem) return;
    onPick(at);
    close();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Snooze until"
      size="sm"
      centered
      // Above the bell's popover, which it is opened from.
      zIndex={getDefaultZIndex('popover') + 1}
      onMouseDown={keepPopoverOpen}
      onTouchStart={keepPopoverOpen}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            It leaves your bell until then, and comes back unread.
          </Text>
          <TextInput
            type="datetime-local"
            label="Date and time"
            description={`In your own time zone, within ${MAX_SNOOZE_DAYS} days.`}
            required
            data-autofocus
            value={value}
            min={localValue(now)}
            max={localValue(new Date(now.getTime() + MAX_SNOOZE_DAYS * 24 * 60 * 60_000))}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Snooze</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
