import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithProviders } from '../../../test/render';
import { MailboxPage } from '../components/mailbox-page';

/** The mailbox page at `path` (under /mail, as the area registry mounts it), with the home page a link away. */
export function renderMailbox(path = '/mail') {
  return renderWithProviders(
    <Suspense>
      <Routes>
        <Route path="/mail/*" element={<MailboxPage />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
      <LocationProbe />
    </Suspense>,
    { path },
  );
}
