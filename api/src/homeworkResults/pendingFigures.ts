import { sql, type Transaction } from 'kysely';
import type { PendingWrites } from '../store/projection';
import type { Database } from '../store/schema';
import {
  type ResultQuestionStatsTable,
  type ResultSummarySharesTable,
  type ResultWrongAnswersTable,
  SUMMARY_COUNTERS,
} from './tables';

const CHUNK = 500;

export type Counter = (typeof SUMMARY_COUNTERS)[number];
type QuestionCounter = Exclude<keyof ResultQuestionStatsTable, 'hw_id' | 'class_id' | 'ques_id'>;
const QUESTION_COUNTERS: readonly QuestionCounter[] = [
  'answered',
  'right_count',
  'wrong_count',
  'unanswered',
  'score_sum_tenths',
  'right_rate_sum',
];

export const emptySummary = (hwId: number, classId: number, share = 0): ResultSummarySharesTable => ({
  hw_id: hwId,
  class_id: classId,
  share,
  ...(Object.fromEntries(SUMMARY_COUNTERS.map((c) => [c, 0])) as Record<Counter, number>),
});

/** Adds `from`'s counters to `into`'s. */
function addCounters<T>(into: T, from: T, counters: readonly (keyof T)[]) {
  for (const c of counters) (into[c] as number) += from[c] as number;
}

/**
 * The homework figures that only ever grow or shrink by a sum (summary rows, question statistics,
 * wrong-answer counts), added up in memory and written with one upsert per table and chunk of rows.
 * Nothing in the projection reads these tables back, so writing them late changes no decision.
 */
export class PendingFigures implements PendingWrites {
  private readonly summary = new Map<string, ResultSummarySharesTable>();
  private readonly questions = new Map<string, ResultQuestionStatsTable>();
  private readonly wrongAnswers = new Map<string, ResultWrongAnswersTable>();

  /**
   * Adds to the counters of one share of a homework's summary rows (share 0 unless a report's own),
   * creating them when missing.
   */
  addToSummary(
    hwId: number,
    classIds: readonly number[],
    delta: Partial<Record<Counter, number>>,
    share = 0,
  ) {
    if (Object.values(delta).every((v) => v === 0)) return;
    for (const classId of classIds) {
      const row = { ...emptySummary(hwId, classId, share), ...delta };
      const key = `${hwId}:${classId}:${share}`;
      const known = this.summary.get(key);
      if (known) addCounters(known, row, SUMMARY_COUNTERS);
      else this.summary.set(key, row);
    }
  }

  addToQuestion(row: ResultQuestionStatsTable) {
    const key = `${row.hw_id}:${row.class_id}:${row.ques_id}`;
    const known = this.questions.get(key);
    if (known) addCounters(known, row, QUESTION_COUNTERS);
    else this.questions.set(key, { ...row });
  }

  addWrongAnswer(row: ResultWrongAnswersTable) {
    const key = JSON.stringify([row.hw_id, row.class_id, row.ques_id, row.user_answer]);
    const known = this.wrongAnswers.get(key);
    if (known) known.n += row.n;
    else this.wrongAnswers.set(key, { ...row });
  }

  async flush(trx: Transaction<Database>) {
    const added = <T extends string>(table: string, columns: readonly T[]) =>
      Object.fromEntries(
        columns.map((c) => [c, sql<number>`${sql.ref(`${table}.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
      ) as Record<T, ReturnType<typeof sql<number>>>;
    for (const rows of chunks(this.summary)) {
      await trx
        .insertInto('result_summary_shares')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['hw_id', 'class_id', 'share'])
            .doUpdateSet(added('result_summary_shares', SUMMARY_COUNTERS)),
        )
        .execute();
    }
    for (const rows of chunks(this.questions)) {
      await trx
        .insertInto('result_question_stats')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['hw_id', 'class_id', 'ques_id'])
            .doUpdateSet(added('result_question_stats', QUESTION_COUNTERS)),
        )
        .execute();
    }
    for (const rows of chunks(this.wrongAnswers)) {
      await trx
        .insertInto('result_wrong_answers')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['hw_id', 'class_id', 'ques_id', 'user_answer'])
            .doUpdateSet(added('result_wrong_answers', ['n'])),
        )
        .execute();
    }
    this.summary.clear();
    this.questions.clear();
    this.wrongAnswers.clear();
  }
}

function* chunks<T>(rows: Map<string, T>): Generator<T[]> {
  const all = [...rows.values()];
  for (let i = 0; i < all.length; i += CHUNK) yield all.slice(i, i + CHUNK);
}
