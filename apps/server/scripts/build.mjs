// Bundles the server (and the contracts it imports) into dist/ for production; dependencies stay in node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const entries = { server: 'src/server.ts', seed: 'src/cli/seed.ts', admin: 'src/cli/admin.ts' };
await build({
  entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
  outdir: path.join(root, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@ua/contracts': path.resolve(root, '../../packages/contracts/src/index.ts') },
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built apps/server/dist');
