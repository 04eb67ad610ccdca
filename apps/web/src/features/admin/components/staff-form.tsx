import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { staffCreateRequestSchema, staffUpdateRequestSchema, type StaffMember, type StaffUpdateRequest } from '@ua/contracts';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import { useCreateStaffMember } from '../api/create-staff-member';
import { useAccessLevels } from '../api/get-access-levels';
import { useUpdateStaffMember } from '../api/update-staff-member';
import { useViewer } from '../../../hooks/use-viewer';
import { useContractForm } from '../../../hooks/use-contract-form';
import { staffName } from '../utils/staff-names';
import { AccessLevelMultiSelect } from './access-level-multi-select';
import { DrawerFormActions } from '../../../components/drawer-form-actions';

type StaffFormProps = {
  /** The person to edit; none to add someone. */
  member?: StaffMember;
  onDone: () => void;
};

type StaffFormValues = { email: string; first_name: string; last_name: string; access_level_ids: number[]; active: boolean };

function initialValues(member: StaffMember | undefined): StaffFormValues {
  return {
    email: member?.email ?? '',
    first_name: member?.first_name ?? '',
    last_name: member?.last_name ?? '',
    access_level_ids: member?.access_levels.map((level) => level.id) ?? [],
    active: member?.active ?? true,
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

const createInput = ({ email, first_name, last_name, access_level_ids }: StaffFormValues) => ({ email, first_name, last_name, access_level_ids });

/** What the edit changes, and only that: a PATCH leaves alone what someone else changed meanwhile. */
function changesOf(member: StaffMember, values: StaffFormValues): StaffUpdateRequest {
  const before = initialValues(member);
  return {
    ...(values.first_name !== before.first_name ? { first_name: values.first_name } : {}),
    ...(values.last_name !== before.last_name ? { last_name: values.last_name } : {}),
    ...(values.active !== before.active ? { active: values.active } : {}),
    ...(!sameIds(values.access_level_ids, before.access_level_ids) ? { access_level_ids: values.access_level_ids } : {}),
  };
}

/** Add a staff member (email, names, levels) or edit one (names, levels, active), checked by the contracts' schemas. */
export function StaffForm({ member, onDone }: StaffFormProps) {
  const viewer = useViewer();
  const levels = useAccessLevels();
  const form = useContractForm({
    initialValues: initialValues(member),
    schema: member ? staffUpdateRequestSchema : staffCreateRequestSchema,
    toInput: (values) => (member ? changesOf(member, values) : createInput(values)),
  });
  const create = useCreateStaffMember();
  const update = useUpdateStaffMember();
  const { values } = form;
  const isSelf = member?.id === viewer.userId;
  const changes = member ? changesOf(member, values) : undefined;

  const onError = (error: unknown) => {
    const { detail } = form.showServerErrors(error);
    showErrorToast(detail, member ? 'Changes not saved' : 'Staff member not added');
  };

  const submit = () => {
    if (!member) {
      const body = form.parse(staffCreateRequestSchema, createInput(values));
      if (!body) return;
      create.mutate(body, {
        onSuccess: (created) => {
          showInfoToast(`${staffName(created)} can now sign in with Google as ${created.email}.`, 'Staff member added');
          onDone();
        },
        onError,
      });
      return;
    }
    const body = changes && form.parse(staffUpdateRequestSchema, changes);
    if (!body) return;
    update.mutate(
      { id: member.id, changes: body },
      {
        onSuccess: (saved) => {
          showInfoToast(`${staffName(saved)} is saved.`, 'Changes saved');
          if (isSelf) viewer.onOwnAccountChanged();
          onDone();
        },
        onError,
      },
    );
  };

  const deactivating = member?.active === true && !values.active;
  const activeDescription = isSelf
    ? 'This is your own account: you cannot deactivate it.'
    : deactivating
      ? `Saving signs ${member.first_name || member.email} out everywhere at once; they cannot sign in until reactivated.`
      : 'Inactive staff cannot sign in and receive no notifications.';

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        {!member && (
          <TextInput
            label="Email"
            description="Their Google account's address: they sign in with it."
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
        )}
        <Group grow align="flex-start" gap="sm">
          <TextInput label="First name" required {...form.getInputProps('first_name')} />
          <TextInput label="Last name" {...form.getInputProps('last_name')} />
        </Group>
        <AccessLevelMultiSelect
          levels={levels}
          label="Access levels"
          description="What they may do: each level is a set of permissions."
          placeholder="No access level"
          {...form.field('access_level_ids')}
        />
        {member && (
          <Switch
            label="Active"
            description={activeDescription}
            {...form.getInputProps('active', { type: 'checkbox' })}
            color={deactivating ? 'red' : undefined}
          />
        )}
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} disabled={changes !== undefined && Object.keys(changes).length === 0} color={deactivating ? 'red' : undefined}>
            {member ? (deactivating ? 'Deactivate and save' : 'Save changes') : 'Add staff member'}
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
