import {
  LEAVE_ID_TABLE,
  lessonAttendanceDecider,
  lessonAttendanceStreamId,
  periodAttendanceDecider,
  periodAttendanceStreamId,
} from '../attendance';
import { systemMeta } from '../store/eventStore';
import type { Store } from '../store/store';

const ATTENDANCE_TYPES = [1, 2, 3, 4, 15, 16, 7];
const CAUSES = ['身体不适，需要去医院', '家中有事', '参加学校比赛'];

/**
 * Leave requests and team class attendance of the demo school, through the same deciders the API
 * uses: in each class the first four students ask leave of the next period not yet started; the
 * head teacher approves the third's and rejects the fourth's, the first two stay pending (so a batch
 * can be approved). In each
 * team class the first student is marked present at the lessons already held, with a reason.
 */
export async function seedDemoAttendance(store: Store, now: number): Promise<number> {
  const db = store.db;
  let commands = 0;
  const classes = await db.selectFrom('classes').select('id').orderBy('id').execute();
  for (const { id: classId } of classes) {
    const periods = db
      .selectFrom('class_courses as cc')
      .innerJoin('courses as c', 'c.id', 'cc.course_id')
      .innerJoin('course_periods as p', 'p.course_id', 'c.id')
      .select(['p.id', 'p.course_id', 'p.start_play', 'c.course_type'])
      .where('cc.class_id', '=', classId)
      .where('c.course_type', 'in', ATTENDANCE_TYPES);
    // The next period not yet started; after the term, its last period (asked for before it began).
    const period =
      (await periods.where('p.start_play', '>', now).orderBy('p.start_play').executeTakeFirst()) ??
      (await periods.orderBy('p.start_play', 'desc').executeTakeFirst());
    if (!period) continue;
    const [students, head] = await Promise.all([
      db
        .selectFrom('class_students')
        .select('uid')
        .where('class_id', '=', classId)
        .where('status', '=', 1)
        .orderBy('uid')
        .limit(4)
        .execute(),
      db
        .selectFrom('class_staff')
        .select('user_id')
        .where('class_id', '=', classId)
        .where('duty', '=', 'head_teacher')
        .executeTakeFirst(),
    ]);
    for (const [i, { uid }] of students.entries()) {
      const who = {
        uid: Number(uid),
        periodId: Number(period.id),
        courseId: Number(period.course_id),
        classId: Number(classId),
        courseType: Number(period.course_type),
      };
      const stream = periodAttendanceStreamId(who.uid, who.periodId);
      const [leaveId] = await store.nextIds(LEAVE_ID_TABLE, 1);
      const base = {
        uid: who.uid,
        periodId: who.periodId,
        courseId: who.courseId,
        classId: who.classId,
        courseType: who.courseType,
      };
      await store.handle(
        periodAttendanceDecider,
        stream,
        {
          type: 'ChangeOpStatus',
          data: {
            ...base,
            by: who.uid,
            at: Math.min(now, Number(period.start_play)) - 3_600 * (4 - i),
            current: 'none',
            event: { type: 'leave.request', byStaff: false },
            newLeaveId: leaveId as number,
            cause: CAUSES[i % CAUSES.length] as string,
          },
        },
        systemMeta,
      );
      commands++;
      if (i < 2 || !head) continue;
      await store.handle(
        periodAttendanceDecider,
        stream,
        {
          type: 'ChangeOpStatus',
          data: {
            ...base,
            by: Number(head.user_id),
            at: Math.min(now, Number(period.start_play)) - 600,
            current: 'requested',
            event: i === 2 ? { type: 'leave.approve' } : { type: 'leave.reject' },
            newLeaveId: 0,
            cause: '',
          },
        },
        systemMeta,
      );
      commands++;
    }
  }
  const teamClasses = await db
    .selectFrom('team_classes')
    .select(['id', 'assistant_id'])
    .orderBy('id')
    .execute();
  for (const team of teamClasses) {
    const first = await db
      .selectFrom('team_class_students')
      .select('uid')
      .where('team_class_id', '=', team.id)
      .orderBy('uid')
      .executeTakeFirst();
    if (!first) continue;
    const held = await db
      .selectFrom('lesson_times')
      .select(['id', 'arrange_time'])
      .where('team_class_id', '=', team.id)
      .where('arrange_time', '<=', now)
      .execute();
    for (const lesson of held) {
      await store.handle(
        lessonAttendanceDecider,
        lessonAttendanceStreamId(Number(lesson.id), Number(first.uid)),
        {
          type: 'ChangeCell',
          data: {
            timesId: Number(lesson.id),
            uid: Number(first.uid),
            teamClassId: Number(team.id),
            by: Number(team.assistant_id),
            at: Number(lesson.arrange_time) + 3_600,
            current: 'truant',
            event: { type: 'cell.manual', remark: '到课签到补录' },
          },
        },
        systemMeta,
      );
      commands++;
    }
  }
  return commands;
}
