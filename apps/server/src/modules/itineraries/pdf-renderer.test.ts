import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AppError } from '../../lib/errors.ts';
import { createPdfRenderer, type PdfRendererOptions } from './pdf-renderer.ts';

/**
 * The renderer's care of its one browser, with a stand-in for Chromium that prints in a few
 * milliseconds and counts what it is asked to do (the real one is in final-itinerary-pdf.test.ts).
 */

type Stats = { launched: FakeBrowser[]; printing: number; peak: number; contextsOpen: number };

class FakeBrowser {
  connected = true;
  closed = false;
  /** Whether it was closed while one of its pages was printing. */
  closedMidPrint = false;
  private printing = 0;

  constructor(private readonly stats: Stats) {}

  isConnected(): boolean {
    return this.connected;
  }

  async close(): Promise<void> {
    if (this.printing > 0) this.closedMidPrint = true;
    this.closed = true;
    this.connected = false;
  }

  async newContext() {
    const { stats } = this;
    stats.contextsOpen += 1;
    const page = {
      setDefaultTimeout: () => undefined,
      setContent: async () => undefined,
      pdf: async () => {
        this.printing += 1;
        stats.printing += 1;
        stats.peak = Math.max(stats.peak, stats.printing);
        await new Promise((resolve) => setTimeout(resolve, 15));
        stats.printing -= 1;
        this.printing -= 1;
        return Buffer.from('%PDF-1.7 fake');
      },
    };
    return {
      newPage: async () => page,
      close: async () => {
        stats.contextsOpen -= 1;
      },
    };
  }
}

const quietLog = { warn: () => undefined, error: () => undefined };

function renderer(overrides: Partial<PdfRendererOptions> = {}) {
  const stats: Stats = { launched: [], printing: 0, peak: 0, contextsOpen: 0 };
  const launchBrowser = async () => {
    const browser = new FakeBrowser(stats);
    stats.launched.push(browser);
    return browser as unknown as Browser;
  };
  // Any file that exists stands for the binary: the stand-in launches nothing.
  const pdf = createPdfRenderer({ executablePath: process.execPath, log: quietLog, launchBrowser, ...overrides });
  return { pdf, stats };
}

const renderAll = async (pdf: ReturnType<typeof renderer>['pdf'], count: number) => {
  const renders: Array<Promise<Buffer>> = [];
  for (let index = 0; index < count; index += 1) renders.push(pdf.render('<p>hello</p>'));
  const results: Buffer[] = [];
  for (const render of renders) results.push(await render);
  return results;
};

describe('the PDF renderer', () => {
  it('launches the browser on the first PDF only, and keeps it for the next', async () => {
    const { pdf, stats } = renderer();
    expect(stats.launched).toHaveLength(0);
    expect((await pdf.render('<p>one</p>')).toString()).toMatch(/^%PDF/);
    await pdf.render('<p>two</p>');
    expect(stats.launched).toHaveLength(1);
    expect(stats.contextsOpen).toBe(0);
    await pdf.close();
  });

  it('prints at most two pages at once and queues the rest; renders arriving together share one launch', async () => {
    const { pdf, stats } = renderer();
    const results = await renderAll(pdf, 7);
    expect(results).toHaveLength(7);
    expect(stats.peak).toBe(2);
    expect(stats.launched).toHaveLength(1);
    await pdf.close();
  });

  it('replaces the browser after its number of renders, closing the old one once its pages are done', async () => {
    const { pdf, stats } = renderer({ rendersPerBrowser: 3 });
    await renderAll(pdf, 8);
    expect(stats.launched).toHaveLength(3);
    expect(stats.launched.map((browser) => browser.closed)).toEqual([true, true, false]);
    expect(stats.launched.some((browser) => browser.closedMidPrint)).toBe(false);
    await pdf.close();
    expect(stats.launched[2]?.closed).toBe(true);
  });

  it('launches a new browser when the old one went away', async () => {
    const { pdf, stats } = renderer();
    await pdf.render('<p>one</p>');
    const first = stats.launched[0];
    if (first) first.connected = false;
    await pdf.render('<p>two</p>');
    expect(stats.launched).toHaveLength(2);
    await pdf.close();
  });

  it('refuses with itinerary.pdf_unavailable, naming what to install, where the binary is missing', async () => {
    const { pdf, stats } = renderer({ executablePath: '/nowhere/chromium' });
    const error = await pdf.render('<p>one</p>').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'itinerary.pdf_unavailable', status: 503 });
    expect((error as AppError).message).toMatch(/not installed at \/nowhere\/chromium: install Debian's chromium package .*CHROMIUM_PATH/);
    expect(stats.launched).toHaveLength(0);
  });

  it('tries again on the next PDF after a launch that failed', async () => {
    const stats: Stats = { launched: [], printing: 0, peak: 0, contextsOpen: 0 };
    let attempts = 0;
    const pdf = createPdfRenderer({
      executablePath: process.execPath,
      log: quietLog,
      launchBrowser: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('crashed on start');
        return new FakeBrowser(stats) as unknown as Browser;
      },
    });
    await expect(pdf.render('<p>one</p>')).rejects.toMatchObject({ code: 'itinerary.pdf_unavailable' });
    expect((await pdf.render('<p>two</p>')).toString()).toMatch(/^%PDF/);
    expect(attempts).toBe(2);
    await pdf.close();
  });

  it('closes the browser on close, and refuses PDFs afterwards', async () => {
    const { pdf, stats } = renderer();
    await pdf.render('<p>one</p>');
    await pdf.close();
    expect(stats.launched[0]?.closed).toBe(true);
    await expect(pdf.render('<p>two</p>')).rejects.toMatchObject({ code: 'itinerary.pdf_unavailable' });
    expect(stats.launched).toHaveLength(1);
  });
});
