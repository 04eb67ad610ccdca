import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// A relative import, so that Vite bundles it into the config rather than asking Node to load TypeScript.
import { API_PREFIXES } from '../../packages/contracts/src/constants.ts';

const api = process.env.UA_API_URL ?? 'http://localhost:3000';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;


function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes a brotli and a gzip copy beside each text file of the build, at their highest settings, once:
 * the server sends the copy the browser accepts instead of compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'ua-precompress',
    apply: 'build',
    // After the whole build is written (public files included), and only when it succeeded.
    writeBundle: {
      sequential: true,
      order: 'post',
      handler(options) {
        if (options.dir) compressFilesUnder(options.dir);
      },
    },
  };
}

function compressFilesUnder(outDir: string) {
  for (const file of filesUnder(outDir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < 512) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    // A key starting with ^ is a pattern: `/user` and below, not `/users`.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [`^${prefix}(/|$)`, { target: api, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The contracts only define things (paths, constants, schemas), so a chunk takes just the modules
        // it uses: the path of a call does not bring every schema and Zod with it. The shell asks for
        // the first page's data with such paths (app/boot.ts), and stays free of Zod; the budget in
        // scripts/check-bundle-size.mjs fails the build if Zod comes in. (Their `.meta()` ids feed only
        // the server's OpenAPI document.)
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // Left alone, Rolldown cuts the lazy code into a chunk per set of screens sharing it: some 200
          // files, most under 2 KB, and opening a trip fetched and ran 120 of them. Each costs a request
          // (headers, a turn on one of six connections) and a module to link, which at a slow CPU came
          // to more than the code itself. These groups make a screen some 20 files, its own and:
          groups: [
            // Everything the entry imports statically (the shell), in one chunk the lazy ones import
            // from: one file compresses some 4 KB smaller than a dozen, and is one request.
            { name: 'shell', tags: ['$initial'] },
            // The icons the lazy screens draw, a few hundred bytes each.
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, includeDependenciesRecursively: false },
            // The libraries' code used by four screens or more, and the app's (with the contracts'): one
            // chunk each. A screen loads some code it does not use, which costs less than the requests.
            // The app's imports the libraries', never the other way round.
            { name: 'vendor-shared', test: /node_modules[\\/]/, minShareCount: 4 },
            { name: 'app-shared', test: /apps[\\/]web[\\/]src[\\/]|packages[\\/]contracts[\\/]src[\\/]/, minShareCount: 4 },
          ],
        },
      },
    },
  },
});
