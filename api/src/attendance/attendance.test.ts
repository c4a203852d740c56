import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { teamClassDecider } from '../school';
import { systemMeta } from '../store/eventStore';

/**
 * Leave and attendance over HTTP on the demo school: class 1 (headed by the demo teacher) takes
 * courses 1 (in person) and 2 (live); its first student is uid 7.
 */
const nowMs = Date.parse('2026-09-20T10:00:00+08:00');
const now = nowMs / 1000;
const STUDENT_UID = 7;

let server: TestServer;
const tokens: Record<string, string> = {};
type Who = 'teacher' | 'assistant' | 'student';
const call = (who: Who, method: string, path: string, json?: unknown) =>
  server.call(method, path, { token: tokens[who] as string, ...(json === undefined ? {} : { json }) });
const lector = (who: Who, method: string, path: string, json?: unknown) =>
  call(who, method, `/api/lector${path}`, json);
const assistants = (method: string, path: string, json?: unknown) =>
  call('assistant', method, `/api/assistants${path}`, json);

const periods = async (courseId: number) =>
  server.store.db
    .selectFrom('course_periods')
    .select(['id', 'start_play', 'end_play'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .execute();

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  tokens.student = await server.login(DEMO_ACCOUNTS.student);
});
afterAll(() => server.close());

describe('leave requests', () => {
  it('a student asks leave of a future period once; staff approve it; a batch with a handled one changes none', async () => {
    const past = (await periods(2)).find((p) => Number(p.end_play) < now);
    const first = (await periods(2)).find((p) => Number(p.start_play) > now) as { id: number };
    const second = (await periods(3)).find((p) => Number(p.start_play) > now) as { id: number };
    const ask = (periodId: number, course_id = 2) =>
      call('student', 'POST', '/api/app/leave', {
        course_id,
        course_periods_id: periodId,
        leave_cause: '生病',
      });
    const asked = await ask(first.id);
    expect(asked.status).toBe(200);
    expect((await ask(first.id)).body.msg).toBe('已提交过请假申请，请勿重复提交');
    expect((await ask(Number(past?.id))).body.msg).toBe('课程已开始，不能请假');
    const second1 = await ask(second.id, 3);
    const leaveA = asked.body.data.leave_id as number;
    const leaveB = second1.body.data.leave_id as number;

    const list = await lector('teacher', 'GET', '/leave/getLeaveList/1?op_status=1');
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((r: any) => r.id)).toEqual(expect.arrayContaining([leaveA, leaveB]));
    expect((await lector('teacher', 'GET', '/leave/getLeaveList/2')).status).toBe(404);

    expect((await lector('teacher', 'PUT', `/leave/setOpStatus/${leaveA}`, { op_status: 2 })).status).toBe(
      200,
    );
    const figures = await lector('teacher', 'GET', '/stateschoolclass/studyanalysis/1?limit=100');
    expect(figures.body.data.list.find((r: any) => r.uid === STUDENT_UID).leave_times).toBe(1);
    const batch = await lector('teacher', 'PUT', `/leave/setOpStatus/${leaveA},${leaveB}`, { op_status: 3 });
    expect(batch.status).toBe(409);
    expect(batch.body.msg).toContain(String(leaveA));
    const after = await lector('teacher', 'GET', '/leave/getLeaveList/1');
    const rowB = after.body.data.list.find((r: any) => r.id === leaveB);
    expect(rowB.op_status).toBe(1);
    expect((await lector('teacher', 'PUT', `/leave/setOpStatus/${leaveB}`, { op_status: 3 })).status).toBe(
      200,
    );

    const students = await lector(
      'teacher',
      'GET',
      `/stateschoolcourse/studystudents/2/1?period_id=${first.id}`,
    );
    const me = students.body.data.find((s: any) => s.uid === STUDENT_UID);
    expect(me.op_status).toBe(2);
    expect(me.abilities.cancel_leave.allowed).toBe(true);
    const cancel = await lector('teacher', 'POST', '/leave/cancel', {
      uid: STUDENT_UID,
      class_id: 1,
      course_id: 2,
      course_periods_id: first.id,
    });
    expect(cancel.status).toBe(200);
    const again = await lector('teacher', 'PUT', `/leave/setOpStatus/${leaveA}`, { op_status: 2 });
    expect(again.status).toBe(409);
  });

  it('offline attendance: mark present with a reason of at most 100, cancel it; live refuses it', async () => {
    const past = (await periods(1)).find((p) => Number(p.end_play) < now);
    const body = { uid: STUDENT_UID, class_id: 1, course_id: 1, course_periods_id: Number(past?.id) };
    const view = async () =>
      (
        await lector('teacher', 'GET', `/stateschoolcourse/studystudents/1/1?period_id=${past?.id}`)
      ).body.data.find((s: any) => s.uid === STUDENT_UID);
    const before = await view();
    if (before.op_status === 0) {
      expect((await lector('teacher', 'POST', '/leave/attendance', { ...body, op_status: 5 })).status).toBe(
        200,
      );
    }
    const absent = await view();
    expect(absent.op_status).toBe(5);
    // No manual attendance: no remark is answered (absent, not '').
    expect('remark' in absent).toBe(false);
    const long = await lector('teacher', 'POST', '/leave/attendance', {
      ...body,
      op_status: 0,
      reason: 'x'.repeat(101),
    });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe('补考勤原因不能超过100个字');
    expect(
      (
        await lector('teacher', 'POST', '/leave/attendance', {
          ...body,
          op_status: 0,
          reason: '线下签到漏记',
        })
      ).status,
    ).toBe(200);
    const marked = await view();
    expect([marked.op_status, marked.remark]).toEqual([0, '线下签到漏记']);
    const livePast = (await periods(2)).find((p) => Number(p.end_play) < now);
    const live = await lector('teacher', 'POST', '/leave/attendance', {
      ...body,
      course_id: 2,
      course_periods_id: Number(livePast?.id),
      op_status: 0,
      reason: '补',
    });
    expect(live.status).toBe(409);
  });
});

