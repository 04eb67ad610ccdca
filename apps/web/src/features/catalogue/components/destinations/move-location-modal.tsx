import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { locationMoveRequestSchema, type LocationDetail } from '@ua/contracts';
import { useSchemaForm } from '../../../../hooks/use-schema-form';
import { errorFor } from '../../../../lib/field-errors';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useMoveLocation } from '../../api/move-location';
import { levelLabel, parentLevel } from '../../utils/location-levels';
import { LocationPicker } from '../common/location-picker';

type MoveLocationModalProps = { location: LocationDetail; opened: boolean; onClose: () => void };

function MoveForm({ location, onClose }: { location: LocationDetail; onClose: () => void }) {
  const form = useSchemaForm<{ parent_id: number | undefined }>({ parent_id: undefined });
  const move = useMoveLocation();
  const level = parentLevel(location.level);
  const currentParent = location.breadcrumb.at(-2);
  const refusal = errorFor(form.errors, '');

  const submit = () => {
    const body = form.validate(locationMoveRequestSchema);
    if (!body) return;
    move.mutate(
      { id: location.id, body },
      {
        onSuccess: (saved) => {
          showInfoToast(`${saved.name} now sits under ${saved.breadcrumb.at(-2)?.name ?? 'its new parent'}, with everything below it.`, 'Location moved');
          onClose();
        },
        onError: (error) => showErrorToast(form.showServerErrors(error).detail, 'Location not moved'),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {location.name} and every place below it move together; products and suppliers keep pointing at them.
          {currentParent && ` It sits under ${currentParent.name} now.`}
        </Text>
        <LocationPicker
          label={`New ${levelLabel(level ?? 1).toLowerCase()}`}
          description={`A ${levelLabel(location.level).toLowerCase()} sits under a ${levelLabel(level ?? 1).toLowerCase()}.`}
          levels={level ? [level] : []}
          excludeIds={currentParent ? [currentParent.id] : []}
          value={form.values.parent_id}
          onChange={(id) => form.setValue('parent_id', id)}
          error={errorFor(form.errors, 'parent_id')}
          required
        />
        {refusal !== undefined && (
          <Alert color="red" variant="light">
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={move.isPending}>
            Move
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Moves a location under another parent one level up; the server refuses a move that would break the levels or make a cycle. */
export function MoveLocationModal({ location, opened, onClose }: MoveLocationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Move {location.name}</Text>} centered>
      {opened && <MoveForm location={location} onClose={onClose} />}
    </Modal>
  );
}
