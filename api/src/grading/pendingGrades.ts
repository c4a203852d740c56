import type { Transaction } from 'kysely';
import type { PendingWrites } from '../store/projection';
import type { Database } from '../store/schema';
import type { ReportQuestionGradesTable, ReportReviewsTable } from './tables';

const CHUNK = 500;

/** Every column of `row` but the key, set from the row the upsert tried to insert. */
const fromExcluded = <T extends object>(row: T, key: readonly (keyof T)[]) =>
  Object.fromEntries(
    Object.keys(row)
      .filter((c) => !key.includes(c as keyof T))
      .map((c) => [c, (eb: { ref: (r: string) => unknown }) => eb.ref(`excluded.${c}`)]),
  );

/**
 * Question grades and report reviews, each the latest of its key: nothing in the projection reads
 * them back, so they are written whole, one upsert per table and chunk of rows.
 */
export class PendingGrades implements PendingWrites {
  private readonly questionGrades = new Map<string, ReportQuestionGradesTable>();
  private readonly reviews = new Map<number, ReportReviewsTable>();

  gradeQuestion(row: ReportQuestionGradesTable) {
    this.questionGrades.set(`${row.report_id}:${row.ques_id}`, row);
  }

  review(row: ReportReviewsTable) {
    this.reviews.set(row.report_id, row);
  }

  async flush(trx: Transaction<Database>) {
    const grades = [...this.questionGrades.values()];
    const reviews = [...this.reviews.values()];
    this.questionGrades.clear();
    this.reviews.clear();
    for (let i = 0; i < grades.length; i += CHUNK) {
      const rows = grades.slice(i, i + CHUNK);
      await trx
        .insertInto('report_question_grades')
        .values(rows)
        .onConflict((oc) =>
          oc
            .columns(['report_id', 'ques_id'])
            .doUpdateSet(fromExcluded(rows[0] as ReportQuestionGradesTable, ['report_id', 'ques_id'])),
        )
        .execute();
    }
    for (let i = 0; i < reviews.length; i += CHUNK) {
      const rows = reviews.slice(i, i + CHUNK);
      await trx
        .insertInto('report_reviews')
        .values(rows)
        .onConflict((oc) =>
          oc.column('report_id').doUpdateSet(fromExcluded(rows[0] as ReportReviewsTable, ['report_id'])),
        )
        .execute();
    }
  }
}
