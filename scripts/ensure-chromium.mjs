// Makes sure the system's Chromium is there for the browser tests and the itinerary PDFs, and
// poppler's pdftotext for the tests that read a PDF's text back; no test tool downloads a browser.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasPdftotext = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;

/** The Debian packages still missing, each with what to do instead of installing it. */
const missing = [];
if (!existsSync(chromium)) missing.push({ pkg: 'chromium', what: `Chromium is missing at ${chromium}`, instead: 'or set CHROMIUM_PATH to a Chromium binary', own: Boolean(process.env.CHROMIUM_PATH) });
if (!hasPdftotext()) missing.push({ pkg: 'poppler-utils', what: 'pdftotext is missing', instead: 'which has pdftotext', own: false });
if (missing.length === 0) process.exit(0);

const canApt = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
// A CHROMIUM_PATH of one's own is a binary apt cannot put there.
const installable = canApt ? missing.filter((entry) => !entry.own) : [];
for (const entry of missing.filter((item) => !installable.includes(item))) {
  console.error(`${entry.what}: install Debian's ${entry.pkg} package (apt-get install ${entry.pkg}) ${entry.instead}.`);
}
if (installable.length < missing.length) process.exit(1);

const packages = installable.map((entry) => entry.pkg);
console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests and PDFs...`);
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.error(`Installing ${packages.join(' and ')} with apt-get failed: install them by hand, or set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!existsSync(chromium)) {
  console.error(`apt-get installed chromium, but not at ${chromium}: set CHROMIUM_PATH.`);
  process.exit(1);
}
if (!hasPdftotext()) {
  console.error('apt-get installed poppler-utils, but pdftotext is not on the PATH.');
  process.exit(1);
}
