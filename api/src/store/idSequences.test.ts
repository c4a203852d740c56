import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, underTest } from '../../test/testDatabase';
import { openAppStore } from '../modules';
import { appendToStream, systemMeta } from './eventStore';
import { legacyCounterMax, raiseIdSequence } from './idSequences';
import { RETRY, retryPauseMs, type Store } from './store';

let store: Store;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await freshDatabase();
  drop = database.drop;
  store = await openAppStore({ databaseUrl: database.url });
});
afterAll(async () => {
  await store.close();
  await drop();
});

describe(`ids from the database on ${underTest()}`, () => {
  it('64 reservations at once by unrelated writers get distinct numbers, none refused', async () => {
    const batches = await Promise.all(
      Array.from({ length: 64 }, (_, i) => store.nextIds('question_ids', 1 + (i % 3))),
    );
    const ids = batches.flat();
    expect(ids).toHaveLength(batches.reduce((n, b) => n + b.length, 0));
    expect(new Set(ids).size).toBe(ids.length);
    for (const batch of batches) expect(batch).toEqual([...batch].sort((a, b) => a - b));
  });

  it('kinds are numbered apart: homework numbers do not move question numbers', async () => {
    const [question] = await store.nextIds('question_ids', 1);
    await store.nextIds('homework_ids', 5);
    const [next] = await store.nextIds('question_ids', 1);
    expect(next).toBe((question as number) + 1);
  });

  it('numbers given before the table (the demo plan, an older log) are never handed out again', async () => {
    const [before = 0] = await store.nextIds('report_ids', 1);
    await raiseIdSequence(store.db, store.kind, 'report_ids', before + 1000);
    const [after] = await store.nextIds('report_ids', 1);
    expect(after).toBe(before + 1001);
    await raiseIdSequence(store.db, store.kind, 'report_ids', 10);
    expect((await store.nextIds('report_ids', 1))[0]).toBe(before + 1002);
  });

  it("an older log's counter stream tells the highest number it handed out", async () => {
    await store.db.transaction().execute((trx) =>
      appendToStream(
        trx,
        { id: 'legacyIds-1', type: 'legacyIds' },
        0,
        [
          { type: 'IdsReserved', data: { first: 1, count: 4 } },
          { type: 'IdsReserved', data: { first: 5, count: 2 } },
        ],
        systemMeta,
        0,
      ),
    );
    expect(await legacyCounterMax(store.db, 'legacyIds')).toBe(6);
    expect(await legacyCounterMax(store.db, 'noSuchStream')).toBe(0);
  });
});

describe('retry pauses', () => {
  it('are drawn below a ceiling that doubles from the first try up to the cap (full jitter)', () => {
    expect(retryPauseMs(1, () => 1)).toBe(RETRY.firstCeilingMs);
    expect(retryPauseMs(3, () => 1)).toBe(RETRY.firstCeilingMs * 4);
    expect(retryPauseMs(RETRY.attempts, () => 1)).toBe(RETRY.maxCeilingMs);
    expect(retryPauseMs(5, () => 0)).toBe(0);
    expect(retryPauseMs(2, () => 0.5)).toBe(RETRY.firstCeilingMs);
  });
});
