// Entry of every worker thread: lowers the thread's priority first (on Linux a priority for
// "process 0" is the calling thread's alone), so that even loading its modules never competes
// with the thread answering requests; then lets it load the TypeScript module it is given, as the
// main thread does.
import { constants, setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

try {
  setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
} catch {
  // not permitted here: the worker competes as an equal
}
register();
await import(workerData.entry);
