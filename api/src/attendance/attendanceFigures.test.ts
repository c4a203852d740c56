import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import {
  EXPECTED_BUCKET,
  LEAVE_KINDS,
  periodWithEveryLeave,
} from '../../test/scenarios/periodWithEveryLeave';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { takesAttendance } from './periodBucket';

/**
 * The attendance figures of the demo school agree everywhere (issue: AttendInfo left out students with
 * a pending, rejected or cancelled leave; an approved leave of an attended period counted twice; class
 * statistics took leave from truancy per course). Class 1 of the demo teacher.
 */
const nowMs = Date.parse('2026-09-20T10:00:00+08:00');
const now = nowMs / 1000;
let clockMs = nowMs;
const CLASS_ID = 1;

let server: TestServer;
let token: string;
const get = async (path: string) => {
  const res = await server.call('GET', `/api/lector${path}`, { token });
  expect(res.status, path).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  server = await startTestServer({ clock: () => clockMs });
  token = await server.login(DEMO_ACCOUNTS.teacher);
});
afterAll(() => server.close());

async function attendanceCourses() {
  const rows = await server.store.db
    .selectFrom('class_courses as cc')
    .innerJoin('courses as c', 'c.id', 'cc.course_id')
    .select(['c.id', 'c.course_type'])
    .where('cc.class_id', '=', CLASS_ID)
    .execute();
  return rows.filter((r) => takesAttendance(Number(r.course_type))).map((r) => Number(r.id));
}

type Tally = { attended: number; leave: number; truant: number };
const BUCKET_KEY: Record<number, keyof Tally | undefined> = { 1: 'attended', 2: 'leave', 3: 'truant' };

describe('attendance figures of the demo class', () => {
  it("AttendInfo's period counts put every student in one bucket, the dialog's, and class statistics add them up", async () => {
    const perStudent = new Map<number, Tally>();
    let endedPeriods = 0;
    for (const courseId of await attendanceCourses()) {
      const periods = await get(`/stateschoolcourse/studyperiods/${courseId}/${CLASS_ID}`);
      for (const p of periods) {
        const rows = await get(`/stateschoolcourse/studystudents/${courseId}/${CLASS_ID}?period_id=${p.id}`);
        expect(rows.length).toBe(p.total_num);
        const tally: Tally = { attended: 0, leave: 0, truant: 0 };
        for (const r of rows) {
          const key = BUCKET_KEY[r.attendance];
          if (!key) continue;
          tally[key] += 1;
          const mine = perStudent.get(r.uid) ?? { attended: 0, leave: 0, truant: 0 };
          mine[key] += 1;
          perStudent.set(r.uid, mine);
        }
        const counted = { attended: p.attend_num, leave: p.leave_num, truant: p.truant_num };
        expect(counted, `period ${p.id}`).toEqual(tally);
        if (p.start_play + p.total_time < now) {
          endedPeriods += 1;
          expect(p.attend_num + p.leave_num + p.truant_num, `ended period ${p.id}`).toBe(p.total_num);
        }
      }
    }
    expect(endedPeriods).toBeGreaterThan(0);
    const stats = await get(`/stateschoolclass/studyanalysis/${CLASS_ID}?limit=1000`);
    for (const row of stats.list) {
      const mine = perStudent.get(row.uid) ?? { attended: 0, leave: 0, truant: 0 };
      expect(
        { attended: row.attend_times, leave: row.leave_times, truant: row.truant_times },
        `student ${row.uid}`,
      ).toEqual(mine);
    }
  }, 60_000);

  it('a period with every kind of leave: each student in the bucket the tooltip names, and study detail shows the leave', async () => {
    const scene = await periodWithEveryLeave(server.store, { now });
    const dialogAt = async () =>
      get(`/stateschoolcourse/studystudents/${scene.courseId}/${CLASS_ID}?period_id=${scene.periodId}`);
    const periodAt = async () =>
      (await get(`/stateschoolcourse/studyperiods/${scene.courseId}/${CLASS_ID}`)).find(
        (p: any) => p.id === scene.periodId,
      );
    const NUMBER = { attended: 1, leave: 2, truant: 3 } as const;

    // While the session runs nobody is truant yet; the approved leaves and the attendance count already.
    clockMs = scene.during * 1000;
    const running = await periodAt();
    expect(running.truant_num).toBe(0);
    const runningRows = await dialogAt();
    for (const kind of LEAVE_KINDS) {
      const row = runningRows.find((r: any) => r.uid === scene.students[kind]);
      expect(row.attendance, kind).toBe(
        EXPECTED_BUCKET[kind] === 'truant' ? 0 : NUMBER[EXPECTED_BUCKET[kind]],
      );
    }

    clockMs = scene.afterEnd * 1000;
    const rows = await dialogAt();
    for (const kind of LEAVE_KINDS) {
      const row = rows.find((r: any) => r.uid === scene.students[kind]);
      expect(row.attendance, kind).toBe(NUMBER[EXPECTED_BUCKET[kind]]);
    }
    const ended = await periodAt();
    expect(ended.attend_num + ended.leave_num + ended.truant_num).toBe(ended.total_num);
    const counted = (b: string) => rows.filter((r: any) => r.attendance === NUMBER[b as 'leave']).length;
    expect([ended.attend_num, ended.leave_num, ended.truant_num]).toEqual([
      counted('attended'),
      counted('leave'),
      counted('truant'),
    ]);

    // The student's study detail shows the same leave and op_status as the dialog.
    for (const kind of LEAVE_KINDS) {
      const uid = scene.students[kind];
      const detail = (
        await get(`/stateschoolstudent/studyperiods/${uid}?course_id=${scene.courseId}&class_id=${CLASS_ID}`)
      ).find((p: any) => p.id === scene.periodId);
      const row = rows.find((r: any) => r.uid === uid);
      expect(detail.op_status, kind).toBe(row.op_status);
      expect(detail.leave_id, kind).toBe(row.leave_id);
      expect(detail.leave_cause, kind).toBe(row.leave_cause);
      if (!kind.startsWith('none')) expect(detail.leave_cause, kind).toBe(`请假：${kind}`);
      else expect(detail).not.toHaveProperty('leave_id');
    }
    clockMs = nowMs;
  }, 60_000);
});
