import { useDeferredValue } from 'react';

/**
 * False on a component's first render, then true from a second render React runs in the background
 * straight after, once the first has been painted (and true from then on). A heavy page draws its
 * heading alone first, the largest and first thing read, and the rest in that second pass: drawing
 * everything at once would keep the heading off the screen as long as the whole page takes to draw.
 */
export function useDeferredMount(): boolean {
  return useDeferredValue(true, false);
}
