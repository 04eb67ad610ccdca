import { OAUTH_CALLBACK_PATH } from '../config/oauth';
import { boot, type Boot } from './boot';

/**
 * The app's start, made (and its first calls sent) while this module is evaluated: main.tsx imports it
 * before React, Mantine and the rest of the first chunk run, which at a slow CPU is most of a second
 * before the first render. None for the sign-in popup's landing page, which starts no app.
 */
export const started: Boot | undefined = window.location.pathname === OAUTH_CALLBACK_PATH ? undefined : boot(window.location.pathname);
