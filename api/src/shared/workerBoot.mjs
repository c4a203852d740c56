// Entry of every worker thread: lets the worker load the TypeScript module it is given, as the
// main thread does.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
