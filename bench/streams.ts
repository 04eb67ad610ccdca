import http from 'node:http';
import type { ChildProcess } from 'node:child_process';

export type StreamsResult = {
  /** Streams asked for, and how many the server opened (a first `count` event came). */
  requested: number;
  opened: number;
  people: number;
  /** Time to open them all, a batch at a time. */
  openSeconds: number;
  /** The server's own heap (after a full GC) and RSS, before and with the streams open. */
  heapBeforeMiB: number;
  heapWithStreamsMiB: number;
  rssBeforeMiB: number;
  rssWithStreamsMiB: number;
  heapPerStreamKiB: number;
  rssPerStreamKiB: number;
  /**
   * Broadcasts to everyone, `rounds` of them one after another, from each POST leaving to each stream
   * hearing its notification: every stream's delay in every round counts for the percentiles; `allMs`
   * is the slowest round's last stream, `reached` the deliveries heard of `expected`.
   */
  broadcast: { rounds: number; postMs: number; firstMs: number; p50Ms: number; p95Ms: number; p99Ms: number; allMs: number; reached: number; expected: number };
};

type MemorySample = { heapUsed: number; rss: number };

/** Asks the server (started with bench/memory-probe.mjs over IPC) for its memory after a full GC. */
export function serverMemory(server: ChildProcess): Promise<MemorySample> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not report its memory')), 10_000);
    server.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as MemorySample);
    });
    server.send('memory');
  });
}

type Stream = { opened: Promise<boolean>; heard(message: string): Promise<number>; close(): void };

/** One live-bell stream over its own socket; resolves `opened` at its first `count` event. */
function openStream(base: URL, token: string): Stream {
  const waiting = new Map<string, (at: number) => void>();
  const heardAt = new Map<string, number>();
  let request: http.ClientRequest | undefined;
  const opened = new Promise<boolean>((resolve) => {
    request = http.get(
      { host: base.hostname, port: base.port, path: '/user/notifications/stream/', agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve(false);
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            if (block.includes('event: count')) resolve(true);
            if (!block.includes('event: notification')) continue;
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            const message = data ? (JSON.parse(data.slice(6)) as { message: string }).message : '';
            const at = performance.now();
            heardAt.set(message, at);
            waiting.get(message)?.(at);
          }
        });
        response.on('end', () => resolve(false));
      },
    );
    request.on('error', () => resolve(false));
  });
  return {
    opened,
    heard: (message) => {
      const at = heardAt.get(message);
      return at !== undefined ? Promise.resolve(at) : new Promise((resolve) => waiting.set(message, resolve));
    },
    close: () => request?.destroy(),
  };
}

const mib = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Capacity of the live bell on one instance: opens `count` streams (spread over `tokens`, several per
 * person as several browsers would), measures what they cost the server, then times one broadcast to
 * everyone until every stream has heard it, `rounds` times.
 */
export async function measureStreams(baseUrl: string, server: ChildProcess, tokens: string[], adminToken: string, count: number, rounds = 5): Promise<StreamsResult> {
  const base = new URL(baseUrl);
  const before = await serverMemory(server);
  const streams: Stream[] = [];
  const openStarted = performance.now();
  const BATCH = 50;
  let opened = 0;
  for (let i = 0; i < count; i += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - i) }, (_, j) => openStream(base, tokens[(i + j) % tokens.length] as string));
    streams.push(...batch);
    opened += (await Promise.all(batch.map((stream) => stream.opened))).filter(Boolean).length;
  }
  const openSeconds = (performance.now() - openStarted) / 1000;
  const withStreams = await serverMemory(server);

  const delays: number[] = [];
  const posts: number[] = [];
  for (let turn = 0; turn < rounds; turn += 1) {
    const message = `Bench broadcast ${turn + 1} at ${Date.now()}`;
    const sent = performance.now();
    const heard = Promise.all(streams.map((stream) => Promise.race([stream.heard(message), new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 60_000))])));
    const response = await fetch(`${baseUrl}/api/admin/notifications/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recipients: { all: true }, notification_type: 'system', message }),
    });
    posts.push(performance.now() - sent);
    if (response.status !== 201) throw new Error(`the broadcast answered ${response.status}: ${await response.text()}`);
    delays.push(...(await heard).filter((at) => !Number.isNaN(at)).map((at) => at - sent));
  }
  delays.sort((a, b) => a - b);
  for (const stream of streams) stream.close();

  const grown = (key: keyof MemorySample) => Math.max(0, withStreams[key] - before[key]) / Math.max(1, opened) / 1024;
  return {
    requested: count,
    opened,
    people: Math.min(count, tokens.length),
    openSeconds: round(openSeconds),
    heapBeforeMiB: mib(before.heapUsed),
    heapWithStreamsMiB: mib(withStreams.heapUsed),
    rssBeforeMiB: mib(before.rss),
    rssWithStreamsMiB: mib(withStreams.rss),
    heapPerStreamKiB: round(grown('heapUsed')),
    rssPerStreamKiB: round(grown('rss')),
    broadcast: {
      rounds,
      postMs: round(posts.reduce((sum, ms) => sum + ms, 0) / Math.max(1, posts.length)),
      firstMs: round(delays[0] ?? Number.NaN),
      p50Ms: round(percentile(delays, 50)),
      p95Ms: round(percentile(delays, 95)),
      p99Ms: round(percentile(delays, 99)),
      allMs: round(delays.at(-1) ?? Number.NaN),
      reached: delays.length,
      expected: opened * rounds,
    },
  };
}
