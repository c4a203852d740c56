import { defineConfig } from 'vitest/config';

/** Browser tests on this many workers, each with its own server and database (E2E_WORKERS, default 2). */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/** Browser tests against the real one-process server (`npm run e2e` builds the web first). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    env: { CONTRACT_CHECK: '1' },
  },
});
