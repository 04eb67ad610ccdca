// First: Zod must be jitless before any schema is created (see zod-jitless.ts); ES modules run in import order.
import './zod-jitless';
// Second, before the heavy modules below run: the first screen's calls and code are asked for from here.
import { started } from './app/started';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { OAUTH_CALLBACK_PATH } from './config/oauth';
import { answerOAuthCallback } from './features/auth/utils/oauth-callback';

/**
 * How long the splash may wait for the first screen's code (its page, the top bar's navigation) before
 * the app draws without it. Drawing before would show the shell over skeletons and render twice, and
 * React holds back content that replaces a Suspense fallback for up to 300 ms. The code usually comes
 * well within this.
 */
const FIRST_SCREEN_WAIT_MS = 1500;

const root = document.getElementById('root');

// The sign-in popup lands here: hand the token to the opener and close, without starting the app.
if (window.location.pathname === OAUTH_CALLBACK_PATH) {
  if (!answerOAuthCallback() && root) root.textContent = 'Signing you in…';
} else if (root && started) {
  const { queryClient, firstScreenCode } = started;
  void Promise.race([firstScreenCode, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(() =>
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}
