/**
 * The app's own job runner under load: no-op jobs through `enqueue` and `createJobRunner`, two
 * runners on two connection pools (as two instances or workers would be), on a database of its own
 * so the bench data is untouched. Reports throughput from the runners' start to the last outcome
 * recorded, and the delay from a job's commit to its handler starting, for a backlog and for a
 * steady trickle of jobs reaching idle runners.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { defineJob } from '../apps/server/src/core/jobs/define-job.ts';
import { enqueue } from '../apps/server/src/core/jobs/enqueue.ts';
import { createJobRunner, DEFAULT_BATCH_SIZE, type JobRunner } from '../apps/server/src/core/jobs/runner.ts';

export type JobsOptions = {
  /** The bench's PostgreSQL; the jobs run in `<its name>_jobs` beside it. Undefined: one in-memory PGlite. */
  databaseUrl: string | undefined;
  /** Jobs in the backlog the two runners drain. */
  jobs: number;
  /** Jobs a second in the trickle that measures the delay to idle runners; default 100, for 5 s. */
  trickleRate?: number;
  trickleSeconds?: number;
  /** The runner's options; default the app's (DEFAULT_BATCH_SIZE, poll every 1000 ms, as JOBS_POLL_INTERVAL_MS). */
  batchSize?: number;
  pollIntervalMs?: number;
};

type Delay = { p50: number; p95: number; p99: number; max: number };

export type JobsResult = {
  database: string;
  runners: number;
  batchSize: number;
  pollIntervalMs: number;
  enqueue: { jobs: number; seconds: number; perSecond: number };
  /** The backlog: from both runners starting to the last outcome recorded. */
  drain: { seconds: number; jobsPerSecond: number; byRunner: number[]; succeeded: number; ranTwice: number; notRun: number };
  /** Commit to handler start in the backlog (mostly its wait in the queue), ms. */
  backlogWait: Delay;
  /** Commit to handler start for jobs enqueued one by one, at trickleRate, while the runners are idle between them, ms. */
  trickle: { jobs: number; rate: number; delay: Delay };
  meetsBudget: boolean;
};

const round = (n: number) => Math.round(n * 10) / 10;

function spread(values: number[]): Delay {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), max: round(sorted.at(-1) ?? 0) };
}

