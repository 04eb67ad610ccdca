import { useNavigate } from 'react-router';
import { cataloguePaths } from '../../utils/catalogue-paths';
import { PlacePicker } from '../../../../entities/place/place-picker';

/** A search box that goes straight to any place in the tree, whatever its level. */
export function DestinationJump() {
  const navigate = useNavigate();
  return (
    <PlacePicker
      ariaLabel="Find a place"
      placeholder="Find a place…"
      value={undefined}
      onChange={(id) => id !== undefined && void navigate(cataloguePaths.destination(id))}
      w={280}
    />
  );
}
