import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.UA_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/access', '/user', '/login', '/dev-idp', '/healthz', '/readyz'];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: api, changeOrigin: false }])),
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
});
