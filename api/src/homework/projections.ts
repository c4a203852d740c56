import type { Transaction } from 'kysely';
import { defineProjection } from '../store/projection';
import type { Database } from '../store/schema';
import type { HomeworkEvent, ReportGiven } from './homework';

const giveReports = async (
  trx: Transaction<Database>,
  hwId: number,
  reports: readonly ReportGiven[],
  at: number,
) => {
  // Chunked: a large class list stays below the databases' bound-parameter limits.
  for (let i = 0; i < reports.length; i += 500) {
    await trx
      .insertInto('homework_reports')
      .values(
        reports.slice(i, i + 500).map((r) => ({
          id: r.id,
          hw_id: hwId,
          class_id: r.classId,
          uid: r.uid,
          status: 1,
          submit_time: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
};

export const homeworkProjection = defineProjection<HomeworkEvent>({
  name: 'homework',
  tables: ['homework', 'homework_classes', 'homework_questions', 'homework_reports'],
  handlers: {
    HomeworkPublished: async (trx, { data }) => {
      const total = data.questions.reduce((sum, q) => sum + q.score, 0);
      await trx
        .insertInto('homework')
        .values({
          id: data.id,
          name: data.name,
          type: data.type,
          course_basis_id: data.courseId,
          course_title: data.courseTitle,
          course_periods_id: data.periodId,
          periods_title: data.periodTitle,
          remark: data.remark,
          ending_time: data.endingTime,
          publish_time: data.publishTime,
          is_set_score: data.isSetScore,
          publish_scope: data.publishScope,
          child_course_basis_ids: JSON.stringify(data.childCourseIds),
          publish_type: data.publishType,
          arrange_id: data.arrangeId,
          arrange_type: data.arrangeType,
          creator_id: data.creator.id,
          creator_type: data.creator.role === 'teacher' ? 1 : 2,
          creator_name: data.creator.name,
          status: 1,
          class_count: data.classIds.length,
          published_class_count: data.publishedClassIds.length,
          question_num: data.questions.length,
          total_score: String(Math.round(total * 10) / 10),
        })
        .execute();
      await trx
        .insertInto('homework_classes')
        .values(
          data.classIds.map((class_id) => {
            const published = data.publishedClassIds.includes(class_id);
            return {
              hw_id: data.id,
              class_id,
              is_published: published ? 1 : 0,
              published_at: published ? data.publishTime : null,
            };
          }),
        )
        .execute();
      await trx
        .insertInto('homework_questions')
        .values(
          data.questions.map((q, sort) => ({
            hw_id: data.id,
            sort: sort + 1,
            question_id: q.id,
            ques_type: q.ques_type,
            score: String(q.score),
            content: JSON.stringify(q),
          })),
        )
        .execute();
      await giveReports(trx, data.id, data.reports, data.publishTime);
    },
    HomeworkPublishedToClasses: async (trx, { data }) => {
      await trx
        .updateTable('homework_classes')
        .set({ is_published: 1, published_at: data.at })
        .where('hw_id', '=', data.id)
        .where('class_id', 'in', data.classIds)
        .execute();
      await trx
        .updateTable('homework')
        .set((eb) => ({ published_class_count: eb('published_class_count', '+', data.classIds.length) }))
        .where('id', '=', data.id)
        .execute();
      await giveReports(trx, data.id, data.reports, data.at);
    },
    HomeworkDeadlineAdjusted: async (trx, { data }) => {
      await trx
        .updateTable('homework')
        .set({ ending_time: data.endingTime })
        .where('id', '=', data.id)
        .execute();
    },
    HomeworkRecalled: async (trx, { data }) => {
      await trx.updateTable('homework').set({ status: 2 }).where('id', '=', data.id).execute();
      // Recall removes the homework and its records from students.
      await trx.deleteFrom('homework_reports').where('hw_id', '=', data.id).execute();
    },
  },
});
