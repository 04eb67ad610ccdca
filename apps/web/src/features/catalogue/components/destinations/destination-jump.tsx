import { useNavigate } from 'react-router';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { LocationPicker } from '../common/location-picker';

/** A search box that goes straight to any place in the tree, whatever its level. */
export function DestinationJump() {
  const navigate = useNavigate();
  return (
    <LocationPicker
      ariaLabel="Find a place"
      placeholder="Find a place…"
      value={undefined}
      onChange={(id) => id !== undefined && void navigate(cataloguePaths.destination(id))}
      w={280}
    />
  );
}
