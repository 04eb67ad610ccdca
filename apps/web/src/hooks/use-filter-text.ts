import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';

const COMMIT_DELAY_MS = 300;

/**
 * A typed filter that reaches the URL once typing pauses. The box keeps exactly what is typed; when the
 * URL changes by other means (Back, a shared link, Clear filters) the box shows the URL's value.
 */
export function useFilterText(urlValue: string, commit: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [shownUrlValue, setShownUrlValue] = useState(urlValue);
  if (urlValue !== shownUrlValue) {
    setShownUrlValue(urlValue);
    if (urlValue !== text.trim()) setText(urlValue);
  }
  const commitLater = useDebouncedCallback((value: string) => commit(value.trim()), COMMIT_DELAY_MS);
  return {
    text,
    onChange: (value: string) => {
      setText(value);
      commitLater(value);
    },
    /** Commits at once: Enter, or a suggestion picked. */
    flush: commitLater.flush,
  };
}
