import { sql } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright-core';
import { queryRows, type Db } from '../apps/server/src/db/client.ts';

/**
 * The web app as a browser meets it (reported, not asserted): the bytes the signed-in first page
 * costs on the wire with a cold cache, by kind and with their encoding, and the Largest Contentful
 * Paint of the itinerary editor and of a booking page, each loaded cold with the CPU slowed four
 * times. Headless system Chromium through playwright-core; never a downloaded browser.
 */

export const LCP_BUDGET_MS = 2000;
const CPU_SLOWDOWN = 4;
/** An LCP is taken as final once no new candidate has come for this long after the content is up. */
const LCP_QUIET_MS = 1500;
const LOAD_TIMEOUT_MS = 30_000;

type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'data' | 'other';
/** wireBytes: received, headers included; bodyBytes: the bodies decoded; compressed: how many came with a content-encoding. */
export type KindBytes = { files: number; wireBytes: number; bodyBytes: number; compressed: number; encodings: string[] };

export type FirstLoad = {
  path: string;
  /** What Chromium offered the server. */
  acceptEncoding: string;
  requests: number;
  /** Everything received, headers included (CDP encodedDataLength); the response headers' share; the decoded bodies. */
  wireBytes: number;
  headerBytes: number;
  bodyBytes: number;
  kinds: Record<Kind, KindBytes>;
  /**
   * Text answers (HTML, JS, CSS, SVG, JSON) that came without a content-encoding: the build leaves
   * files under 512 bytes uncompressed, and the server compresses no API answer.
   */
  uncompressedText: Array<{ url: string; bodyBytes: number }>;
  /** Requests still open when the page settled (the live bell's stream); not counted above. */
  stillOpen: string[];
};

export type PageLcp = {
  path: string;
  /** The last LCP candidate's start time, ms from navigation. */
  ms: number;
  withinBudget: boolean;
  /** What that candidate was: its tag and the start of its text (or its image). */
  element: string;
  candidates: number;
  /** When the page's own content (READY) was first in the DOM, ms from navigation. */
  contentMs: number;
};

export type WebResult = {
  firstLoad: FirstLoad | { error: string };
  lcp: { itineraryEditor: PageLcp | { error: string }; bookingPage: PageLcp | { error: string } };
  budgetMs: number;
  cpuSlowdown: number;
};

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
}

/** A fresh context (an empty cache) signed in the way the app signs in: the access-token cookie. */
async function signedInPage(browser: Browser, base: string, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const url = new URL(base);
  await context.addCookies([{ name: 'ua-internal-access-token', value: token, domain: url.hostname, path: '/', sameSite: 'Strict' }]);
  return context.newPage();
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'failed';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function kindOf(type: string, mime: string, url: string): Kind {
  if (type === 'Fetch' || type === 'XHR' || type === 'EventSource') return 'data';
  if (type === 'Document' || mime === 'text/html') return 'html';
  if (type === 'Script' || mime.includes('javascript')) return 'js';
  if (type === 'Stylesheet' || mime === 'text/css') return 'css';
  if (type === 'Font' || mime.startsWith('font/') || /\.(woff2?|ttf|otf)$/.test(url)) return 'font';
  if (type === 'Image' || mime.startsWith('image/')) return 'image';
  return 'other';
}

const isText = (mime: string) => mime.startsWith('text/') || mime.includes('javascript') || mime.includes('json') || mime.includes('svg') || mime.includes('xml');

/** The first page's bytes: every response of a cold load of `path`, until nothing new is asked for 1.5 s. */
async function firstLoad(browser: Browser, base: string, token: string, path: string): Promise<FirstLoad> {
  const page = await signedInPage(browser, base, token);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  type Seen = { url: string; type: string; mime: string; encoding: string; wire?: number; body?: number };
  const seen = new Map<string, Seen>();
  const headerBytes = new Map<string, number>();
  let acceptEncoding = '';
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', () => (lastActivity = Date.now()));
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const headers = event.headers as Record<string, string>;
    acceptEncoding ||= Object.entries(headers).find(([key]) => key.toLowerCase() === 'accept-encoding')?.[1] ?? '';
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const headers = Object.entries(event.headers as Record<string, string>);
    headerBytes.set(event.requestId, event.headersText?.length ?? headers.reduce((sum, [key, value]) => sum + key.length + value.length + 4, 17));
  });
  cdp.on('Network.responseReceived', (event) => {
    lastActivity = Date.now();
    const headers = Object.fromEntries(Object.entries(event.response.headers as Record<string, string>).map(([key, value]) => [key.toLowerCase(), value]));
    seen.set(event.requestId, { url: event.response.url, type: event.type ?? 'Other', mime: event.response.mimeType ?? '', encoding: headers['content-encoding'] ?? '' });
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = seen.get(event.requestId);
    if (entry) entry.body = (entry.body ?? 0) + event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const entry = seen.get(event.requestId);
    if (entry) entry.wire = event.encodedDataLength;
  });
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    while (Date.now() - lastActivity < 1500 && Date.now() < deadline) await sleep(100);

    const empty = (): KindBytes => ({ files: 0, wireBytes: 0, bodyBytes: 0, compressed: 0, encodings: [] });
    const kinds: Record<Kind, KindBytes> = { html: empty(), js: empty(), css: empty(), font: empty(), image: empty(), data: empty(), other: empty() };
    const uncompressedText: FirstLoad['uncompressedText'] = [];
    const stillOpen: string[] = [];
    let headers = 0;
    for (const [requestId, entry] of seen) {
      if (entry.wire === undefined) {
        stillOpen.push(entry.url.replace(base, ''));
        continue;
      }
      const kind = kindOf(entry.type, entry.mime, entry.url);
      const bucket = kinds[kind];
      bucket.files += 1;
      bucket.wireBytes += entry.wire;
      bucket.bodyBytes += entry.body ?? 0;
      headers += headerBytes.get(requestId) ?? 0;
      if (entry.encoding) {
        bucket.compressed += 1;
        if (!bucket.encodings.includes(entry.encoding)) bucket.encodings.push(entry.encoding);
      } else if (isText(entry.mime)) {
        uncompressedText.push({ url: entry.url.replace(base, ''), bodyBytes: entry.body ?? 0 });
      }
    }
    const all = Object.values(kinds);
    return {
      path,
      acceptEncoding,
      requests: all.reduce((sum, k) => sum + k.files, 0),
      wireBytes: all.reduce((sum, k) => sum + k.wireBytes, 0),
      headerBytes: headers,
      bodyBytes: all.reduce((sum, k) => sum + k.bodyBytes, 0),
      kinds,
      uncompressedText,
      stillOpen,
    };
  } finally {
    await page.context().close();
  }
}

