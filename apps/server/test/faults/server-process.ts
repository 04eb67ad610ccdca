import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { TEST_JWT_SECRET } from '../harness.ts';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../src/server.ts');

export type ServerProcess = { url: string; child: ChildProcess; exited: Promise<number | null>; stop(signal?: NodeJS.Signals): Promise<number | null> };

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the real server (`server.ts`) as its own process on a PostgreSQL database. */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      GOOGLE_CLIENT_ID: 'test-client.apps.local',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ua-proc-')),
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: path.join(tmpdir(), 'ua-no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
