/**
 * `npm run bench`: seeds a company-scale dataset, starts the real server in production mode, drives
 * load at it from this separate process, and reports throughput, latency, errors and memory next
 * to the ceiling of the same stack (/healthz) in the same run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { secretKey, signAccessToken } from '../apps/server/src/modules/auth/tokens.ts';
import { EMBEDDED_SCALE, FULL_SCALE, benchUsers, seedStaffAndNotifications } from '../apps/server/src/seed/staff-scale.ts';
import { runScenario, type Scenario, type ScenarioResult } from './load.ts';
import { catalogueScenarios, seedCatalogue } from './catalogue.ts';
import { measureLcp } from './lcp.ts';
import { measureStreams, type StreamsResult } from './streams.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
/** Live-bell streams held open at once against the one server. */
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const databaseUrl = process.env.BENCH_DATABASE_URL;
const scale = databaseUrl ? FULL_SCALE : EMBEDDED_SCALE;
const dataDir = path.join(ROOT, 'bench', '.cache', 'pglite');

const log = (message: string) => console.log(`[bench] ${message}`);

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  await client.end();
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

async function main(): Promise<void> {
  const started = Date.now();
  log(databaseUrl ? `PostgreSQL at ${new URL(databaseUrl).host}, full scale` : `embedded PGlite in ${path.relative(ROOT, dataDir)}, reduced scale`);
  if (databaseUrl) await ensureDatabase(databaseUrl);

  const database = openDatabase({ url: databaseUrl, pgliteDir: databaseUrl ? undefined : dataDir, statementTimeoutMs: 600_000 });
  await database.migrate();
  const seedStarted = Date.now();
  const seeded = await seedStaffAndNotifications(database.db, scale);
  const catalogue = await seedCatalogue(database.db, scale.variants);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  log(`data: ${seeded.notifications} notifications (${seeded.reused ? 'reused' : 'seeded'}), ${catalogue.variants} variants (${catalogue.reused ? 'reused' : 'seeded'}) in ${seedSeconds.toFixed(1)} s`);

  const people = await benchUsers(database.db);
  const heavy = [...people].sort((a, b) => b.unread - a.unread).slice(0, 20);
  const markable = await queryRows<{ id: number; user_id: number }>(
    database.db,
    sql`select n.id, n.user_id from notifications n where n.user_id = any(${`{${heavy.map((u) => u.id).join(',')}}`}::int[]) and n.read_status = 'unread' limit 20000`,
  );
  const [admin] = await queryRows<{ id: number; token_version: number }>(database.db, sql`select id, token_version from users where email = 'admin@ua.test'`);
  if (!admin) throw new Error('the bench data has no admin@ua.test');
  await database.close();

  const port = await freePort();
  // The memory probe answers over IPC with the heap after a full GC: what the streams' section reads.
  const server = spawn(process.execPath, ['--expose-gc', '--import', path.join(ROOT, 'bench', 'memory-probe.mjs'), path.join(ROOT, 'apps/server/dist/server.mjs')], {
    cwd: path.join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET,
      GOOGLE_CLIENT_ID: 'bench.apps.local',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.dirname(dataDir),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '32' } : { DATABASE_URL: '' }),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (i > 300) throw new Error('the server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = server.pid as number;
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, memoryOf(pid).rss);
    } catch {
      // exited
    }
  }, 100);

  const key = secretKey(JWT_SECRET);
  const tokens = new Map<number, string>();
  for (const person of people) tokens.set(person.id, await signAccessToken(key, person.id, person.tokenVersion));
  const anyToken = () => tokens.get(people[Math.floor(Math.random() * people.length)]?.id ?? 0) as string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  // First, on a fresh server (so its RSS says what the streams add), and before the ETags are sampled:
  // the broadcast changes everyone's count.
  const streams = await measureStreams(base, server, [...tokens.values()], await signAccessToken(key, Number(admin.id), Number(admin.token_version)), STREAMS);
  log(describeStreams(streams));

  // The ETag each sampled user's poll would carry.
  const etags: Array<{ token: string; etag: string }> = [];
  for (const person of people.slice(0, 400)) {
    const token = tokens.get(person.id) as string;
    const res = await fetch(`${base}/user/notifications/unread-count/`, { headers: auth(token) });
    etags.push({ token, etag: res.headers.get('etag') ?? '' });
  }
  const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

  const scenarios: Scenario[] = [
    { name: 'ceiling: GET /healthz', connections: 64, request: () => ({ path: '/healthz' }) },
    { name: 'unread count', connections: 64, request: () => ({ path: '/user/notifications/unread-count/', headers: auth(anyToken()) }) },
    {
      name: 'unread count, ETag -> 304',
      connections: 64,
      ok: [304],
      request: () => {
        const { token, etag } = pick(etags);
        return { path: '/user/notifications/unread-count/', headers: { ...auth(token), 'if-none-match': etag } };
      },
    },
    {
      name: 'unread list, newest 50 of a heavy user',
      connections: 64,
      request: () => ({ path: '/user/user-notification/?read_status=unread&limit=50', headers: auth(tokens.get(pick(heavy).id) as string) }),
    },
    { name: 'profile', connections: 64, request: () => ({ path: '/api/user-profile/', headers: auth(anyToken()) }) },
    { name: 'access level', connections: 64, request: () => ({ path: '/access/user-access-level/', headers: auth(anyToken()) }) },
    {
      name: 'mark as read',
      connections: 64,
      request: () => {
        const row = pick(markable);
        return { method: 'PATCH', path: `/user/user-notification-action/${row.id}/`, headers: auth(tokens.get(Number(row.user_id)) as string), body: '{"read_status":"read"}' };
      },
    },
    ...(await catalogueScenarios(base, () => auth(anyToken()))),
  ];

  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const result = await runScenario(base, scenario, DURATION);
    results.push(result);
    log(`${result.name.padEnd(44)} ${String(result.rps).padStart(6)} req/s  p50 ${result.p50} ms  p95 ${result.p95} ms  p99 ${result.p99} ms  errors ${result.errors}`);
  }
  clearInterval(sampler);
  peak = Math.max(peak, memoryOf(pid).peak);
  const lcp = await measureLcp(base, tokens.get(people[0]?.id ?? 0) as string).catch((error: unknown) => ({ error: String(error).split('\n')[0] ?? 'failed' }));
  server.kill('SIGTERM');
  const ceiling = results[0]?.rps ?? 1;
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.platform()} ${os.release()}` },
    database: databaseUrl ? 'postgresql' : 'pglite (embedded, reduced scale)',
    scale: { ...scale, notificationsSeeded: seeded.notifications, variantsSeeded: catalogue.variants },
    durationSecondsPerScenario: DURATION,
    serverPeakMemoryMiB: Math.round(peak / 2 ** 20),
    streams,
    lcp,
    results: results.map((r) => ({ ...r, ratioOfCeiling: Math.round((r.rps / ceiling) * 100) / 100 })),
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const stamp = report.date.slice(0, 10);
  writeFileSync(path.join(ROOT, 'bench', 'results', `${stamp}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const table = markdown(report);
  writeFileSync(path.join(ROOT, 'bench', 'results', `${stamp}.md`), table);
  console.log(`\n${table}`);
}