/** What shows that a page has its own content up (not a skeleton): plain data, as the page's CSP forbids eval. */
export type ReadySpec = {
  /** An element that must be there... */
  selector: string;
  /** ...with text matching this (a RegExp source), if given... */
  text?: string;
  /** ...while no element matches this one. */
  absent?: string;
};

export const READY = {
  /** The trip's days are drawn: the first day's card heading ("Day 1 · Fri 18 Dec 2026 · Kochi"); they come in one answer. */
  itineraryEditor: { selector: 'section[aria-labelledby] h3', text: '^Day 1\\b' },
  /** The booking is drawn (its timeline section is inside the loaded booking) and its timeline has loaded. */
  bookingPage: { selector: '#booking-timeline-heading', absent: '[aria-label="Loading the timeline"]' },
  /** The signed-in home: the greeting ("Good morning, Asha"). */
  home: { selector: 'h1', text: ', ' },
} satisfies Record<string, ReadySpec>;

type Candidate = { startTime: number; element: string; seenAt: number };
type Recorded = { lcp: Candidate[]; readyAt: number | null };

/**
 * Runs in the page before its own scripts: records every LCP candidate (with what it was) and the
 * moment the page's content first matches `ready` (checked on every DOM change). Playwright sends
 * its source text, so it names no inner function: tsx would wrap one in a `__name` helper the page
 * does not have.
 */
function recorder(ready: ReadySpec): void {
  type Entry = PerformanceEntry & { element?: Element | null; url?: string };
  const state: Recorded = { lcp: [], readyAt: null };
  (window as unknown as { __bench: Recorded }).__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Entry[]) {
      const element = entry.element;
      const text = (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      const firstClass = element && typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
      const label = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${firstClass}` : 'a removed element';
      state.lcp.push({ startTime: entry.startTime, element: `${label} ${entry.url ? `(image ${entry.url.replace(location.origin, '')})` : `"${text}"`}`, seenAt: performance.now() });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const pattern = ready.text ? new RegExp(ready.text) : null;
  const observer = new MutationObserver(() => {
    if (state.readyAt !== null) return;
    const found = Array.from(document.querySelectorAll(ready.selector)).some((element) => !pattern || pattern.test(element.textContent ?? ''));
    if (found && !(ready.absent && document.querySelector(ready.absent))) {
      state.readyAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The LCP of one page loaded cold, the CPU slowed four times. Settled once the page's content is up
 * (`ready`, seen on the DOM change that brought it) and then no new LCP candidate has come for 1.5 s.
 */
export async function lcpOfPage(browser: Browser, base: string, token: string, path: string, ready: ReadySpec): Promise<PageLcp> {
  const page = await signedInPage(browser, base, token);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(recorder, ready);
    await page.goto(`${base}${path}`, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const deadline = Date.now() + LOAD_TIMEOUT_MS;
    let state: Recorded & { now: number } = { lcp: [], readyAt: null, now: 0 };
    for (;;) {
      // A function, not a string: evaluated over CDP, which the page's CSP (no eval) does not stop.
      state = await page.evaluate(() => ({ lcp: [], readyAt: null, ...(window as unknown as { __bench?: Recorded }).__bench, now: performance.now() }));
      const last = state.lcp.at(-1);
      if (state.readyAt !== null && last && state.now - Math.max(last.seenAt, state.readyAt) >= LCP_QUIET_MS) break;
      if (Date.now() > deadline) throw new Error(state.readyAt === null ? `the page's content did not show within ${LOAD_TIMEOUT_MS / 1000} s` : 'no LCP entry');
      await sleep(250);
    }
    const last = state.lcp.at(-1) as Candidate;
    const ms = Math.round(last.startTime);
    return { path, ms, withinBudget: ms < LCP_BUDGET_MS, element: last.element, candidates: state.lcp.length, contentMs: Math.round(state.readyAt ?? 0) };
  } finally {
    await page.context().close();
  }
}

