import { useLocalStorage } from '@mantine/hooks';

/** Cards show more of each record; rows fit a page of 25 on one screen. */
export type ListView = 'cards' | 'rows';

/**
 * How a person likes one list shown, kept in this browser: a preference of theirs, not part of the
 * search, so it neither travels in a shared link nor resets with the filters. `list` names the list
 * (`catalogue.products`), which keys the preference in localStorage.
 */
export function useListView(list: string) {
  return useLocalStorage<ListView>({
    key: `ua.${list}.view`,
    defaultValue: 'cards',
    // Read before the first paint, so a rows person never sees the cards flash.
    getInitialValueInEffect: false,
    serialize: (view) => view,
    deserialize: (stored) => (stored === 'rows' ? 'rows' : 'cards'),
  });
}