describe("the student app's schedule and leave", () => {
  it('lists upcoming periods soonest first; a pending leave shows 1 and can be taken back (4), once', async () => {
    const schedule = async () => (await call('student', 'GET', '/api/app/schedule?limit=100')).body.data;
    const before = await schedule();
    const starts = before.list.map((r: any) => r.start_play);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(before.list.every((r: any) => r.end_play > now)).toBe(true);
    // A period no test has asked leave of yet (the first test asks of course 2 and 3's next ones).
    const target = before.list.findLast((r: any) => r.op_status === -1) as { id: number; course_id: number };
    const row = () => schedule().then((d) => d.list.find((r: any) => r.id === target.id));
    expect(await row()).toMatchObject({
      op_status: -1,
      abilities: { leave: { allowed: true }, cancel: { shown: false } },
    });
    expect((await row()).leave_id).toBeUndefined();

    const empty = await call('student', 'POST', '/api/app/leave', {
      course_id: target.course_id,
      course_periods_id: target.id,
      leave_cause: '  ',
    });
    expect(empty.body.msg).toBe('请输入');
    const long = await call('student', 'POST', '/api/app/leave', {
      course_id: target.course_id,
      course_periods_id: target.id,
      leave_cause: '病'.repeat(101),
    });
    expect(long.body.msg).toBe('请假原因不能超过100个字');
    const asked = await call('student', 'POST', '/api/app/leave', {
      course_id: target.course_id,
      course_periods_id: target.id,
      leave_cause: '发烧',
    });
    expect(asked.status).toBe(200);
    expect(await row()).toMatchObject({
      op_status: 1,
      leave_cause: '发烧',
      leave_id: asked.body.data.leave_id,
      abilities: { leave: { shown: false }, cancel: { shown: true, allowed: true } },
    });

    const cancel = () =>
      call('student', 'POST', '/api/app/leave/cancel', {
        course_id: target.course_id,
        course_periods_id: target.id,
      });
    const cancelled = await cancel();
    expect(cancelled.body.msg).toBe('取消请假成功');
    expect(await row()).toMatchObject({ op_status: 4, abilities: { cancel: { shown: false } } });
    expect((await cancel()).body.msg).toBe('只能取消待审批的请假申请');
    const leaveTab = await lector('teacher', 'GET', '/leave/getLeaveList/1?limit=100');
    expect(leaveTab.body.data.list.find((r: any) => r.id === asked.body.data.leave_id)?.op_status).toBe(4);
    expect((await call('teacher', 'GET', '/api/app/schedule')).status).toBe(403);
  });
});

