import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

// <BrowserRouter> rather than createBrowserRouter: the shell needs no loaders or actions, and the
// data router would add some 16 KB gzip to the first load.
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
