// First: Zod must be jitless before any schema is created (see zod-jitless.ts); ES modules run in import order.
import './zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { OAUTH_CALLBACK_PATH } from './config/oauth';
import { answerOAuthCallback } from './features/auth/utils/oauth-callback';

const root = document.getElementById('root');

// The sign-in popup lands here: hand the token to the opener and close, without starting the app.
if (window.location.pathname === OAUTH_CALLBACK_PATH) {
  if (!answerOAuthCallback() && root) root.textContent = 'Signing you in…';
} else if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
