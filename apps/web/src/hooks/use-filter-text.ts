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
  // What this box sent that the URL has not shown yet. The URL may catch up with a value after the
  // person typed on (a navigation renders as a transition, later on a busy device): that is this box's
  // own echo, and taking it back into the box would drop what was typed since.
  const [sent, setSent] = useState<readonly string[]>([]);
  if (urlValue !== shownUrlValue) {
    setShownUrlValue(urlValue);
    const echo = sent.indexOf(urlValue);
    if (echo !== -1) {
      setSent(sent.slice(echo + 1));
    } else {
      setSent([]);
      if (urlValue !== text.trim()) setText(urlValue);
    }
  }
  const commitLater = useDebouncedCallback((value: string) => {
    const trimmed = value.trim();
    // A value the URL holds already changes nothing, so no echo will come for it.
    if (trimmed !== urlValue) setSent((current) => [...current, trimmed]);
    commit(trimmed);
  }, COMMIT_DELAY_MS);
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
