import { defineConfig } from 'vitest/config';

/** Browser tests against the real one-process server (`npm run e2e` builds the web first). */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    env: { CONTRACT_CHECK: '1' },
  },
});
