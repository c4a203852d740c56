import type { Transaction } from 'kysely';
import { defineProjection } from '../store/projection';
import type { Database } from '../store/schema';
import { type ExamContent, type ExamEvent, questionCountOf } from './exam';

const contentColumns = (content: ExamContent) => ({
  name: content.name,
  classify_id: content.classifyId,
  classify_name: content.classifyName,
  time_type: content.timeType,
  start_time: content.startTime,
  end_time: content.endTime,
  limit_time: content.limitTime,
  score: String(content.score),
  pass_score: String(content.passScore),
  test_num: content.testNum,
  question_num: questionCountOf(content),
  school_id: content.schoolId,
  sections: JSON.stringify(content.sections),
  release_mode: content.releaseMode ?? 1,
});

async function setClasses(trx: Transaction<Database>, id: number, classIds: number[]) {
  await trx.deleteFrom('exam_classes').where('exam_id', '=', id).execute();
  if (classIds.length === 0) return;
  await trx
    .insertInto('exam_classes')
    .values(classIds.map((class_id) => ({ exam_id: id, class_id, results_released_at: null })))
    .execute();
}

export const examProjection = defineProjection<ExamEvent>({
  name: 'exams',
  tables: ['exams', 'exam_classes'],
  handlers: {
    ExamDrafted: async (trx, { data }) => {
      await trx
        .insertInto('exams')
        .values({
          id: data.id,
          ...contentColumns(data.content),
          status: 1,
          creator_id: data.creator.id,
          creator_type: data.creator.role === 'teacher' ? 1 : 2,
          creator_name: data.creator.name,
          created_at: data.at,
          updated_at: data.at,
          published_at: null,
        })
        .execute();
      await setClasses(trx, data.id, data.content.classIds);
    },
    ExamEdited: async (trx, { data }) => {
      await trx
        .updateTable('exams')
        .set({ ...contentColumns(data.content), updated_at: data.at })
        .where('id', '=', data.id)
        .execute();
      await setClasses(trx, data.id, data.content.classIds);
    },
    ExamPublished: async (trx, { data }) => {
      await trx
        .updateTable('exams')
        .set({ status: 2, published_at: data.at, updated_at: data.at })
        .where('id', '=', data.id)
        .execute();
    },
    ExamResultsReleased: async (trx, { data }) => {
      await trx
        .updateTable('exam_classes')
        .set({ results_released_at: data.at })
        .where('exam_id', '=', data.id)
        .where('class_id', 'in', data.classIds)
        .execute();
    },
    ExamClosed: async (trx, { data }) => {
      await trx
        .updateTable('exams')
        .set({ status: 3, updated_at: data.at })
        .where('id', '=', data.id)
        .execute();
    },
  },
});
