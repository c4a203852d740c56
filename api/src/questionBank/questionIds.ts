import { createIdSequence, legacyCounterMax, raiseIdSequence } from '../store/idSequences';
import type { DomainMigration } from '../store/migrations';
import type { Store } from '../store/store';

/**
 * Numbers of questions and sub-questions (one number space), from the database's sequence table
 * `question_ids`; the number travels in `QuestionAdded` / `QuestionEdited`, so a rebuild sees it.
 */
export const QUESTION_ID_TABLE = 'question_ids';

export const reserveQuestionIds = (store: Store, count: number): Promise<number[]> =>
  store.nextIds(QUESTION_ID_TABLE, count);

/** Logs written before the table existed handed numbers out from the `questionIds-1` stream. */
export const createQuestionIdSequence: DomainMigration = async (db, dialect) => {
  await createIdSequence(db, dialect, QUESTION_ID_TABLE);
  await raiseIdSequence(db, dialect, QUESTION_ID_TABLE, await legacyCounterMax(db, 'questionIds'));
};
