// @ts-check
/**
 * `node scripts/mutationPart.mjs <suite> <glob>...`: StrykerJS over a part of the mutated files (one folder
 * of machines/src, or some decider files), judged by one suite of vitest.mutation.config.ts (`machines` or
 * `deciders`), on one core. Stryker writes its incremental file with the files of its run only, so the
 * part runs on a copy and its files are then merged into reports/mutation/stryker-incremental.json: a
 * later part, or `npm run test:mutation`, reuses every part measured so far.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const MAIN = 'reports/mutation/stryker-incremental.json';
const PART = 'reports/mutation/stryker-part.json';
const [suite, ...globs] = process.argv.slice(2);
if (!suite || !['machines', 'deciders'].includes(suite) || globs.length === 0) {
  console.error('usage: node scripts/mutationPart.mjs machines|deciders <glob>...');
  process.exit(2);
}

if (existsSync(MAIN)) copyFileSync(MAIN, PART);
const run = spawnSync(
  'npx',
  [
    'stryker',
    'run',
    '--concurrency',
    // one core by default (the machine is shared); MUTATION_CONCURRENCY on an idle one
    process.env.MUTATION_CONCURRENCY ?? '1',
    '--incrementalFile',
    PART,
    '--reporters',
    'clear-text,progress-append-only',
    '--mutate',
    globs.join(','),
  ],
  { stdio: 'inherit', env: { ...process.env, MUTATION_SUITE: suite } },
);
if (run.status !== 0) process.exit(run.status ?? 1);

const read = (file) =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf-8')) : { files: {}, testFiles: {} };
const main = read(MAIN);
const part = read(PART);
const merged = {
  ...part,
  // a file renamed or removed since is dropped
  files: Object.fromEntries(
    Object.entries({ ...main.files, ...part.files }).filter(([file]) => existsSync(file)),
  ),
  testFiles: { ...main.testFiles, ...part.testFiles },
};
writeFileSync(MAIN, `${JSON.stringify(merged, null, 2)}\n`, 'utf-8');
rmSync(PART);
console.log(`merged ${Object.keys(part.files).length} file(s) into ${MAIN}`);