describe('team classes', () => {
  it('the assistant lists team classes and acts on the attendance matrix', async () => {
    const list = await assistants('GET', '/teamClass');
    expect(list.status).toBe(200);
    const team = list.body.data.list[0];
    expect(team).toBeDefined();
    expect(Array.isArray(list.body.data.extra)).toBe(true);
    const matrix = await assistants('GET', `/teamClass/classTime/student/classAttendance/${team.id}`);
    expect(matrix.status).toBe(200);
    const student = matrix.body.data[0];
    const held = student.times.find((t: any) => t.status === 1);
    expect(held.attendance).toBe(3);
    const set = (type: number, remark = '') =>
      assistants('POST', '/teamClass/classTime/student/setAttendance', {
        class_id: team.id,
        times_id: held.id,
        clue_id: student.clue_id,
        type,
        remark,
      });
    expect((await set(3)).status).toBe(409);
    expect((await set(4)).body.msg).toBe('请填写补考勤原因');
    const long = await set(4, '补'.repeat(101));
    expect([long.status, long.body.msg]).toEqual([400, '补考勤原因不能超过100个字']);
    expect((await set(4, '迟到补签')).status).toBe(200);
    expect((await set(3)).status).toBe(200);
    expect((await set(1)).status).toBe(200);
    const cell = (
      await assistants('GET', `/teamClass/classTime/student/classAttendance/${team.id}`)
    ).body.data[0].times.find((t: any) => t.id === held.id);
    expect(cell.attendance).toBe(2);
    expect((await set(2)).status).toBe(200);
    expect((await lector('teacher', 'GET', `/teamClass/${team.id}`)).status).toBe(403);
  });

  it('no enrolment type nor lesson price is made up: the product records neither, so both are left out', async () => {
    const team = (await assistants('GET', '/teamClass')).body.data.list[0];
    expect(team.sign_type_name).toBeUndefined();
    expect((await assistants('GET', `/teamClass/${team.id}`)).body.data.sign_type_name).toBeUndefined();
    const students = (await assistants('GET', `/teamClass/student/getTeamClassStudentList/${team.id}`)).body
      .data.list;
    expect(students.length).toBeGreaterThan(0);
    for (const s of students) {
      expect([s.sign_type_name, s.periods_price]).toEqual([undefined, undefined]);
      expect(s.class_time_hour).toBeGreaterThan(0);
    }
  });
});

describe('合同编号 of a team class student', () => {
  it('is the contract recorded at enrolment, and is left out for an enrolment recorded without one', async () => {
    const team = (await assistants('GET', '/teamClass')).body.data.list[0];
    const list = async () =>
      (await assistants('GET', `/teamClass/student/getTeamClassStudentList/${team.id}`)).body.data
        .list as any[];
    const enrolled = new Set((await list()).map((s) => s.id));
    const outsiders = await server.store.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'student')
      .orderBy('id')
      .execute();
    const [withContract, without] = outsiders.map((u) => Number(u.id)).filter((id) => !enrolled.has(id));
    const join = (uid: number, contractNumber?: string) =>
      server.store.handle(
        teamClassDecider,
        `teamClass-${team.id}`,
        { type: 'JoinTeamClass', data: { teamClassId: team.id, uid, at: 1, contractNumber } },
        systemMeta,
      );
    await join(withContract as number, 'HT2026-0917');
    await join(without as number);
    const rows = await list();
    expect(rows.find((s) => s.id === withContract).contracts_number).toBe('HT2026-0917');
    expect(rows.find((s) => s.id === without)).not.toHaveProperty('contracts_number');
  });
});

