import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { BudgetExceeded, Busy, runOffThread, taskSlots } from './offThread';

const WORKER = new URL('../../test/fixtures/budgetWorker.ts', import.meta.url);
const budget = { timeMs: 10_000, memoryMb: 64 };

describe('long work off the event loop', { timeout: 30_000 }, () => {
  it('answers what the worker answers', async () => {
    expect(await runOffThread(WORKER, { do: 'echo', value: 41 }, budget)).toBe(42);
  });

  it('a refusal in the worker arrives as the same AppError, with its data', async () => {
    const error = await runOffThread(WORKER, { do: 'refuse' }, budget).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'invalid', message: '不行', data: { err: ['a', 'b'] } });
  });

  it('work past its time budget is stopped, and the event loop kept answering meanwhile', async () => {
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 20);
    const error = await runOffThread(WORKER, { do: 'spin' }, { ...budget, timeMs: 1500 }).catch(
      (e: unknown) => e,
    );
    clearInterval(ticking);
    expect(error).toBeInstanceOf(BudgetExceeded);
    expect((error as BudgetExceeded).limit).toBe('time');
    expect(ticks).toBeGreaterThan(10);
  });

  it('work past its memory budget is stopped without harming the process', async () => {
    const error = await runOffThread(WORKER, { do: 'eat' }, { timeMs: 30_000, memoryMb: 32 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BudgetExceeded);
    expect((error as BudgetExceeded).limit).toBe('memory');
  });
});

describe('task slots', () => {
  it('run at most N at once, queue a few more, refuse the rest as busy', async () => {
    const slots = taskSlots(1, 1);
    let release: () => void = () => {};
    let running = 0;
    let most = 0;
    const task = () =>
      slots(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running--;
      });
    const first = task();
    const second = task();
    await expect(task()).rejects.toBeInstanceOf(Busy);
    release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await second;
    expect(most).toBe(1);
  });
});
