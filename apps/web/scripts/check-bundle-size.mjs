// Prints the gzip size of the JavaScript and CSS the signed-in shell loads first, and fails past the budget.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 160 * 1024, css: 40 * 1024 };
const dist = path.resolve(import.meta.dirname, '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

// The initial load: what index.html references directly (entry script, modulepreloads, stylesheets).
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const sizes = { js: 0, css: 0 };
for (const file of new Set(initial)) {
  const kind = file.endsWith('.css') ? 'css' : 'js';
  sizes[kind] += gzipSync(readFileSync(path.join(dist, file))).length;
}
const lazy = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js') && !initial.includes(`assets/${f}`)).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`initial JS ${kb(sizes.js)} gzip (budget ${kb(BUDGET.js)}), CSS ${kb(sizes.css)} gzip (budget ${kb(BUDGET.css)}), ${lazy} lazy chunks`);
const over = Object.keys(BUDGET).filter((kind) => sizes[kind] > BUDGET[kind]);
if (over.length > 0) {
  console.error(`Over budget: ${over.join(', ')}.`);
  process.exit(1);
}
