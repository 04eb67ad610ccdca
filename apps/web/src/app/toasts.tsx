import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../config/contract-constants';

/** Where toasts appear: top right, each hiding after 3000 ms (spec, section 9). */
export function Toasts() {
  return <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />;
}