/** `<bench db>_jobs` on the same server, made when missing. */
async function jobsDatabaseUrl(benchUrl: string): Promise<string> {
  const target = new URL(benchUrl);
  const name = `${target.pathname.slice(1)}_jobs`.replace(/[^A-Za-z0-9_]/g, '_');
  target.pathname = `/${name}`;
  const admin = new URL(benchUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  return target.toString();
}

const NAME = 'bench.noop';

/**
 * Drains `jobs` no-op jobs with two of the app's runners, then measures the delay of a trickle of
 * jobs reaching them idle. On PostgreSQL each runner has its own pool; on PGlite both share its one
 * connection (the embedded database serves one process).
 */
export async function measureJobs(opts: JobsOptions): Promise<JobsResult> {
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  const pollIntervalMs = opts.pollIntervalMs ?? 1000;
  const url = opts.databaseUrl ? await jobsDatabaseUrl(opts.databaseUrl) : undefined;
  const first: Database = openDatabase({ url, poolSize: 10, statementTimeoutMs: 120_000 });
  await first.migrate();
  const second: Database = url ? openDatabase({ url, poolSize: 10, statementTimeoutMs: 120_000 }) : first;
  try {
    // A table of its own, emptied with its indexes (dead index entries of earlier runs would slow every claim).
    await first.db.execute(sql`truncate jobs`);

    // Each job's commit and its handler's start, on this process's clock; which runner ran it, how often.
    const rate = opts.trickleRate ?? 100;
    const count = Math.round(rate * (opts.trickleSeconds ?? 5));
    const committedAt = new Float64Array(opts.jobs + count);
    const startedAt = new Float64Array(opts.jobs + count);
    const runs = new Uint16Array(opts.jobs + count);
    const byRunner = [0, 0];
    let started = 0;
    let allStarted: () => void = () => undefined;
    let target = opts.jobs;
    const noop = (runner: number) =>
      defineJob(NAME, z.object({ n: z.number().int().nonnegative() }), async ({ payload }) => {
        startedAt[payload.n] ||= performance.now();
        runs[payload.n] = (runs[payload.n] ?? 0) + 1;
        byRunner[runner] = (byRunner[runner] ?? 0) + 1;
        started += 1;
        if (started >= target) allStarted();
      });
    const makeRunners = (): JobRunner[] => [
      createJobRunner({ db: first.db, definitions: [noop(0)], batchSize, pollIntervalMs, runnerId: 'bench-a' }),
      createJobRunner({ db: second.db, definitions: [noop(1)], batchSize, pollIntervalMs, runnerId: 'bench-b' }),
    ];

    // The backlog, as business writes enqueue: one insert per job, a few transactions side by side.
    const enqueueStarted = performance.now();
    const PER_TRANSACTION = 500;
    const chunks = Array.from({ length: Math.ceil(opts.jobs / PER_TRANSACTION) }, (_, c) => c);
    let nextChunk = 0;
    await Promise.all(
      Array.from({ length: url ? 4 : 1 }, async () => {
        while (nextChunk < chunks.length) {
          const c = nextChunk;
          nextChunk += 1;
          const from = c * PER_TRANSACTION;
          const to = Math.min(opts.jobs, from + PER_TRANSACTION);
          await first.db.transaction(async (tx) => {
            for (let n = from; n < to; n += 1) await enqueue(tx, { name: NAME, payload: { n } });
          });
          const at = performance.now();
          for (let n = from; n < to; n += 1) committedAt[n] = at;
        }
      }),
    );
    const enqueueSeconds = (performance.now() - enqueueStarted) / 1000;
    // What autovacuum's analyze does after a bulk insert (this server may run with autovacuum off): plans for the table as it now is.
    await first.db.execute(sql`analyze jobs`);

    const done = new Promise<void>((resolve) => (allStarted = resolve));
    const runners = makeRunners();
    const drainStarted = performance.now();
    for (const runner of runners) runner.start();
    await done;
    // Stopping waits for the handlers under way and their outcomes: the last outcome is recorded when both answer.
    await Promise.all(runners.map((runner) => runner.stop()));
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    const [states] = await queryRows<{ succeeded: number; other: number }>(
      first.db,
      sql`select count(*) filter (where state = 'succeeded')::int succeeded, count(*) filter (where state <> 'succeeded')::int other from jobs where name = ${NAME}`,
    );
    let ranTwice = 0;
    let notRun = 0;
    const waits: number[] = [];
    for (let n = 0; n < opts.jobs; n += 1) {
      if ((runs[n] ?? 0) > 1) ranTwice += 1;
      if ((runs[n] ?? 0) === 0) notRun += 1;
      else waits.push((startedAt[n] ?? 0) - (committedAt[n] ?? 0));
    }
    const drained = [...byRunner];

    // The trickle: one job per transaction at a steady rate, to runners that sleep between polls.
    const offset = opts.jobs;
    target = started + count;
    const trickleDone = new Promise<void>((resolve) => (allStarted = resolve));
    const idle = makeRunners();
    for (const runner of idle) runner.start();
    await new Promise((resolve) => setTimeout(resolve, pollIntervalMs * 1.5));
    const trickleStarted = performance.now();
    const sends: Promise<void>[] = [];
    for (let k = 0; k < count; k += 1) {
      const due = trickleStarted + (k * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const n = offset + k;
      sends.push(
        enqueue(first.db, { name: NAME, payload: { n } }).then(() => {
          committedAt[n] = performance.now();
        }),
      );
    }
    await Promise.all(sends);
    await Promise.race([trickleDone, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    await Promise.all(idle.map((runner) => runner.stop()));
    const trickleDelays: number[] = [];
    for (let k = 0; k < count; k += 1) {
      const n = offset + k;
      // A handler may start before this process has seen its commit answered: count that as no delay.
      if (startedAt[n]) trickleDelays.push(Math.max(0, (startedAt[n] ?? 0) - (committedAt[n] ?? 0)));
    }

    const jobsPerSecond = Math.round(opts.jobs / drainSeconds);
    return {
      database: url ? `postgresql (${new URL(url).pathname.slice(1)}), each runner its own pool` : 'pglite in memory, both runners on its one connection',
      runners: 2,
      batchSize,
      pollIntervalMs,
      enqueue: { jobs: opts.jobs, seconds: round(enqueueSeconds), perSecond: Math.round(opts.jobs / enqueueSeconds) },
      drain: { seconds: round(drainSeconds), jobsPerSecond, byRunner: drained, succeeded: states?.succeeded ?? 0, ranTwice, notRun },
      backlogWait: spread(waits),
      trickle: { jobs: trickleDelays.length, rate, delay: spread(trickleDelays) },
      meetsBudget: jobsPerSecond >= 1000 && ranTwice === 0 && notRun === 0,
    };
  } finally {
    if (second !== first) await second.close();
    await first.close();
  }
}
