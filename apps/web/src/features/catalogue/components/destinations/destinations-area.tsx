import { Route, Routes } from 'react-router';
import { DestinationBrowser } from './destination-browser';

/** /destinations: the tree from the top, a location with its children, and the forms over them. */
export function DestinationsArea() {
  return (
    <Routes>
      <Route index element={<DestinationBrowser />} />
      <Route path="new" element={<DestinationBrowser form="create" />} />
      <Route path=":locationId" element={<DestinationBrowser />} />
      <Route path=":locationId/new" element={<DestinationBrowser form="create" />} />
      <Route path=":locationId/edit" element={<DestinationBrowser form="edit" />} />
      <Route path="*" element={<DestinationBrowser />} />
    </Routes>
  );
}
