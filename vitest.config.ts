import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // A worker per core: vitest's default keeps a core for its own process, which mostly waits here,
    // leaving one worker on a two-core machine. Set once for both projects: projects that differ in
    // it cannot run side by side.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Builds the database templates every test file copies its database from (test/templates.ts).
          globalSetup: ['./test/global-setup.ts'],
          // A worker runs its files one after another in one process instead of a fresh process per
          // file: imports, PGlite's WebAssembly and the JIT's work are done once per worker, which
          // more than halves the suite's time. Every file builds its own app and database and closes
          // them, so nothing of one file reaches the next; a file that mocks modules (vi.mock) or
          // changes globals for good belongs in a project of its own with isolate: true.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          css: false,
          // The one timeout of a web test; Testing Library's finds wait half of it (src/test/setup.ts).
          // A screen's first paint waits for lazy chunks and mocked calls, slow on a busy machine.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
