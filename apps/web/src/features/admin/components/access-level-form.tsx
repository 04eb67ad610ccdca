import { Alert, Button, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { accessLevelCreateRequestSchema, accessLevelUpdateRequestSchema, type AccessLevel } from '@ua/contracts';
import { showErrorToast, showInfoToast } from '../../../lib/toast';
import { useCreateAccessLevel } from '../api/create-access-level';
import { usePermissionLabels } from '../api/get-permission-labels';
import { useUpdateAccessLevel } from '../api/update-access-level';
import { useViewer } from '../../../hooks/use-viewer';
import { useContractForm } from '../../../hooks/use-contract-form';
import { groupCatalogueByArea, retiredLabels } from '../utils/label-catalogue';
import { PermissionLabelPicker } from './permission-label-picker';
import { DrawerFormActions } from '../../../components/drawer-form-actions';
import { QueryErrorAlert } from '../../../components/query-error-alert';

type AccessLevelFormProps = { level?: AccessLevel; onDone: () => void };
type AccessLevelValues = { name: string; labels: string[] };

const sameLabels = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Name a level and choose its labels from the catalogue, grouped by area; checked by the contracts' schemas. */
export function AccessLevelForm({ level, onDone }: AccessLevelFormProps) {
  const viewer = useViewer();
  const catalogue = usePermissionLabels();
  // The labels the catalogue still has; a retired one is dropped when the level is saved.
  const knownOf = (labels: string[]) => {
    const retired = catalogue.data ? retiredLabels(labels, catalogue.data) : [];
    return labels.filter((label) => !retired.includes(label));
  };
  // Plain strings until the schema has checked them against the catalogue.
  const changesOf = (values: AccessLevelValues): { name?: string; labels?: string[] } | undefined =>
    level && {
      ...(values.name !== level.name ? { name: values.name } : {}),
      ...(!sameLabels(knownOf(values.labels), level.labels) ? { labels: knownOf(values.labels) } : {}),
    };
  const form = useContractForm<AccessLevelValues>({
    initialValues: { name: level?.name ?? '', labels: level?.labels ?? [] },
    schema: level ? accessLevelUpdateRequestSchema : accessLevelCreateRequestSchema,
    toInput: (values) => changesOf(values) ?? { name: values.name, labels: knownOf(values.labels) },
  });
  const create = useCreateAccessLevel();
  const update = useUpdateAccessLevel();
  const { values } = form;

  if (catalogue.isPending) {
    return (
      <Stack gap="sm" aria-label="Loading the permission labels">
        <Skeleton h={36} />
        <Skeleton h={160} />
        <Skeleton h={160} />
      </Stack>
    );
  }
  if (catalogue.isError) return <QueryErrorAlert error={catalogue.error} what="the permission labels" onRetry={() => void catalogue.refetch()} />;

  const areas = groupCatalogueByArea(catalogue.data);
  const retired = retiredLabels(values.labels, catalogue.data);
  const known = knownOf(values.labels);
  const changes = changesOf(values);

  const onError = (error: unknown) => {
    const { detail } = form.showServerErrors(error);
    showErrorToast(detail, level ? 'Access level not saved' : 'Access level not created');
  };

  const submit = () => {
    if (!level) {
      const body = form.parse(accessLevelCreateRequestSchema, { name: values.name, labels: known });
      if (!body) return;
      create.mutate(body, {
        onSuccess: (created) => {
          showInfoToast(`${created.name} has ${created.labels.length} ${created.labels.length === 1 ? 'permission' : 'permissions'}.`, 'Access level created');
          onDone();
        },
        onError,
      });
      return;
    }
    const body = changes && form.parse(accessLevelUpdateRequestSchema, changes);
    if (!body) return;
    update.mutate(
      { id: level.id, changes: body },
      {
        onSuccess: (saved) => {
          showInfoToast(`${saved.name} is saved; its ${saved.holder_count} ${saved.holder_count === 1 ? 'holder has' : 'holders have'} the new permissions now.`, 'Access level saved');
          viewer.onOwnAccountChanged();
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <TextInput label="Name" description="A role staff recognise: Operations, Accounts, Sales…" required data-autofocus {...form.getInputProps('name')} />
        <div>
          <Text fw={500} size="sm">
            Permissions
          </Text>
          <Text size="xs" c="dimmed" mb="xs">
            {known.length} chosen. A manage, record or send permission does not include view: choose both where both are needed.
          </Text>
          <PermissionLabelPicker areas={areas} value={known} onChange={(labels) => form.setFieldValue('labels', labels)} />
          {form.error('labels') && (
            <Text c="red" size="xs" mt={6}>
              {form.error('labels')}
            </Text>
          )}
        </div>
        {retired.length > 0 && (
          <Alert color="yellow" variant="light">
            No longer in the catalogue, and dropped when you save: {retired.join(', ')}.
          </Alert>
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
          <Button type="submit" loading={create.isPending || update.isPending} disabled={changes !== undefined && Object.keys(changes).length === 0}>
            {level ? 'Save access level' : 'Create access level'}
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
