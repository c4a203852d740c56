import { type RubricSnapshot, rubricMaximum } from '@school/machines';
import type { HomeworkEvent } from '../homework';
import { defineProjection } from '../store/projection';
import type { ReportEvent } from '../submissions';
import type { RubricStreamEvent } from './rubric';

/** The rubrics a published homework keeps a snapshot of, one count per question that carries one. */
export function attachedRubricIds(
  questions: readonly {
    rubric?: RubricSnapshot | null;
    ques_item: readonly { rubric?: RubricSnapshot | null }[];
  }[],
): number[] {
  return questions
    .flatMap((q) => [q.rubric, ...q.ques_item.map((i) => i.rubric)])
    .flatMap((r) => (r ? [r.id] : []));
}

/** The library's rows, their use by published homework, and the levels each rubric grade was given with. */
export const rubricProjection = defineProjection<RubricStreamEvent | HomeworkEvent | ReportEvent>({
  name: 'rubrics',
  tables: ['rubrics', 'rubric_grades'],
  handlers: {
    RubricCreated: async (trx, { data }) => {
      await trx
        .insertInto('rubrics')
        .values({
          id: data.id,
          owner_id: data.ownerId,
          title: data.title,
          criteria: JSON.stringify(data.criteria),
          max_tenths: Math.round(rubricMaximum(data) * 10),
          used_count: 0,
          archived: 0,
          created_at: data.at,
          updated_at: data.at,
        })
        .execute();
    },
    RubricEdited: async (trx, { data }) => {
      await trx
        .updateTable('rubrics')
        .set({
          title: data.title,
          criteria: JSON.stringify(data.criteria),
          max_tenths: Math.round(rubricMaximum(data) * 10),
          updated_at: data.at,
        })
        .where('id', '=', data.id)
        .execute();
    },
    RubricArchived: async (trx, { data }) => {
      await trx
        .updateTable('rubrics')
        .set({ archived: 1, updated_at: data.at })
        .where('id', '=', data.id)
        .execute();
    },
    HomeworkPublished: async (trx, { data }) => {
      for (const id of attachedRubricIds(data.questions)) {
        await trx
          .updateTable('rubrics')
          .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
          .where('id', '=', id)
          .execute();
      }
    },
    ReportQuestionGraded: async (trx, { data }) => {
      if (data.levels === undefined) return;
      if (data.levels === null) {
        await trx
          .deleteFrom('rubric_grades')
          .where('report_id', '=', data.reportId)
          .where('ques_id', '=', data.quesId)
          .execute();
        return;
      }
      const levels = JSON.stringify(data.levels);
      await trx
        .insertInto('rubric_grades')
        .values({ report_id: data.reportId, ques_id: data.quesId, levels })
        .onConflict((oc) => oc.columns(['report_id', 'ques_id']).doUpdateSet({ levels }))
        .execute();
    },
  },
});
