import { defineConfig } from 'vitest/config';

/** The API's decider tests but the question bank's, which opens a store. */
const PURE_DECIDER_TESTS = 'api/src/**/!(question)Decider.test.ts';

export default defineConfig({
  test: {
    projects: [
      // pure: no module state between files, so the files share their workers' module graphs
      {
        test: {
          name: 'machines',
          include: ['machines/src/**/*.test.ts'],
          isolate: false,
          // the generated path tests walk every path of a machine: on 2 busy cores one may pass 5 s
          testTimeout: 20_000,
        },
      },
      {
        // The API's deciders, pure by rule (no clock, ids or database): their files share their workers'
        // module graphs.
        test: {
          name: 'deciders',
          include: [PURE_DECIDER_TESTS],
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts', 'api/test/**/*.test.ts'],
          // the suites run as their own projects (test:paths, test:security); the pure deciders apart
          exclude: [
            'api/**/*.pg.test.ts',
            'api/test/paths/**',
            'api/test/security/**',
            'api/test/office/**',
            PURE_DECIDER_TESTS,
          ],
          env: { DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent', CONTRACT_CHECK: '1' },
          // Each file starts its own server over its own database and names its own folders, so the files
          // of a worker share one module graph: imported once per worker instead of once per file (the
          // import was two thirds of this project's time).
          isolate: false,
          // a whole server per file on 2 shared cores: a slow machine is not a failing behaviour (the
          // servers are started in the files' hooks, two files at once in CI)
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'store-postgres',
          include: ['api/src/store/**/*.test.ts', 'api/**/*.pg.test.ts'],
          env: { STORE_UNDER_TEST: 'postgres', LOG_LEVEL: 'silent', CONTRACT_CHECK: '1' },
          fileParallelism: false,
        },
      },
      { test: { name: 'web', include: ['web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'gateway',
          include: ['gateway/src/**/*.test.ts'],
          // as the API's files: each starts its own servers
          isolate: false,
          env: { LOG_LEVEL: 'silent', CONTRACT_CHECK: '1' },
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'paths',
          include: ['api/test/paths/**/*.paths.test.ts'],
          env: { LOG_LEVEL: 'silent', CONTRACT_CHECK: '1' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // every export and both paper versions opened by LibreOffice headless (Debian's package)
          name: 'office',
          include: ['api/test/office/**/*.office.test.ts'],
          env: { LOG_LEVEL: 'silent', CONTRACT_CHECK: '1' },
          testTimeout: 60_000,
          hookTimeout: 900_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['api/test/security/**/*.security.test.ts'],
          env: { LOG_LEVEL: 'silent', CONTRACT_CHECK: '1' },
          // one class at a time: some measure how responsive the server stays, others load the machine
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
