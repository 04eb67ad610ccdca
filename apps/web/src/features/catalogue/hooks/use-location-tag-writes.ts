import { useQueryClient } from '@tanstack/react-query';
import type { LocationTag, LocationTagRef } from '@ua/contracts';
import { createLocationTag } from '../api/create-location-tag';
import { locationDetailQueryOptions } from '../../../entities/place/get-location-detail';
import { locationLevelQueryOptions } from '../api/get-location-level';
import { locationTagsQueryOptions } from '../api/get-location-tags';
import { linkLocationTag } from '../api/link-location-tag';

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Tags are picked by name in the location form: a name no tag has yet becomes a new tag. These turn
 * the names into the calls: create the new tags, then attach and detach.
 */
export function useLocationTagWrites() {
  const queryClient = useQueryClient();

  /** The ids of the tags named, creating those that do not exist yet. */
  const idsFor = async (names: readonly string[], known: readonly LocationTag[]): Promise<number[]> => {
    const ids: number[] = [];
    for (const name of names) {
      const existing = known.find((tag) => sameName(tag.name, name));
      if (existing) ids.push(existing.id);
      else {
        ids.push((await createLocationTag({ name: name.trim() })).id);
        void queryClient.invalidateQueries({ queryKey: locationTagsQueryOptions().queryKey });
      }
    }
    return ids;
  };

  /** Makes the location's tags exactly the names given. */
  const apply = async ({ locationId, current, names, known }: { locationId: number; current: readonly LocationTagRef[]; names: readonly string[]; known: readonly LocationTag[] }) => {
    try {
      const wanted = await idsFor(names, known);
      const have = current.map((tag) => tag.id);
      for (const tagId of wanted.filter((id) => !have.includes(id))) await linkLocationTag({ tagId, locationId, linked: true });
      for (const tagId of have.filter((id) => !wanted.includes(id))) await linkLocationTag({ tagId, locationId, linked: false });
    } finally {
      void queryClient.invalidateQueries({ queryKey: locationTagsQueryOptions().queryKey });
      // The details and the level lists carry the tags: refetch them whether all the links were made or some failed.
      void queryClient.invalidateQueries({ queryKey: locationDetailQueryOptions(locationId).queryKey });
      void queryClient.invalidateQueries({ queryKey: locationLevelQueryOptions().queryKey });
    }
  };

  return { idsFor, apply };
}
