import type { ReactElement } from 'react';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';

/** A dashboard page at its path, as the app mounts it, with the URL shown for following its links. */
export function renderDashboard(page: ReactElement, path: string) {
  return renderWithProviders(
    <>
      {page}
      <LocationProbe />
    </>,
    { path },
  );
}
