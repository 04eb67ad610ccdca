import type { ReactElement } from 'react';
import { ViewerContext } from '../../../../../hooks/use-viewer';
import { LocationProbe } from '../../../../../test/location-probe';
import { renderWithProviders } from '../../../../../test/render';
import { VIEWER_ID } from './wallet-fixtures';

export const VIEW_LABELS = ['agents.view', 'wallet.view'] as const;
export const ADJUST_LABELS = ['agents.view', 'wallet.view', 'wallet.adjust'] as const;
export const RECORD_LABELS = ['agents.view', 'wallet.view', 'payments.view', 'payments.record'] as const;

/** `ui` as a signed-in viewer with `labels` sees it, at `path`. */
export function renderAsViewer(ui: ReactElement, { labels = ADJUST_LABELS, path = '/' }: { labels?: readonly string[]; path?: string } = {}) {
  return renderWithProviders(
    <ViewerContext.Provider value={{ userId: VIEWER_ID, labels, onOwnAccountChanged: () => {} }}>
      {ui}
      <LocationProbe />
    </ViewerContext.Provider>,
    { path },
  );
}
