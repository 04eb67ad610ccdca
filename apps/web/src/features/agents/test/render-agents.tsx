import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ViewerContext } from '../../../hooks/use-viewer';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { AgentsArea } from '../components/agents-area';

export const VIEW_LABELS = ['agents.view'] as const;
export const MANAGE_LABELS = ['agents.view', 'agents.manage'] as const;
export const WALLET_LABELS = ['agents.view', 'wallet.view'] as const;

/** The agents area at `path`, as the app mounts it (under /agents/*), for a viewer with `labels`. */
export function renderAgents({ path, labels = VIEW_LABELS, userId = 1 }: { path: string; labels?: readonly string[]; userId?: number }) {
  return renderWithProviders(
    <ViewerContext.Provider value={{ userId, labels, onOwnAccountChanged: () => {} }}>
      <Suspense>
        <Routes>
          <Route path="/agents/*" element={<AgentsArea />} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </ViewerContext.Provider>,
    { path },
  );
}
