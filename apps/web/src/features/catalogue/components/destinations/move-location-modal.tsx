import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { locationMoveRequestSchema, type LocationDetail } from '@ua/contracts';
import { useContractForm } from '../../../../hooks/use-contract-form';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { useMoveLocation } from '../../api/move-location';
import { levelLabel, parentLevel } from '../../../../entities/place/location-levels';
import { PlacePicker } from '../../../../entities/place/place-picker';

type MoveLocationModalProps = { location: LocationDetail; opened: boolean; onClose: () => void };

function MoveForm({ location, onClose }: { location: LocationDetail; onClose: () => void }) {
  const form = useContractForm<{ parent_id: number | undefined }>({ initialValues: { parent_id: undefined }, schema: locationMoveRequestSchema });
  const move = useMoveLocation();
  const level = parentLevel(location.level);
  const currentParent = location.breadcrumb.at(-2);

  const submit = () => {
    const body = form.parse(locationMoveRequestSchema, form.values);
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
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {location.name} and every place below it move together; products and suppliers keep pointing at them.
          {currentParent && ` It sits under ${currentParent.name} now.`}
        </Text>
        <PlacePicker
          label={`New ${levelLabel(level ?? 1).toLowerCase()}`}
          description={`A ${levelLabel(location.level).toLowerCase()} sits under a ${levelLabel(level ?? 1).toLowerCase()}.`}
          levels={level ? [level] : []}
          excludeIds={currentParent ? [currentParent.id] : []}
          {...form.field('parent_id')}
          required
        />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
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
