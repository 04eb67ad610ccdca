// Takes screenshots of the running app as a signed-in user: node scripts/screenshot.mjs <base-url> <email> <out.png> [path] [--bell]
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', email = 'admin@ua.test', out = 'screenshot.png', path = '/', ...flags] = process.argv.slice(2);
const login = await fetch(`${base}/api/manual-login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: email, password: 'demo-password' }),
});
const { access } = await login.json();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const context = await browser.newContext({ viewport: { width: Number(process.env.WIDTH ?? 1280), height: Number(process.env.HEIGHT ?? 800) } });
await context.addCookies([{ name: 'ua-internal-access-token', value: access, url: base }]);
const page = await context.newPage();
await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
if (flags.includes('--bell')) {
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await page.waitForTimeout(500);
}
await page.screenshot({ path: out });
await browser.close();
console.log(`wrote ${out}`);