function markdown(report: {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGiB: number; node: string };
  database: string;
  scale: { staff: number; notificationsSeeded: number; variantsSeeded: number };
  serverPeakMemoryMiB: number;
  streams: StreamsResult;
  lcp: unknown;
  results: Array<ScenarioResult & { ratioOfCeiling: number }>;
}): string {
  const lines = [
    `Benchmark of ${report.date.slice(0, 10)} on ${report.machine.cpus} cores (${report.machine.cpuModel}), ${report.machine.memoryGiB} GiB, Node ${report.machine.node}; ${report.database}; ${report.scale.staff} staff, ${report.scale.notificationsSeeded.toLocaleString('en-US')} notifications, ${report.scale.variantsSeeded.toLocaleString('en-US')} variants. Load generator and server share the machine.`,
    '',
    '| endpoint | connections | req/s | share of ceiling | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...report.results.map((r) => `| ${r.name} | ${r.connections} | ${r.rps} | ${r.ratioOfCeiling.toFixed(2)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`),
    '',
    `Server peak memory (RSS) under the load: ${report.serverPeakMemoryMiB} MiB.`,
    `${describeStreams(report.streams)}.`,
    `Largest Contentful Paint of the signed-in shell, CPU slowed 4x: ${describeLcp(report.lcp)}.`,
    '',
  ];
  return lines.join('\n');
}

function describeStreams(s: StreamsResult): string {
  const b = s.broadcast;
  return (
    `Live bell: ${s.opened} of ${s.requested} streams held open on one instance (${s.people} people), opened in ${s.openSeconds} s; ` +
    `${s.heapPerStreamKiB} KiB of heap and ${s.rssPerStreamKiB} KiB of RSS per stream (heap ${s.heapBeforeMiB} -> ${s.heapWithStreamsMiB} MiB, RSS ${s.rssBeforeMiB} -> ${s.rssWithStreamsMiB} MiB); ` +
    `one broadcast to everyone (POST ${b.postMs} ms) reached ${b.reached} streams: first ${b.firstMs} ms, p50 ${b.p50Ms} ms, p95 ${b.p95Ms} ms, all ${b.allMs} ms`
  );
}

function describeLcp(lcp: unknown): string {
  if (lcp && typeof lcp === 'object' && 'ms' in lcp) return `${(lcp as { ms: number }).ms} ms`;
  if (lcp && typeof lcp === 'object' && 'error' in lcp) return `not measured (${(lcp as { error: string }).error})`;
  return 'not measured';
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
