import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

// <BrowserRouter> rather than createBrowserRouter: the shell needs no loaders or actions, and the
// data router would add some 16 KB gzip to the first load.
/** `queryClient`: the one main.tsx started the first calls on (boot.ts); tests leave it out. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
