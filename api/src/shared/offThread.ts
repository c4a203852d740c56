import { parentPort, Worker } from 'node:worker_threads';
import { AppError, type ErrorKind } from './errors';

/**
 * Long work (imports today; exports and PDF rendering later) runs in a worker thread with a time and
 * a memory budget, so the event loop that answers everyone else never waits for it. A worker serves
 * one task and ends (nothing of one import is left for the next); at most a few run at once, and a
 * few more wait their turn.
 */
export interface Budget {
  timeMs: number;
  /** The worker's heap; past it the worker is stopped, never the server. */
  memoryMb: number;
}

/** The work outgrew its budget; the caller says so in its own words. */
export class BudgetExceeded extends Error {
  constructor(readonly limit: 'time' | 'memory') {
    super(`worker exceeded its ${limit} budget`);
    this.name = 'BudgetExceeded';
  }
}

/** Every slot taken and the queue full. */
export class Busy extends Error {
  constructor() {
    super('every worker slot is taken');
    this.name = 'Busy';
  }
}

type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; appError?: { kind: ErrorKind; message: string; data?: unknown }; message: string };

const BOOT = new URL('./workerBoot.mjs', import.meta.url);

const startWorker = (entry: URL, budget: Budget) =>
  new Worker(BOOT, {
    workerData: { entry: entry.href },
    resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  });

/**
 * One worker per kind of task is kept started and waiting, its modules loaded, so a task does not
 * wait for a worker to start. The next spare starts once a task has ended, not beside it: two
 * workers loading at once would each take twice as long on a busy machine. A waiting worker never
 * keeps the process alive.
 */
const spares = new Map<string, Worker>();

const spareKey = (entry: URL, budget: Budget) => `${entry.href} ${budget.memoryMb}`;

function takeWorker(entry: URL, budget: Budget): Worker {
  const key = spareKey(entry, budget);
  const spare = spares.get(key);
  spares.delete(key);
  return spare ?? startWorker(entry, budget);
}

function keepSpare(entry: URL, budget: Budget): void {
  const key = spareKey(entry, budget);
  if (spares.has(key)) return;
  const spare = startWorker(entry, budget);
  spare.unref();
  spare.once('exit', () => {
    if (spares.get(key) === spare) spares.delete(key);
  });
  spares.set(key, spare);
}

/** Runs `entry` (a module that calls `serveTask`) on `input` in a worker thread of its own. */
export function runOffThread<TIn, TOut>(entry: URL, input: TIn, budget: Budget): Promise<TOut> {
  return new Promise<TOut>((resolve, reject) => {
    const worker = takeWorker(entry, budget);
    worker.ref();
    let settled = false;
    const settle = (done: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      keepSpare(entry, budget);
      done();
    };
    const timer = setTimeout(() => settle(() => reject(new BudgetExceeded('time'))), budget.timeMs);
    worker.once('message', (outcome: Outcome<TOut>) =>
      settle(() => {
        if (outcome.ok) return resolve(outcome.value);
        const e = outcome.appError;
        reject(e ? new AppError(e.kind, e.message, e.data) : new Error(outcome.message));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new BudgetExceeded('memory') : error)),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`worker ended with code ${code} before answering`))),
    );
    worker.postMessage(input);
  });
}

/** The worker's side: answers the one message it is sent with `task`'s result or its refusal. */
export function serveTask<TIn, TOut>(task: (input: TIn) => Promise<TOut>): void {
  parentPort?.once('message', async (input: TIn) => {
    let outcome: Outcome<TOut>;
    try {
      outcome = { ok: true, value: await task(input) };
    } catch (error) {
      outcome =
        error instanceof AppError
          ? {
              ok: false,
              appError: { kind: error.kind, message: error.message, data: error.data },
              message: error.message,
            }
          : { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    parentPort?.postMessage(outcome);
  });
}

/** At most `running` tasks at once; up to `waiting` more queue, any beyond are refused with Busy. */
export function taskSlots(running: number, waiting: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active < running) active += 1;
    else if (queue.length >= waiting) throw new Busy();
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await work();
    } finally {
      release();
    }
  };
}
