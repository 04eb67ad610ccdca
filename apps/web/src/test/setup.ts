import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import { restoreApi } from './mock-api';
import { resetSharedCount } from '../features/notifications/api/shared-unread-count';

// The one wait for every findBy and waitFor, under the test timeout (vitest.config.ts), so a find that
// fails says what it looked for. It bounds only a failure: a find that succeeds returns at once.
configure({ asyncUtilTimeout: 10_000 });

// A test that runs in Node (`@vitest-environment node`, as the lint boundaries' one) has no DOM.
const hasDom = typeof window !== 'undefined';

if (hasDom) {
  // jsdom lacks what Mantine measures with.
  window.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  // jsdom has no FontFaceSet, which Mantine's autosizing Textarea listens to.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  }
}

/** Each test is a fresh tab: nothing on screen, no cookie or storage, no count shared by an earlier one. */
function freshTab(): void {
  cleanup();
  notifications.clean();
  restoreApi();
  resetSharedCount();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
}

afterEach(() => {
  if (hasDom) freshTab();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
