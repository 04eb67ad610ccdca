import { chromium } from '@playwright/test';

/**
 * Largest Contentful Paint of the signed-in shell in headless Chromium with the CPU slowed four
 * times, on the server under test (reported, not asserted).
 */
export async function measureLcp(baseUrl: string, token: string): Promise<{ ms: number } | { error: string }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    const url = new URL(baseUrl);
    await context.addCookies([{ name: 'ua-internal-access-token', value: token, domain: url.hostname, path: '/', sameSite: 'Strict' }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? 0);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(-1), 5000);
        }),
    );
    return ms < 0 ? { error: 'no LCP entry' } : { ms: Math.round(ms) };
  } finally {
    await browser.close();
  }
}
