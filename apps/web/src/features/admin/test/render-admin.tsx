import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { AdminArea } from '../components/admin-area';
import type { AdminViewer } from '../hooks/use-admin-viewer';

// jsdom has no FontFaceSet, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
}

/** The section pages are lazy chunks; loading them first keeps the first find of each test within its timeout. */
export async function preloadAdminSections() {
  await Promise.all([
    import('../components/staff-page'),
    import('../components/access-levels-page'),
    import('../components/notification-composer'),
    import('../components/audit-log-page'),
  ]);
}

/** Shows where the app is, so a test can read the URL the filters wrote. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function currentLocation(): URL {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '/';
  return new URL(text, 'http://localhost');
}

type AdminRenderOptions = { path: string; labels?: readonly string[]; userId?: number; onOwnAccountChanged?: () => void };

/** The Administration area at `path`, as the app mounts it (under /admin/*), for a viewer with `labels`. */
export function renderAdmin({ path, labels = ['staff.manage', 'notifications.send', 'audit.view'], userId = 1, onOwnAccountChanged = () => {} }: AdminRenderOptions) {
  const viewer: AdminViewer = { userId, labels, onOwnAccountChanged };
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/admin/*" element={<AdminArea viewer={viewer} />} />
      </Routes>
      <LocationProbe />
    </>,
    { path },
  );
}

/**
 * Picks `option` in a Mantine select. jsdom lays nothing out, so the dropdown's positioning calls its
 * target detached and hides the options: they are found with `hidden`, and clicked all the same.
 */
export async function chooseOption(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const listbox = await waitFor(() => {
    const element = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the dropdown has not opened');
    return element;
  });
  await userEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}
