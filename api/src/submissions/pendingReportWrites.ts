import { sql, type Transaction } from 'kysely';
import type { PendingWrites } from '../store/projection';
import type { Database } from '../store/schema';
import type { ReportAnswersTable } from './tables';

const CHUNK = 500;

interface CountsChange {
  hwId: number;
  classId: number;
  share: number;
  submitted: number;
  graded: number;
  scoreSumTenths: number;
  /** The highest graded score among the changes, if any was graded. */
  maxScoreTenths: number | null;
}

/**
 * Writes of the submissions projection that nothing reads back while it runs: the stored answers
 * (the latest of each report and question replaces the row) and the additions to the live counts,
 * summed per homework and class. A handler that writes the counts another way flushes first.
 */
export class PendingReportWrites implements PendingWrites {
  private readonly answers = new Map<string, ReportAnswersTable>();
  private readonly counts = new Map<string, CountsChange>();

  storeAnswer(row: ReportAnswersTable) {
    this.answers.set(`${row.report_id}:${row.ques_id}`, row);
  }

  /** Counts a submission (and its score, when graded at once) in one share of the classes' rows. */
  addToCounts(
    hwId: number,
    classIds: readonly number[],
    share: number,
    change: { submitted: number; graded: number; scoreTenths: number | null },
  ) {
    for (const classId of classIds) {
      const key = `${hwId}:${classId}:${share}`;
      const known = this.counts.get(key) ?? {
        hwId,
        classId,
        share,
        submitted: 0,
        graded: 0,
        scoreSumTenths: 0,
        maxScoreTenths: null,
      };
      known.submitted += change.submitted;
      known.graded += change.graded;
      if (change.scoreTenths !== null) {
        known.scoreSumTenths += change.scoreTenths;
        known.maxScoreTenths = Math.max(known.maxScoreTenths ?? change.scoreTenths, change.scoreTenths);
      }
      this.counts.set(key, known);
    }
  }

  async flush(trx: Transaction<Database>) {
    const answers = [...this.answers.values()];
    this.answers.clear();
    for (let i = 0; i < answers.length; i += CHUNK) {
      await trx
        .insertInto('report_answers')
        .values(answers.slice(i, i + CHUNK))
        .onConflict((oc) =>
          oc.columns(['report_id', 'ques_id']).doUpdateSet({
            hw_id: (eb) => eb.ref('excluded.hw_id'),
            class_id: (eb) => eb.ref('excluded.class_id'),
            user_answer: (eb) => eb.ref('excluded.user_answer'),
            result: (eb) => eb.ref('excluded.result'),
            score_tenths: (eb) => eb.ref('excluded.score_tenths'),
          }),
        )
        .execute();
    }
    const counts = [...this.counts.values()];
    this.counts.clear();
    // One update per row, as the counts of a recalled homework are gone and must stay so.
    for (const c of counts) {
      const max = c.maxScoreTenths;
      await trx
        .updateTable('homework_report_counts_shares')
        .set((eb) => ({
          submitted: eb('submitted', '+', c.submitted),
          graded: eb('graded', '+', c.graded),
          score_sum_tenths: eb('score_sum_tenths', '+', c.scoreSumTenths),
          ...(max !== null && {
            max_score_tenths: sql<number>`case when max_score_tenths < ${max} then ${max} else max_score_tenths end`,
          }),
        }))
        .where('hw_id', '=', c.hwId)
        .where('class_id', '=', c.classId)
        .where('share', '=', c.share)
        .execute();
    }
  }
}
