import { defineConfig } from 'vitest/config';

const suites = {
  machines: 'machines/src/**/*.test.ts',
  deciders: 'api/src/**/*Decider.test.ts',
} as const;
/** `MUTATION_SUITE=deciders` (or `machines`) runs one suite alone, e.g. with `--mutate` over its files. */
const only = process.env.MUTATION_SUITE as keyof typeof suites | undefined;

/**
 * The fast unit tests that judge `npm run test:mutation`: the machines' own tests and the deciders'
 * given/when/then tests. No server, no browser, no security suite.
 */
export default defineConfig({
  test: {
    include: only ? [suites[only]] : Object.values(suites),
    env: { DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' },
    // model-based tests that walk hundreds of paths, on 2 shared cores
    testTimeout: 60_000,
  },
});
