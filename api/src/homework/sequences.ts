import { createIdSequence, legacyCounterMax, raiseIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';
import type { Store } from '../store/store';

/**
 * Numbers of homework and of reports, from the database's sequence tables; each number travels in
 * `HomeworkPublished` / `HomeworkPublishedToMoreClasses`, so a rebuild sees it.
 */
const HOMEWORK_ID_TABLE = 'homework_ids';
const REPORT_ID_TABLE = 'report_ids';

export const reserveHomeworkId = async (store: Store) =>
  (await store.nextIds(HOMEWORK_ID_TABLE, 1))[0] as number;
export const reserveReportIds = (store: Store, count: number) => store.nextIds(REPORT_ID_TABLE, count);

/** Logs written before the tables existed handed numbers out from `homeworkIds-1` and `reportIds-1`. */
export const createHomeworkIdSequences: DomainMigration = async (db, dialect) => {
  for (const [table, legacyStream] of [
    [HOMEWORK_ID_TABLE, 'homeworkIds'],
    [REPORT_ID_TABLE, 'reportIds'],
  ] as const) {
    await createIdSequence(db, dialect, table);
    await raiseIdSequence(db, dialect, table, await legacyCounterMax(db, legacyStream));
  }
};
