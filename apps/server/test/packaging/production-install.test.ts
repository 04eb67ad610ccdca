import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The built server runs on a production install (`npm ci --omit=dev`, then `node apps/server/dist/server.mjs`):
 * the tools that build it (esbuild) and run TypeScript in development (tsx) are dev dependencies,
 * nothing the built entries import needs them, and no script meant for a deployed server runs them.
 */
const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const rootDir = path.resolve(serverDir, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

type Manifest = { dependencies?: Record<string, string>; devDependencies?: Record<string, string>; scripts?: Record<string, string> };
type Lock = { packages: Record<string, { dev?: boolean; devOptional?: boolean; link?: boolean }> };

const server = readJson<Manifest>(path.join(serverDir, 'package.json'));
const contracts = readJson<Manifest>(path.join(rootDir, 'packages/contracts/package.json'));
const lock = readJson<Lock>(path.join(rootDir, 'package-lock.json'));
/** The entries scripts/build.mjs bundles into dist/. */
const ENTRIES = ['src/server.ts', 'src/worker.ts', 'src/cli/seed.ts', 'src/cli/admin.ts'];
const BUILD_TOOLS = ['tsx', 'esbuild'];

const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
/** Installed by `npm ci --omit=dev`: in the lock and not marked dev (hoisted to the root node_modules). */
const inProductionInstall = (name: string) => {
  const entry = lock.packages[`node_modules/${name}`];
  return entry !== undefined && entry.dev !== true && entry.devOptional !== true;
};

describe('a production install', () => {
  it('holds neither tsx nor esbuild: both are dev dependencies of the server, and dev-only in the lock', () => {
    for (const tool of BUILD_TOOLS) {
      expect(server.dependencies?.[tool], `${tool} in dependencies`).toBeUndefined();
      expect(server.devDependencies?.[tool], `${tool} in devDependencies`).toBeDefined();
      expect(inProductionInstall(tool), `${tool} installed by npm ci --omit=dev`).toBe(false);
    }
  });

  it('runs the built bundles for start, worker, seed and admin, never tsx', () => {
    for (const script of ['start', 'worker', 'seed', 'admin']) {
      const command = server.scripts?.[script] ?? '';
      // Node's own flags only (the server's heap limits): no loader, no tsx.
      expect(command, script).toMatch(/^node (--enable-source-maps )?(--max-[a-z-]+-size=\d+ )*dist\/\w+\.mjs$/);
    }
  });

  it('has every package the built entries import, and none of the build tools', async () => {
    // The same bundle as scripts/build.mjs (dependencies external, the contracts' source inlined), in memory.
    const result = await build({
      absWorkingDir: serverDir,
      entryPoints: ENTRIES,
      bundle: true,
      write: false,
      outdir: 'dist-check',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      metafile: true,
      logLevel: 'silent',
      plugins: [
        {
          name: 'dependencies-external',
          setup(b) {
            b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ua/') ? undefined : { path: args.path, external: true }));
          },
        },
      ],
    });
    const imported = new Set(
      Object.values(result.metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external && !entry.path.startsWith('node:') && !builtinModules.includes(entry.path))
        .map((entry) => packageOf(entry.path)),
    );
    expect([...imported]).toContain('fastify');
    const declared = { ...contracts.dependencies, ...server.dependencies };
    for (const name of imported) {
      expect(BUILD_TOOLS, `the built server imports ${name}`).not.toContain(name);
      expect(declared[name], `${name} is imported by the built server but is no dependency of @ua/server or @ua/contracts`).toBeDefined();
      expect(inProductionInstall(name), `${name} is missing from a production install`).toBe(true);
    }
  });
});
