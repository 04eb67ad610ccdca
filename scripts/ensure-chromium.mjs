// Makes sure the system's Chromium is there for the browser tests; no test tool downloads a browser.
import { existsSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const canApt = process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!canApt || process.env.CHROMIUM_PATH) {
  console.error(`Chromium is missing at ${chromium}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}
console.log("Installing Debian's chromium package for the browser tests...");
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
} catch {
  console.error("Installing chromium with apt-get failed: install Debian's chromium package by hand, or set CHROMIUM_PATH.");
  process.exit(1);
}
if (!existsSync(chromium)) {
  console.error(`apt-get installed chromium, but not at ${chromium}: set CHROMIUM_PATH.`);
  process.exit(1);
}
