// Serves the real built app (web and server, from `npm run build`) for the browser tests, on a fresh
// embedded database with the demo data.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '3210';
// One data folder per port: two runs at once (on different ports) never wipe each other's database.
const dataDir = path.join(root, 'test-results', `e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.mjs')], {
  cwd: path.join(root, 'apps/server'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_SITE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    GOOGLE_CLIENT_ID: '',
    // The in-app mail catcher on any free port: a busy 2525 (a dev server, another run) never matters.
    SMTP_CATCHER_PORT: '0',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
