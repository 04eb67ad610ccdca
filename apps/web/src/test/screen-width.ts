import { vi } from 'vitest';

const PX_PER_EM = 16;

/** Whether one `(min-width: …)` or `(max-width: …)` feature holds at `width` pixels; any other feature does not. */
function featureHolds(feature: string, width: number): boolean {
  const match = /^\(\s*(min|max)-width:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(feature.trim());
  if (!match) return false;
  const [, bound, amount, unit] = match;
  const edge = Number(amount) * (unit === 'px' ? 1 : PX_PER_EM);
  return bound === 'min' ? width >= edge : width <= edge;
}

/**
 * Answers media queries as a screen `width` pixels wide would (a phone is 375), where setup's stand-in
 * answers no to all: enough for the width queries the app asks, joined by `and`. vitest restores the
 * stand-in after each test (setup.ts restores every mock).
 */
export function emulateScreenWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.split(/\s+and\s+/).every((feature) => featureHolds(feature, width)),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
