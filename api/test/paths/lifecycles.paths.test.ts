import { afterAll, beforeAll } from 'vitest';
import { T0 } from './pathHomework';
import { describeMachinePaths } from './pathSuite';
import { type PathsApi, startPathsApi } from './pathsApi';
import { pathRegistry } from './registry';

/** Generated paths of every registered lifecycle machine, driven through the real REST API. */

let api: PathsApi | undefined;
beforeAll(async () => {
  api = await startPathsApi(T0);
});
afterAll(() => api?.close());

const running = (): PathsApi => {
  if (!api) throw new Error('the API did not start');
  return api;
};
for (const entry of pathRegistry) describeMachinePaths(entry, running);
