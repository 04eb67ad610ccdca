import { Alert, Button, Group, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { locationCreateRequestSchema, locationTagCreateRequestSchema, locationUpdateRequestSchema, type LocationDetail, type LocationTag, type LocationUpdateRequest } from '@ua/contracts';
import { DrawerFormActions } from '../../../../components/drawer-form-actions';
import { NumberField } from '../../../../components/number-field';
import { useContractForm } from '../../../../hooks/use-contract-form';
import type { FieldErrors } from '../../../../lib/field-errors';
import { showErrorToast, showInfoToast } from '../../../../lib/toast';
import { numberFrom, type NumberText } from '../../../../lib/typed-number';
import { useCreateLocation } from '../../api/create-location';
import { useLocationTags } from '../../api/get-location-tags';
import { useUpdateLocation } from '../../api/update-location';
import { useLocationTagWrites } from '../../hooks/use-location-tag-writes';
import { levelLabel } from '../../../../entities/place/location-levels';

type LocationFormProps = {
  /** The location to edit; none to add one under `parent` (none for a country or region). */
  location?: LocationDetail;
  parent?: LocationDetail;
  onDone: (saved?: LocationDetail) => void;
};

type LocationFormValues = { name: string; slug: string; description: string; imageUrls: string; latitude: NumberText; longitude: NumberText; tags: string[] };

function initialValues(location: LocationDetail | undefined): LocationFormValues {
  return {
    name: location?.name ?? '',
    slug: location?.slug ?? '',
    description: location?.description ?? '',
    imageUrls: location?.image_urls.join('\n') ?? '',
    latitude: location?.latitude ?? '',
    longitude: location?.longitude ?? '',
    tags: location?.tags.map((tag) => tag.name) ?? [],
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const coordinate = (value: NumberText) => numberFrom(value) ?? null;

/** What the edit changes, and only that; coordinates go as a pair, as the contract asks. */
function changesOf(location: LocationDetail, values: LocationFormValues): LocationUpdateRequest {
  const before = initialValues(location);
  const coordinatesChanged = coordinate(values.latitude) !== coordinate(before.latitude) || coordinate(values.longitude) !== coordinate(before.longitude);
  return {
    ...(values.name !== before.name ? { name: values.name } : {}),
    ...(values.slug !== before.slug ? { slug: values.slug } : {}),
    ...(values.description !== before.description ? { description: values.description } : {}),
    ...(lines(values.imageUrls).join('\n') !== lines(before.imageUrls).join('\n') ? { image_urls: lines(values.imageUrls) } : {}),
    ...(coordinatesChanged ? { latitude: coordinate(values.latitude), longitude: coordinate(values.longitude) } : {}),
  };
}

/** The create request; its tags are linked by id once the new names among them exist. */
function createInput(values: LocationFormValues, level: number, parent: LocationDetail | undefined) {
  return {
    name: values.name,
    ...(values.slug.trim() ? { slug: values.slug } : {}),
    level,
    parent_id: parent?.id ?? null,
    description: values.description,
    image_urls: lines(values.imageUrls),
    latitude: coordinate(values.latitude),
    longitude: coordinate(values.longitude),
    tag_ids: [],
  };
}

const sameTags = (a: readonly string[], b: readonly string[]) => a.map((name) => name.toLowerCase()).sort().join('\n') === b.map((name) => name.toLowerCase()).sort().join('\n');

/** New tag names must pass the tag schema before anything is sent: the first that does not is named. */
function tagErrors(names: readonly string[], known: readonly LocationTag[]): FieldErrors {
  for (const name of names.filter((tag) => !known.some((other) => other.name.toLowerCase() === tag.toLowerCase()))) {
    const result = locationTagCreateRequestSchema.safeParse({ name });
    if (!result.success) return { tags: `${name}: ${result.error.issues[0]?.message ?? 'not a valid tag'}` };
  }
  return {};
}

/** `imageUrls.2` is the third line of the box: say so. */
function imageError(errors: FieldErrors): string | undefined {
  const entry = Object.entries(errors).find(([key]) => key === 'imageUrls' || key.startsWith('imageUrls.'));
  if (!entry) return undefined;
  const index = /^imageUrls\.(\d+)/.exec(entry[0])?.[1];
  return index === undefined ? entry[1] : `Line ${Number(index) + 1}: ${entry[1]}`;
}

/** Add a location under its parent, or edit one; checked by the contracts' schemas, the server's refusals shown at their fields. */
export function LocationForm({ location, parent, onDone }: LocationFormProps) {
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const allTags = useLocationTags();
  const tagWrites = useLocationTagWrites();
  const known = allTags.data ?? [];
  const level = location?.level ?? (parent ? parent.level + 1 : 1);
  const form = useContractForm({
    initialValues: initialValues(location),
    schema: location ? locationUpdateRequestSchema : locationCreateRequestSchema,
    toInput: (values) => (location ? changesOf(location, values) : createInput(values, level, parent)),
    refine: (values) => tagErrors(values.tags, known),
    fieldPaths: { image_urls: 'imageUrls', tag_ids: 'tags' },
  });
  const { values } = form;
  const changes = location ? changesOf(location, values) : undefined;
  const tagsChanged = location ? !sameTags(values.tags, initialValues(location).tags) : values.tags.length > 0;
  const unchanged = changes !== undefined && Object.keys(changes).length === 0 && !tagsChanged;

  const failed = (error: unknown) => showErrorToast(form.showServerErrors(error).detail, location ? 'Changes not saved' : 'Location not added');

  const submit = async () => {
    if (!location) {
      const body = form.parse(locationCreateRequestSchema, createInput(values, level, parent));
      if (!body) return;
      try {
        const tagIds = await tagWrites.idsFor(values.tags, known);
        const saved = await create.mutateAsync({ ...body, tag_ids: tagIds });
        showInfoToast(`${saved.name} is in the tree under ${parent?.name ?? 'the top level'}.`, 'Location added');
        onDone(saved);
      } catch (error) {
        failed(error);
      }
      return;
    }
    const body = changes && form.parse(locationUpdateRequestSchema, changes);
    if (!body) return;
    try {
      const saved = Object.keys(body).length > 0 ? await update.mutateAsync({ id: location.id, changes: body }) : location;
      if (tagsChanged) await tagWrites.apply({ locationId: location.id, current: location.tags, names: values.tags, known });
      showInfoToast(`${saved.name} is saved.`, 'Changes saved');
      onDone(saved);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <form {...form.formProps(submit)}>
      <Stack gap="md">
        <TextInput
          label="Name"
          description={location ? undefined : `A ${levelLabel(level).toLowerCase()}${parent ? ` in ${parent.name}` : ''}.`}
          required
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Slug"
          description="The location's unique name in links and imports: lowercase letters, digits and hyphens."
          placeholder={location ? undefined : 'Made from the name when left empty'}
          {...form.getInputProps('slug')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Textarea label="Description" autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
        <Textarea
          label="Pictures"
          description="One https:// address per line; the first is the tile's picture."
          autosize
          minRows={2}
          maxRows={6}
          {...form.getInputProps('imageUrls')}
          error={imageError(form.errors)}
        />
        <Group grow align="flex-start" gap="sm">
          <NumberField label="Latitude" placeholder="10.0889" min={-90} max={90} {...form.field('latitude')} />
          <NumberField label="Longitude" placeholder="77.0595" min={-180} max={180} {...form.field('longitude')} />
        </Group>
        <TagsInput
          label="Tags"
          description="Pick tags, or type a new one and press Enter."
          data={known.map((tag) => tag.name)}
          {...form.getInputProps('tags')}
          clearable
        />
        {form.refusal !== undefined && (
          <Alert color="red" variant="light">
            {form.refusal}
          </Alert>
        )}
        <DrawerFormActions>
          <Button variant="default" onClick={() => onDone()}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending} disabled={unchanged}>
            {location ? 'Save changes' : 'Add location'}
          </Button>
        </DrawerFormActions>
      </Stack>
    </form>
  );
}