/**
 * `pages` are app paths, e.g. `{ itineraryEditor: '/itineraries/12', bookingPage: '/bookings/3' }`
 * (webPagesOf picks them from the data).
 */
export async function measureWeb(base: string, token: string, pages: { itineraryEditor: string; bookingPage: string }): Promise<WebResult> {
  let browser: Browser;
  try {
    browser = await launch();
  } catch (error) {
    // No Chromium (npm test installs it; npm run bench does not): each figure says so.
    const failed = { error: `Chromium did not start: ${message(error)}` };
    return { firstLoad: failed, lcp: { itineraryEditor: failed, bookingPage: failed }, budgetMs: LCP_BUDGET_MS, cpuSlowdown: CPU_SLOWDOWN };
  }
  try {
    const load = await firstLoad(browser, base, token, '/').catch((error: unknown) => ({ error: message(error) }));
    const itineraryEditor = await lcpOfPage(browser, base, token, pages.itineraryEditor, READY.itineraryEditor).catch((error: unknown) => ({ error: message(error) }));
    const bookingPage = await lcpOfPage(browser, base, token, pages.bookingPage, READY.bookingPage).catch((error: unknown) => ({ error: message(error) }));
    return { firstLoad: load, lcp: { itineraryEditor, bookingPage }, budgetMs: LCP_BUDGET_MS, cpuSlowdown: CPU_SLOWDOWN };
  } finally {
    await browser.close();
  }
}

/** The trip with the most lines (its editor) and the booking with the longest timeline, as app paths. */
export async function webPagesOf(db: Db): Promise<{ itineraryEditor: string; bookingPage: string } | null> {
  const [trip] = await queryRows<{ id: number }>(db, sql`select itinerary_id as id from itinerary_items group by itinerary_id order by count(*) desc, itinerary_id limit 1`);
  const [booking] = await queryRows<{ id: number }>(db, sql`select b.id from bookings b left join booking_events e on e.booking_id = b.id group by b.id order by count(e.id) desc, b.id limit 1`);
  return trip && booking ? { itineraryEditor: `/itineraries/${trip.id}`, bookingPage: `/bookings/${booking.id}` } : null;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const largest = (files: Array<{ url: string; bodyBytes: number }>) => {
  const top = [...files].sort((a, b) => b.bodyBytes - a.bodyBytes)[0];
  // A data: URL (the inlined logo) would fill the line with its own bytes.
  return top ? `${top.url.length > 80 ? `${top.url.slice(0, 60)}…` : top.url} (${kib(top.bodyBytes)})` : '';
};

/** Lines for the report. */
export function describeWeb(r: WebResult): string[] {
  const lines: string[] = [];
  if ('error' in r.firstLoad) {
    lines.push(`First load: not measured (${r.firstLoad.error})`);
  } else {
    const f = r.firstLoad;
    const parts = (Object.entries(f.kinds) as Array<[Kind, KindBytes]>)
      .filter(([, k]) => k.files > 0)
      .map(([kind, k]) => `${kind} ${kib(k.wireBytes)} in ${k.files} (${k.compressed === k.files ? (k.encodings.join('/') || 'none') : `${k.compressed} of ${k.files} ${k.encodings.join('/') || 'compressed'}`})`);
    lines.push(
      `First load of ${f.path}, cold cache: ${kib(f.wireBytes)} on the wire in ${f.requests} responses, ${kib(f.headerBytes)} of it response headers (${kib(f.bodyBytes)} decoded; Chromium offered "${f.acceptEncoding}"): ${parts.join(', ')}` +
        `${f.uncompressedText.length ? `; ${f.uncompressedText.length} text answers uncompressed, ${kib(f.uncompressedText.reduce((sum, u) => sum + u.bodyBytes, 0))} of bodies in all, the largest ${largest(f.uncompressedText)}` : ''}`,
    );
  }
  for (const [name, lcp] of Object.entries(r.lcp)) {
    lines.push(
      'error' in lcp
        ? `LCP of the ${name}: not measured (${lcp.error})`
        : `LCP of the ${name} (${lcp.path}), cold, CPU ${r.cpuSlowdown}x slower: ${lcp.ms} ms (${lcp.withinBudget ? 'within' : 'over'} the ${r.budgetMs} ms budget), content drawn by ${lcp.contentMs} ms; the LCP element: ${lcp.element}`,
    );
  }
  return lines;
}
