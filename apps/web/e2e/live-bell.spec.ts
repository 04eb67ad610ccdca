import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page, type Request } from '@playwright/test';
import { ACCESS_COOKIE } from './support.ts';

const STREAM_PATH = '/user/notifications/stream/';
const DEMO_PASSWORD = 'demo-password';

/** One sign-in per person for the file: signing in hashes a password, slow on a busy machine. */
const tokens = new Map<string, string>();
async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const login = await request.post('/api/manual-login/', { data: { username: email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { access } = (await login.json()) as { access: string };
  tokens.set(email, access);
  return access;
}

/** A browser (one context: one cookie jar, one set of Web Locks) signed in as `email`, and the stream requests its tabs make. */
async function signedInBrowser(browser: Browser, request: APIRequestContext, baseURL: string, email: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: ACCESS_COOKIE, value: await accessToken(request, email), url: baseURL }]);
  const streams: Request[] = [];
  context.on('request', (sent) => {
    if (new URL(sent.url()).pathname === STREAM_PATH) streams.push(sent);
  });
  return { context, streams };
}

async function openHome(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Ravi')).toBeVisible();
  return page;
}

/** Sends a notification to ops as an admin would from the admin screen. */
async function sendToOps(request: APIRequestContext, message: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await accessToken(request, 'admin@ua.test')}` };
  const staff = await request.get('/api/admin/staff/', { headers, params: { search: 'ops@ua.test' } });
  const ops = ((await staff.json()) as { results: { id: number; email: string }[] }).results.find((member) => member.email === 'ops@ua.test');
  const sent = await request.post('/api/admin/notifications/', { headers, data: { recipients: { user_ids: [ops?.id] }, notification_type: 'system', message } });
  expect(sent.status()).toBe(201);
}

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

/** The server's unread count for ops, once the page's badge shows it too. */
async function settledCount(page: Page, request: APIRequestContext): Promise<number> {
  const headers = { Authorization: `Bearer ${await accessToken(request, 'ops@ua.test')}` };
  const { unread_count: count } = (await (await request.get('/user/notifications/unread-count/', { headers })).json()) as { unread_count: number };
  if (count > 0) await expect(page.getByRole('button', { name: `Notifications, ${count} unread` })).toBeVisible();
  else await expect(bellOf(page)).toHaveCount(0);
  return count;
}

test.describe('the live bell', () => {
  test('two tabs of one browser share one stream, and closing the leading tab hands it to the other', async ({ browser, request, baseURL }) => {
    const { context, streams } = await signedInBrowser(browser, request, baseURL ?? '', 'ops@ua.test');
    const first = await openHome(context);
    const second = await openHome(context);
    await expect.poll(() => streams.length).toBe(1);
    // Time for a second tab to open a stream of its own, which it must not.
    await second.waitForTimeout(1500);
    expect(streams).toHaveLength(1);

    const message = `Live hand-over ${Date.now()}`;
    await sendToOps(request, message);
    // Both tabs hear it, the follower through the leader.
    for (const page of [first, second]) {
      await bellOf(page).click();
      await expect(page.getByRole('list', { name: 'Unread notifications' }).getByText(message)).toBeVisible();
      await page.keyboard.press('Escape');
    }

    const leader = streams[0]!.frame().page();
    const follower = leader === first ? second : first;
    await leader.close();
    await expect.poll(() => streams.length, { timeout: 5000 }).toBe(2);
    expect(streams[1]!.frame().page()).toBe(follower);
    // The new leader resumes after the last notification the tabs heard.
    expect(new URL(streams[1]!.url()).searchParams.get('last_event_id')).toMatch(/^\d+$/);
    await context.close();
  });

  test("a notification the admin sends shows in ops's open page within 3 seconds", async ({ browser, request, baseURL }) => {
    const { context, streams } = await signedInBrowser(browser, request, baseURL ?? '', 'ops@ua.test');
    const page = await openHome(context);
    await expect.poll(() => streams.length).toBe(1);
    const stream = await streams[0]!.response();
    expect(stream?.headers()['content-type']).toContain('text/event-stream');
    const before = await settledCount(page, request);

    const message = `Live from the admin ${Date.now()}`;
    await sendToOps(request, message);
    await expect(page.getByRole('button', { name: `Notifications, ${before + 1} unread` })).toBeVisible({ timeout: 3000 });
    await bellOf(page).click();
    await expect(page.getByRole('list', { name: 'Unread notifications' }).getByText(message)).toBeVisible();
    await context.close();
  });

  test("a notification marked read in one tab leaves the other tab's bell", async ({ browser, request, baseURL }) => {
    const { context } = await signedInBrowser(browser, request, baseURL ?? '', 'ops@ua.test');
    const message = `Read me in one tab ${Date.now()}`;
    await sendToOps(request, message);
    const [one, other] = [await openHome(context), await openHome(context)];
    const before = await settledCount(other, request);
    expect(before).toBeGreaterThanOrEqual(1);

    await bellOf(other).click();
    const otherList = other.getByRole('list', { name: 'Unread notifications' });
    await expect(otherList.getByText(message)).toBeVisible();

    await bellOf(one).click();
    const item = one.getByRole('list', { name: 'Unread notifications' }).getByRole('listitem').filter({ hasText: message });
    await item.getByRole('button', { name: 'Mark as read' }).click();
    await expect(otherList.getByText(message)).toHaveCount(0, { timeout: 3000 });
    await expect(other.getByRole('button', { name: `Notifications, ${before - 1} unread` })).toBeVisible();
    await context.close();
  });
});
