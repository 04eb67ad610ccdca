// Bundles the server (and the contracts it imports) into dist/ for production; dependencies stay in node_modules.
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const contracts = path.resolve(root, '../../packages/contracts/src');
const entries = { server: 'src/server.ts', worker: 'src/worker.ts', seed: 'src/cli/seed.ts', admin: 'src/cli/admin.ts' };
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
  // One alias per entry of the contracts' exports: esbuild would append a subpath to the bare name's alias.
  alias: {
    '@ua/contracts': path.join(contracts, 'index.ts'),
    '@ua/contracts/constants': path.join(contracts, 'constants.ts'),
    '@ua/contracts/errors': path.join(contracts, 'errors.ts'),
  },
  sourcemap: true,
  logLevel: 'warning',
});
console.log('built apps/server/dist');
