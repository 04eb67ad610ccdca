import { APP_PATHS } from '../../../config/paths';

/** The payments screens: the accounts view of dues, the payments received across bookings, and the payment links. */
export const paymentPaths = {
  accounts: APP_PATHS.payments,
  received: `${APP_PATHS.payments}/received`,
  links: `${APP_PATHS.payments}/links`,
} as const;
