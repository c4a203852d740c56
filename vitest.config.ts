import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'machines', include: ['machines/src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['api/src/**/*.test.ts', 'api/test/**/*.test.ts'],
          // the suites run as their own projects (test:paths, test:security)
          exclude: ['api/**/*.pg.test.ts', 'api/test/paths/**', 'api/test/security/**', 'api/test/office/**'],
          env: { DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent', CONTRACT_CHECK: '1' },
          // a whole server per file on 2 shared cores: a slow machine is not a failing behaviour
          testTimeout: 20_000,
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