describe('team class list filters', () => {
  it('filters by class name, classification, grade, subject, teaching mode, room and campus', async () => {
    const all = (await assistants('GET', '/teamClass?limit=100')).body.data;
    expect(all.list.length).toBeGreaterThan(1);
    const rows = await server.store.db
      .selectFrom('team_classes')
      .selectAll()
      .where(
        'id',
        'in',
        all.list.map((t: any) => t.id),
      )
      .execute();
    const target = rows[rows.length - 1] as (typeof rows)[number];
    const filters: [string, number, (r: (typeof rows)[number]) => boolean][] = [
      ['classify_id', target.classify_id, (r) => r.classify_id === target.classify_id],
      ['grade_id', target.grade_id, (r) => r.grade_id === target.grade_id],
      ['subject_id', target.subject_id, (r) => r.subject_id === target.subject_id],
      ['teaching_mode', target.teaching_mode, (r) => r.teaching_mode === target.teaching_mode],
      ['room_id', target.room_id, (r) => r.room_id === target.room_id],
      ['school_id', target.campus_id, (r) => r.campus_id === target.campus_id],
    ];
    for (const [key, value, keep] of filters) {
      const res = await assistants('GET', `/teamClass?limit=100&${key}=${value}`);
      expect(res.status, key).toBe(200);
      const ids = res.body.data.list.map((t: any) => t.id).sort();
      expect(ids, key).toEqual(
        rows
          .filter(keep)
          .map((r) => Number(r.id))
          .sort(),
      );
      expect(ids, key).toContain(Number(target.id));
    }
    const all6 = await assistants(
      'GET',
      `/teamClass?limit=100&class_name=${encodeURIComponent(target.class_name)}&classify_id=${target.classify_id}&grade_id=${target.grade_id}&subject_id=${target.subject_id}&teaching_mode=${target.teaching_mode}&room_id=${target.room_id}&school_id=${target.campus_id}`,
    );
    expect(all6.body.data.list.map((t: any) => t.id)).toEqual([Number(target.id)]);
    expect((await assistants('GET', '/teamClass?teaching_mode=3')).status).toBe(400);
    expect((await assistants('GET', '/teamClass?room_id=abc')).status).toBe(400);
  });
});

describe('arranged homework lookups', () => {
  it("shows a team class's lesson time and target to its assistant and teacher, and no one else's", async () => {
    const lesson = await assistants('GET', '/teamClass/classTime/detailClassTime/1');
    expect(lesson.status).toBe(200);
    expect(lesson.body.data).toMatchObject({ id: 1, team_class_id: 1 });
    expect((await lector('teacher', 'GET', '/teacherSchedule/detailClassTime/1')).status).toBe(200);
    const target = (await lector('teacher', 'GET', '/teacherSchedule/scheduleDetail/1')).body.data;
    expect(target.id).toBe(1);
    // The lesson a homework arranged now follows: the latest started, else the next.
    const lessons = await server.store.db
      .selectFrom('lesson_times')
      .select(['id', 'arrange_time'])
      .where('team_class_id', '=', 1)
      .orderBy('arrange_time')
      .execute();
    const latest = [...lessons].reverse().find((l) => Number(l.arrange_time) <= now) ?? lessons[0];
    expect(target.arrange_lesson.id).toBe(Number(latest?.id));
    expect((await assistants('GET', '/teamClass/1')).body.data.arrange_lesson.id).toBe(Number(latest?.id));
    const records = await assistants('GET', '/arrangeHomework/getClassHomeWorkRecord?type=3&class_id=1');
    expect(records.status).toBe(200);
    expect(records.body.data).toEqual([]);
    expect((await lector('teacher', 'GET', '/teacherSchedule/scheduleDetail/2')).status).toBe(404);
  });
});

describe('AttendInfo export (stateschoolcourse/exportStudy)', () => {
  it("answers a private .xlsx of the course's periods and the class's students by period", async () => {
    const res = await lector('teacher', 'POST', '/stateschoolcourse/exportStudy', { id: 2, class: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data.file_name).toMatch(/考勤\.xlsx$/);
    const file = await fetch(server.url + res.body.data.url, {
      headers: { authorization: `Bearer ${tokens.teacher}` },
    });
    expect(file.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['课时考勤', '学员考勤']);
    const periods = workbook.getWorksheet('课时考勤');
    expect(periods?.rowCount).toBe(
      1 +
        (await server.store.db.selectFrom('course_periods').select('id').where('course_id', '=', 2).execute())
          .length,
    );
    const students = workbook.getWorksheet('学员考勤');
    expect(students?.getRow(1).getCell(1).value).toBe('昵称');
    expect(students?.rowCount).toBeGreaterThan(1);
    const assistantsFile = await fetch(server.url + res.body.data.url, {
      headers: { authorization: `Bearer ${tokens.assistant}` },
    });
    expect(assistantsFile.status).toBe(404);
  }, 30_000);

  it("is refused for a class that is not the caller's, and for a course the class does not take", async () => {
    expect(
      (await lector('teacher', 'POST', '/stateschoolcourse/exportStudy', { id: 2, class: 2 })).status,
    ).toBe(404);
    const wrongCourse = await lector('teacher', 'POST', '/stateschoolcourse/exportStudy', {
      id: 999,
      class: 1,
    });
    expect(wrongCourse.status).toBe(404);
    expect(wrongCourse.body.msg).toBe('课程不存在');
  });
});
