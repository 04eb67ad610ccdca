// `npm run dev`: the API server (restarting on change) and Vite with its proxy to it, together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', 'apps/server'], { stdio: 'inherit', env: { ...process.env, PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL ?? 'http://localhost:5173' } }),
  spawn('npm', ['run', 'dev', '--workspace', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
