import { Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { ViewerContext } from '../../../hooks/use-viewer';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { ItinerariesArea } from '../components/itineraries-area';

export const VIEW_LABELS = ['itineraries.view'] as const;
export const MANAGE_LABELS = ['itineraries.view', 'itineraries.manage', 'locations.view'] as const;

type ViewerOptions = { labels?: readonly string[]; userId?: number };

function asViewer(ui: ReactElement, { labels = VIEW_LABELS, userId = 1 }: ViewerOptions) {
  return (
    <ViewerContext.Provider value={{ userId, labels, onOwnAccountChanged: () => {} }}>
      {ui}
      <LocationProbe />
    </ViewerContext.Provider>
  );
}

/** The itineraries area at `path`, as the app mounts it (under /itineraries/*), for a viewer with `labels`. */
export function renderItineraries({ path, ...viewer }: ViewerOptions & { path: string }) {
  return renderWithProviders(
    asViewer(
      <Suspense>
        <Routes>
          <Route path="/itineraries/*" element={<ItinerariesArea />} />
        </Routes>
      </Suspense>,
      viewer,
    ),
    { path },
  );
}

/** One piece of the area (the heading panel a trip's page puts on top) for a viewer with `labels`. */
export function renderForViewer(ui: ReactElement, viewer: ViewerOptions = {}) {
  return renderWithProviders(asViewer(ui, viewer), { path: '/itineraries/42' });
}
