import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { AppError } from '../../lib/errors.ts';
import { SERVER_ROOT } from '../../lib/paths.ts';

/**
 * Prints HTML to PDF with the system's Chromium (Debian's chromium package) through playwright-core:
 * the same template as the customer's page, shaped by a browser, so Devanagari names come out whole
 * and searchable. Chromium holds about 240 MB while up, so it is launched on the first PDF, one
 * browser serves every render, at most `maxPages` print at once (the rest wait their turn), each
 * render gets a fresh context and page, and the browser is replaced after `rendersPerBrowser`
 * renders (its memory grows with use) or when it goes away.
 */

export type PdfRenderer = {
  /** The PDF of a whole HTML document; `footer` goes before "Page X of Y" on every page. */
  render(html: string, footer?: string): Promise<Buffer>;
  close(): Promise<void>;
};

export type PdfRendererOptions = {
  executablePath: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  maxPages?: number;
  rendersPerBrowser?: number;
  /** Starts the browser; playwright-core's Chromium unless a test stands in for it. */
  launchBrowser?: (executablePath: string) => Promise<Browser>;
};

const MAX_PAGES = 2;
const RENDERS_PER_BROWSER = 50;
const RENDER_TIMEOUT_MS = 20_000;
/** As root (in a container) Chromium's sandbox cannot start; a small /dev/shm crashes renders. */
const LAUNCH_ARGS = ['--no-sandbox', '--disable-dev-shm-usage'];

function unavailable(detail: string): AppError {
  return new AppError('itinerary.pdf_unavailable', detail);
}

const installHint = "install Debian's chromium package (apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary";

/** Up to `free` holders at once; the others wait in order. */
class Slots {
  private readonly waiting: Array<() => void> = [];
  constructor(private free: number) {}

  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

type Session = { browser: Browser; renders: number; active: number; retired: boolean };

const escapeFooter = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function footerTemplate(footer: string | undefined): string {
  // Chromium's header and footer take none of the page's CSS: inline styles only.
  const note = footer ? `${escapeFooter(footer)} · ` : '';
  return `<div style="width:100%;font-size:8px;color:#555;text-align:center;font-family:sans-serif">${note}Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>`;
}

export function createPdfRenderer(options: PdfRendererOptions): PdfRenderer {
  const slots = new Slots(options.maxPages ?? MAX_PAGES);
  const rendersPerBrowser = options.rendersPerBrowser ?? RENDERS_PER_BROWSER;
  // playwright-core is loaded at the first PDF, not at start: its code is some 30 MB of a server's memory.
  const launchBrowser =
    options.launchBrowser ?? (async (executablePath: string) => (await import('playwright-core')).chromium.launch({ executablePath, args: LAUNCH_ARGS }));
  let current: Promise<Session> | null = null;
  let closed = false;

  const shutDown = async (session: Session) => {
    await session.browser.close().catch((error: unknown) => options.log.warn({ err: error }, 'closing the PDF browser failed'));
  };

  /** Out of service: closed as soon as its last render is done. */
  const retire = (session: Session) => {
    session.retired = true;
    if (session.active === 0) void shutDown(session);
  };

  const launch = async (): Promise<Session> => {
    if (!existsSync(options.executablePath)) {
      throw unavailable(`PDFs are printed with Chromium, which is not installed at ${options.executablePath}: ${installHint}.`);
    }
    try {
      const browser = await launchBrowser(options.executablePath);
      return { browser, renders: 0, active: 0, retired: false };
    } catch (error) {
      options.log.error({ err: error }, 'Chromium did not start for a PDF');
      throw unavailable(`Chromium at ${options.executablePath} did not start: ${installHint}.`);
    }
  };

  /** The browser to render on, counted as busy; launched, or replaced, when needed. */
  const acquireSession = async (): Promise<Session> => {
    for (;;) {
      if (closed) throw unavailable('PDFs cannot be made while the server shuts down; try again in a moment.');
      const pending = current ?? (current = launch());
      let session: Session;
      try {
        session = await pending;
      } catch (error) {
        // A failed launch is not kept: the next PDF tries again (Chromium may have been installed since).
        if (current === pending) current = null;
        throw error;
      }
      // Decided without awaiting, so renders arriving together agree on which browser is current.
      if (current !== pending) continue;
      if (session.browser.isConnected() && session.renders < rendersPerBrowser) {
        session.renders += 1;
        session.active += 1;
        return session;
      }
      current = null;
      retire(session);
    }
  };

  const print = async (session: Session, html: string, footer: string | undefined): Promise<Buffer> => {
    // Offline and without JavaScript: the document is ours and needs nothing but its inline fonts.
    const context = await session.browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(RENDER_TIMEOUT_MS);
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({
        format: 'A4',
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: footerTemplate(footer),
        margin: { top: '12mm', bottom: '16mm', left: '12mm', right: '12mm' },
      });
    } finally {
      await context.close().catch(() => undefined);
    }
  };

  return {
    async render(html, footer) {
      await slots.acquire();
      try {
        const session = await acquireSession();
        try {
          return await print(session, html, footer);
        } finally {
          session.active -= 1;
          if (session.retired && session.active === 0) void shutDown(session);
        }
      } finally {
        slots.release();
      }
    },
    async close() {
      closed = true;
      const pending = current;
      current = null;
      const session = await pending?.catch(() => null);
      if (session) await shutDown(session);
    },
  };
}

const renderers = new WeakMap<object, PdfRenderer>();

/**
 * The app's one renderer, shared by the staff and the customer routes (two plugins, one browser),
 * closed when the app closes. Call it while registering routes: it adds the closing hook.
 */
export function pdfRendererOf(app: FastifyInstance): PdfRenderer {
  const existing = renderers.get(app.config);
  if (existing) return existing;
  const renderer = createPdfRenderer({ executablePath: app.config.chromiumPath, log: app.log });
  renderers.set(app.config, renderer);
  app.addHook('onClose', async () => {
    renderers.delete(app.config);
    await renderer.close();
  });
  return renderer;
}

const FONT_FACES = [
  { family: 'Noto Sans', weight: 400, file: 'NotoSans-Regular.ttf' },
  { family: 'Noto Sans', weight: 700, file: 'NotoSans-Bold.ttf' },
  { family: 'Noto Sans Devanagari', weight: 400, file: 'NotoSansDevanagari-Regular.ttf' },
  { family: 'Noto Sans Devanagari', weight: 700, file: 'NotoSansDevanagari-Bold.ttf' },
] as const;

let fontCss: string | undefined;

/**
 * `@font-face` rules carrying the vendored Noto fonts (assets/fonts, OFL) as data: URIs: the PDF then
 * shows ₹ and Devanagari whatever fonts the server has. Read once.
 */
export function embeddedFontCss(): string {
  fontCss ??= FONT_FACES.map(({ family, weight, file }) => {
    const data = readFileSync(path.join(SERVER_ROOT, 'assets', 'fonts', file)).toString('base64');
    return `@font-face{font-family:'${family}';font-style:normal;font-weight:${weight};src:url(data:font/ttf;base64,${data}) format('truetype')}`;
  }).join('\n');
  return fontCss;
}
