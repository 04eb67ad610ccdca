import { readFileSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../apps/server/src/db/client.ts';

/**
 * Time per itinerary PDF and the server's memory while printing `count` of them in a row (reported,
 * not asserted). The server prints with a Chromium it launches itself on the first PDF, through
 * playwright-core (modules/itineraries/pdf-renderer.ts): a browser process tree under the server's
 * own process, kept up between renders. The server's figure is its own process's RSS (the Node
 * process alone, sampled every 50 ms); the browser's is the proportional set size (PSS, so pages
 * its processes share are counted once) summed over the server's descendants.
 */
export type PdfTarget = { itineraryId: number; version: number };

export type PdfResult = {
  target: PdfTarget;
  renders: number;
  ok: number;
  errors: number;
  firstError?: string;
  /** Size of the last PDF, and its page count where the file shows it plainly. */
  bytes: number;
  pages: number | null;
  /** Every render; the first includes Chromium's launch when no browser was up before it. */
  ms: { first: number; p50: number; p95: number; max: number };
  /** The renders after the first, on a browser already up. */
  warmMs: { p50: number; p95: number; max: number };
  /**
   * The Node process alone. After the first PDF it also holds playwright-core's driver, which runs
   * in-process and loads on the first launch: the step from before to afterFirst is mostly that.
   */
  server: { rssBeforeMiB: number; rssAfterFirstMiB: number; rssPeakMiB: number; rssAfterMiB: number; samples: number };
  browser: { upBefore: boolean; processes: number; pssPeakMiB: number; pssAfterMiB: number; samples: number };
};

export type PdfOptions = {
  base: string;
  serverPid: number;
  headers: () => Record<string, string>;
  count: number;
  target: PdfTarget;
};

const MiB = 2 ** 20;
const toMiB = (bytes: number) => Math.round(bytes / MiB);

function kibField(file: string, key: string): number {
  try {
    const text = readFileSync(file, 'utf8');
    return Number(text.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0) * 1024;
  } catch {
    return 0; // gone (a renderer closing) or not ours to read
  }
}

const rssOf = (pid: number) => kibField(`/proc/${pid}/status`, 'VmRSS');

/** Every process below `root` (Chromium's browser, zygotes, renderers, GPU and utility processes). */
function descendantsOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) sits in parentheses and may hold spaces: the parent follows its ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // exited meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** The browser's memory: PSS summed over the server's descendants (RSS where smaps_rollup cannot be read). */
function browserMemory(serverPid: number): { processes: number; bytes: number } {
  const pids = descendantsOf(serverPid);
  let bytes = 0;
  for (const pid of pids) bytes += kibField(`/proc/${pid}/smaps_rollup`, 'Pss') || rssOf(pid);
  return { processes: pids.length, bytes };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: Math.round(percentile(sorted, 50)), p95: Math.round(percentile(sorted, 95)), max: Math.round(sorted.at(-1) ?? 0) };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Page objects of a PDF whose page tree is written out plainly (Chromium's is); null when none is seen. */
function pageCount(pdf: Buffer): number | null {
  const count = pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  return count > 0 ? count : null;
}

/**
 * The frozen version to print: the largest snapshot of the latest version of any trip (in the demo
 * data, the Kerala trip's version 2, six days and fourteen lines); null when nothing is frozen.
 */
export async function pdfTargetOf(db: Db): Promise<PdfTarget | null> {
  const [row] = await queryRows<{ itinerary_id: number; version: number }>(
    db,
    sql`select itinerary_id, version from final_itineraries order by pg_column_size(snapshot) desc, id limit 1`,
  );
  return row ? { itineraryId: Number(row.itinerary_id), version: Number(row.version) } : null;
}

export async function measurePdfs(opts: PdfOptions): Promise<PdfResult> {
  const { itineraryId, version } = opts.target;
  const url = `${opts.base}/api/itinerary/${itineraryId}/final-itinerary/${version}/pdf/`;

  // Before: half a second of the server at rest, and whether a browser is up already.
  const before: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    before.push(rssOf(opts.serverPid));
    await sleep(50);
  }
  const browserBefore = browserMemory(opts.serverPid);

  let rssPeak = Math.max(...before);
  let rssSamples = before.length;
  let browserPeak = browserBefore.bytes;
  let processesPeak = browserBefore.processes;
  let browserSamples = 1;
  let ticks = 0;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssOf(opts.serverPid));
    rssSamples += 1;
    // The process walk and PSS cost more than one status file: every fifth tick (250 ms).
    ticks += 1;
    if (ticks % 5 === 0) {
      const browser = browserMemory(opts.serverPid);
      browserPeak = Math.max(browserPeak, browser.bytes);
      processesPeak = Math.max(processesPeak, browser.processes);
      browserSamples += 1;
    }
  }, 50);

  const times: number[] = [];
  let ok = 0;
  let firstError: string | undefined;
  let bytes = 0;
  let pages: number | null = null;
  let rssAfterFirst = 0;
  try {
    for (let i = 0; i < opts.count; i += 1) {
      const started = performance.now();
      try {
        const res = await fetch(url, { headers: opts.headers() });
        const body = Buffer.from(await res.arrayBuffer());
        times.push(performance.now() - started);
        if (res.status === 200 && (res.headers.get('content-type') ?? '').startsWith('application/pdf')) {
          ok += 1;
          bytes = body.length;
          pages = pageCount(body);
        } else {
          firstError ??= `HTTP ${res.status}: ${body.toString('utf8').slice(0, 200)}`;
        }
      } catch (error) {
        times.push(performance.now() - started);
        firstError ??= error instanceof Error ? error.message : String(error);
      }
      if (i === 0) rssAfterFirst = rssOf(opts.serverPid);
    }
  } finally {
    clearInterval(sampler);
  }

  // After: the server once its last PDF is sent (the browser stays up for the next one).
  await sleep(500);
  const rssAfter = rssOf(opts.serverPid);
  const browserAfter = browserMemory(opts.serverPid);
  const sortedBefore = [...before].sort((a, b) => a - b);
  return {
    target: opts.target,
    renders: opts.count,
    ok,
    errors: opts.count - ok,
    ...(firstError ? { firstError } : {}),
    bytes,
    pages,
    ms: { first: Math.round(times[0] ?? 0), ...summary(times) },
    warmMs: summary(times.slice(1)),
    server: { rssBeforeMiB: toMiB(percentile(sortedBefore, 50)), rssAfterFirstMiB: toMiB(rssAfterFirst), rssPeakMiB: toMiB(rssPeak), rssAfterMiB: toMiB(rssAfter), samples: rssSamples },
    browser: {
      upBefore: browserBefore.processes > 0,
      processes: processesPeak,
      pssPeakMiB: toMiB(Math.max(browserPeak, browserAfter.bytes)),
      pssAfterMiB: toMiB(browserAfter.bytes),
      samples: browserSamples + 1,
    },
  };
}

/** One line for the report. */
export function describePdfs(r: PdfResult): string {
  const failures = r.errors > 0 ? `; ${r.errors} failed (${r.firstError ?? 'unknown'})` : '';
  return (
    `PDF of itinerary ${r.target.itineraryId} v${r.target.version} (${Math.round(r.bytes / 1024)} KiB${r.pages ? `, ${r.pages} pages` : ''}), ${r.ok} of ${r.renders} in a row: ` +
    `first ${r.ms.first} ms${r.browser.upBefore ? '' : ' (with Chromium\u2019s launch)'}, then p50 ${r.warmMs.p50} ms, p95 ${r.warmMs.p95} ms, max ${r.warmMs.max} ms; ` +
    `server RSS ${r.server.rssBeforeMiB} MiB before, ${r.server.rssAfterFirstMiB} after the first, peak ${r.server.rssPeakMiB}, ${r.server.rssAfterMiB} after; ` +
    `the PDF browser apart: ${r.browser.processes} processes, PSS peak ${r.browser.pssPeakMiB} MiB${failures}`
  );
}
