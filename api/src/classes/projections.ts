import { defineProjection } from '../store/projection';
import type { StudyEvent } from './study';

/** A period's progress in permille: the furthest position over the period's length. */
export const permille = (position: number, totalTime: number) =>
  totalTime <= 0 ? 0 : Math.min(1000, Math.floor((position * 1000) / totalTime));

/**
 * Study slices folded into one row per student and period and one per student and course, so the
 * statistics of a class read a few rows per student instead of every slice.
 */
export const studyProjection = defineProjection<StudyEvent>({
  name: 'study',
  tables: ['period_study', 'course_study'],
  handlers: {
    StudySliceRecorded: async (trx, { data }) => {
      const before = await trx
        .selectFrom('period_study')
        .select(['study_length', 'position', 'attended', 'replayed'])
        .where('uid', '=', data.uid)
        .where('period_id', '=', data.periodId)
        .executeTakeFirst();
      const attendsNow = data.mode === 1 || data.mode === 3 ? 1 : 0;
      const after = {
        study_length: Number(before?.study_length ?? 0) + data.seconds,
        position: Math.max(Number(before?.position ?? 0), data.position),
        attended: Math.max(Number(before?.attended ?? 0), attendsNow),
        replayed: Math.max(Number(before?.replayed ?? 0), data.mode === 2 ? 1 : 0),
        last_at: data.at,
      };
      if (before) {
        await trx
          .updateTable('period_study')
          .set(after)
          .where('uid', '=', data.uid)
          .where('period_id', '=', data.periodId)
          .execute();
      } else {
        await trx
          .insertInto('period_study')
          .values({
            uid: data.uid,
            period_id: data.periodId,
            course_id: data.courseId,
            total_time: data.totalTime,
            ...after,
          })
          .execute();
      }
      const progressDelta =
        permille(after.position, data.totalTime) - permille(Number(before?.position ?? 0), data.totalTime);
      const attendDelta = after.attended - Number(before?.attended ?? 0);
      const course = await trx
        .selectFrom('course_study')
        .select('uid')
        .where('uid', '=', data.uid)
        .where('course_id', '=', data.courseId)
        .executeTakeFirst();
      if (course) {
        await trx
          .updateTable('course_study')
          .set((eb) => ({
            study_length: eb('study_length', '+', data.seconds),
            progress_permille_sum: eb('progress_permille_sum', '+', progressDelta),
            attend_times: eb('attend_times', '+', attendDelta),
          }))
          .where('uid', '=', data.uid)
          .where('course_id', '=', data.courseId)
          .execute();
      } else {
        await trx
          .insertInto('course_study')
          .values({
            uid: data.uid,
            course_id: data.courseId,
            study_length: data.seconds,
            progress_permille_sum: progressDelta,
            attend_times: attendDelta,
          })
          .execute();
      }
    },
  },
});
