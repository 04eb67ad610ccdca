/**
 * The contract values the web app uses at run time. They come from `@ua/contracts/constants`, a
 * module without Zod: importing a value from the main entry would put all of Zod in the first load.
 */
export {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_DAYS,
  AUTH_PATHS,
  INVALID_CREDENTIALS,
  NOTIFICATION_POPOVER_WIDTH,
  SHELL_PATHS,
  TOAST_AUTO_CLOSE_MS,
  UNREAD_COUNT_POLL_MS,
} from '@ua/contracts/constants';
