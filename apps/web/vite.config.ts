import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// A relative import, so that Vite bundles it into the config rather than asking Node to load TypeScript.
import { API_PREFIXES } from '../../packages/contracts/src/constants.ts';

const api = process.env.UA_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // A key starting with ^ is a pattern: `/user` and below, not `/users`.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [`^${prefix}(/|$)`, { target: api, changeOrigin: false }])),
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
});
