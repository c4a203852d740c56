import { afterAll, beforeAll } from 'vitest';
import { describeMachinePaths } from './pathSuite';
import { type PathsApi, startPathsApi } from './pathsApi';
import { pathRegistry } from './registry';

/** Generated paths of every registered lifecycle machine, driven through the real REST API. */

const START = Date.parse('2026-09-10T10:00:00+08:00') / 1000;
let api: PathsApi | undefined;
beforeAll(async () => {
  api = await startPathsApi(START);
});
afterAll(() => api?.close());

const running = (): PathsApi => {
  if (!api) throw new Error('the API did not start');
  return api;
};
for (const entry of pathRegistry) describeMachinePaths(entry, running);
