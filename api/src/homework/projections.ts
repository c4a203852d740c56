import { defineProjection } from '../store/projection';
import type { HomeworkEvent } from './homework';

export const homeworkProjection = defineProjection<HomeworkEvent>({
  name: 'homework',
  // Reports handed out with the homework are kept by the submissions domain's projection.
  tables: ['homework', 'homework_classes', 'homework_questions'],
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
          is_anonymous: data.isAnonymous ?? 1,
          names_revealed_at: null,
          release_mode: data.releaseMode ?? 1,
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
              results_released_at: null,
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
    },
    HomeworkResultsReleased: async (trx, { data }) => {
      await trx
        .updateTable('homework_classes')
        .set({ results_released_at: data.at })
        .where('hw_id', '=', data.id)
        .where('class_id', 'in', data.classIds)
        .execute();
    },
    HomeworkNamesRevealed: async (trx, { data }) => {
      await trx
        .updateTable('homework')
        .set({ names_revealed_at: data.at })
        .where('id', '=', data.id)
        .execute();
    },
  },
});
