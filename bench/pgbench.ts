import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The database's own ceiling for one statement: the system's pgbench running it alone, prepared,
 * from `connections` clients for `seconds`, so that our endpoint's figures can stand beside what
 * PostgreSQL does without the server in between (reported, not asserted).
 */
export type PgbenchResult = {
  /** Transactions (one statement each) a second, without the initial connection time. */
  tps: number;
  /** pgbench's own average: run time x clients / transactions, i.e. what a client waits, queueing included. */
  avgMs: number;
  /**
   * From the per-transaction log. pgbench reads the clock once per pass over its clients, so short
   * latencies come out shorter than they are (a p50 of tens of microseconds under 64 clients is
   * that); the p99, in milliseconds, is what the tail looks like. Their mean is given to compare.
   */
  p50Ms: number;
  p99Ms: number;
  loggedMeanMs: number;
  connections: number;
  seconds: number;
  transactions: number;
  failed: number;
};

export type PgbenchOptions = {
  databaseUrl: string;
  /** One SQL statement using pgbench variables (`:uid`); a trailing semicolon is added when missing. */
  statement: string;
  /** pgbench meta-commands run before it, one a line, e.g. `\set uid random(1, 2000)`. */
  variables: string;
  connections: number;
  seconds: number;
};

const PGBENCH = process.env.PGBENCH_PATH ?? '/usr/bin/pgbench';

function run(file: string, args: string[], cwd: string, timeoutMs: number): Promise<{ stdout: string; stderr: string; error?: Error }> {
  return new Promise((resolve) => {
    execFile(file, args, { cwd, timeout: timeoutMs, maxBuffer: 16 * 2 ** 20, env: { ...process.env, PGAPPNAME: 'bench-pgbench' } }, (error, stdout, stderr) =>
      resolve({ stdout: String(stdout), stderr: String(stderr), error: error ?? undefined }),
    );
  });
}

const number = (text: string, pattern: RegExp): number | undefined => {
  const found = text.match(pattern)?.[1];
  return found === undefined ? undefined : Number(found);
};

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

/** The latencies (µs) of every transaction in pgbench's per-transaction logs (one file per thread). */
async function loggedLatencies(dir: string): Promise<number[]> {
  const latencies: number[] = [];
  for (const name of await readdir(dir)) {
    if (!name.startsWith('pgbench_log')) continue;
    // Each line: client_id transaction_no time_us script_no time_epoch time_us_part [schedule_lag]; a
    // failed or skipped transaction has a word in place of its time.
    for (const line of (await readFile(path.join(dir, name), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (line && Number.isFinite(micros)) latencies.push(micros);
    }
  }
  return latencies.sort((a, b) => a - b);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

export async function measurePgbench(opts: PgbenchOptions): Promise<PgbenchResult | { error: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pgbench-'));
  try {
    const statement = opts.statement.trim().replace(/;?$/, ';');
    await writeFile(path.join(dir, 'script.sql'), `${opts.variables.trim()}\n${statement}\n`);
    const connections = Math.max(1, Math.floor(opts.connections));
    const args = [
      '-n',
      '-M',
      'prepared',
      '-f',
      'script.sql',
      '-c',
      String(connections),
      '-j',
      String(Math.min(2, connections)),
      '-T',
      String(opts.seconds),
      // Every transaction's latency, one file per thread, in the working directory: p50 and p99 from them.
      '--log',
      '--log-prefix=pgbench_log',
      // pgbench takes a connection string where the database name goes.
      opts.databaseUrl,
    ];
    const { stdout, stderr, error } = await run(PGBENCH, args, dir, (opts.seconds + 60) * 1000);
    const tps = number(stdout, /tps = ([\d.]+) \(without initial connection time\)/);
    const avgMs = number(stdout, /latency average = ([\d.]+) ms/);
    if (error || tps === undefined || avgMs === undefined) {
      // The first error says why (a missing table, a refused connection); the later ones follow from it.
      const lines = (stderr || stdout || String(error)).trim().split('\n').filter(Boolean);
      const detail = (lines.find((line) => line.includes('error:')) ?? lines.at(-1) ?? '').replace(/^pgbench: error: /, '');
      return { error: `pgbench failed: ${detail || 'no figures in its output'}` };
    }
    const latencies = await loggedLatencies(dir);
    return {
      tps: Math.round(tps),
      avgMs: round(avgMs, 3),
      p50Ms: round(percentile(latencies, 50) / 1000, 3),
      p99Ms: round(percentile(latencies, 99) / 1000, 3),
      loggedMeanMs: round(latencies.reduce((sum, micros) => sum + micros, 0) / Math.max(1, latencies.length) / 1000, 3),
      connections,
      seconds: opts.seconds,
      transactions: number(stdout, /number of transactions actually processed: (\d+)/) ?? latencies.length,
      failed: number(stdout, /number of failed transactions: (\d+)/) ?? 0,
    };
  } catch (error) {
    return { error: `pgbench did not run: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One line for the report. */
export function describePgbench(r: PgbenchResult | { error: string }, what = 'the same statement alone'): string {
  if ('error' in r) return `pgbench, ${what}: not measured (${r.error})`;
  return `pgbench, ${what} (prepared, ${r.connections} connections, ${r.seconds} s): ${r.tps} tps, average ${r.avgMs} ms, p99 ${r.p99Ms} ms${r.failed ? `, ${r.failed} failed` : ''}`;
}

/**
 * A read mark's write, bare, committed with a NOTIFY in its transaction (as the app's triggers send
 * one) or with none (the triggers silenced by the replica role, which needs a superuser). PostgreSQL
 * holds a database-wide lock from a notifying transaction's commit through its disk flush, so such
 * commits go one at a time: the two figures show what that costs the mark-as-read call.
 */
export function readMarkScript(withNotify: boolean): string {
  return [
    'begin',
    ...(withNotify ? [] : ['set local session_replication_role = replica']),
    "update notifications set read_status = 'read', read_at = coalesce(read_at, now()), snoozed_until = null where id = :id",
    'commit',
  ].join(';\n');
}
