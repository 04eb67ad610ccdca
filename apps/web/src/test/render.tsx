import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';

/** A query client like the app's, without retries so failures show at once. */
export function createTestQueryClient() {
  return createQueryClient({ queries: { retry: false } });
}

export type RenderOptions = { path?: string; queryClient?: QueryClient; container?: HTMLElement };

/** Renders `ui` inside the app's providers and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/', queryClient = createTestQueryClient(), container }: RenderOptions = {}) {
  const wrap = (element: ReactElement) => (
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </AppProviders>
  );
  const result = render(wrap(ui), { container });
  return { queryClient, ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
