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
      output: {
        codeSplitting: {
          // Everything the entry imports statically (the shell) in one chunk, which lazy pages import
          // from. Left alone, Rolldown cuts it into a dozen shared chunks that all load at once anyway,
          // each compressed on its own: one file compresses some 4 KB smaller and is one request.
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
});
