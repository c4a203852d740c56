import type { Kysely } from 'kysely';
import { type PeriodBucket, periodBucket, takesAttendance } from '../attendance';
import type { Database } from '../store/schema';

/** A student's attendance figures (spec section 3): attended, leave and truant periods. */
export interface AttendanceFigures {
  attend_times: number;
  leave_times: number;
  truant_times: number;
}

const ZERO: AttendanceFigures = { attend_times: 0, leave_times: 0, truant_times: 0 };
const FIELD: Partial<Record<PeriodBucket, keyof AttendanceFigures>> = {
  attended: 'attend_times',
  leave: 'leave_times',
  truant: 'truant_times',
};

/**
 * The attendance figures of students over some courses, per student and course, counted period by
 * period with the one bucket rule AttendInfo counts with (never per course from separate tallies).
 */
export async function attendanceFigures(
  db: Kysely<Database>,
  uids: number[],
  courseIds: number[],
  now: number,
): Promise<(uid: number, courseId?: number) => AttendanceFigures> {
  const byKey = new Map<string, AttendanceFigures>();
  if (uids.length > 0 && courseIds.length > 0) {
    const [periods, study, marks] = await Promise.all([
      db
        .selectFrom('course_periods as p')
        .innerJoin('courses as c', 'c.id', 'p.course_id')
        .select(['p.id', 'p.course_id', 'p.end_play', 'c.course_type'])
        .where('p.course_id', 'in', courseIds)
        .execute(),
      db
        .selectFrom('period_study as s')
        .innerJoin('course_periods as p', 'p.id', 's.period_id')
        .select(['s.uid', 's.period_id', 's.attended'])
        .where('s.uid', 'in', uids)
        .where('p.course_id', 'in', courseIds)
        .execute(),
      db
        .selectFrom('period_attendance')
        .select(['uid', 'period_id', 'leave_status', 'mark'])
        .where('uid', 'in', uids)
        .where('course_id', 'in', courseIds)
        .execute(),
    ]);
    const attendedOf = new Set(
      study.filter((s) => Number(s.attended) === 1).map((s) => `${s.uid}-${s.period_id}`),
    );
    const markOf = new Map(marks.map((m) => [`${m.uid}-${m.period_id}`, m]));
    for (const p of periods) {
      if (!takesAttendance(Number(p.course_type))) continue;
      for (const uid of uids) {
        const key = `${uid}-${p.id}`;
        const m = markOf.get(key);
        const bucket = periodBucket(
          {
            courseType: Number(p.course_type),
            endPlay: Number(p.end_play),
            attended: attendedOf.has(key),
            leaveStatus: Number(m?.leave_status ?? 0),
            mark: Number(m?.mark ?? 0),
          },
          now,
        );
        const field = FIELD[bucket];
        if (!field) continue;
        for (const k of [`${uid}`, `${uid}-${p.course_id}`]) {
          const f = byKey.get(k) ?? { ...ZERO };
          f[field] += 1;
          byKey.set(k, f);
        }
      }
    }
  }
  return (uid, courseId) =>
    byKey.get(courseId === undefined ? `${uid}` : `${uid}-${courseId}`) ?? { ...ZERO };
}
