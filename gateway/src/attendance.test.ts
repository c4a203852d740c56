import { enumOf } from '@school/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startOneProcess } from './oneProcess';
import { post } from './testing/graphqlClient';

/**
 * Leave, AttendInfo and team classes through GraphQL over the real REST API (in-memory SQLite, the
 * default demo school, today's clock: the demo term's periods and lessons are over). Class 1 is the
 * demo teacher's and takes course 2 (periods 5–8); team class 1 is the demo assistant's.
 */
let server: RunningServer;
let teacher: string;
let assistant: string;

async function signIn(mobile: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password: 'Demo2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}
const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
  post(`${server.url}/graphql`, { query, variables }, { authorization: `Bearer ${token}` });

beforeAll(async () => {
  server = await startOneProcess({ port: 0, databaseUrl: 'sqlite::memory:', logLevel: 'silent' });
  teacher = await signIn('13800000001');
  assistant = await signIn('13800000002');
}, 60_000);
afterAll(() => server?.close());

const ROW = `id studentId opStatus leaveId leaveCause
  abilities { leave { shown allowed } approve { shown allowed } cancelLeave { shown allowed reason }
    markAttended { shown allowed reason } }`;
const PRESS = `mutation($input: OpStatusChange!) { changeOpStatus(input: $input) { ${ROW} } }`;

describe('AttendInfo and the leave tab', () => {
  it('the course header and period list answer counts; rows carry the op_status buttons of the machine', async () => {
    const res = await gql(
      teacher,
      `query { attendCourse(courseId: "2", classId: "1") { id title courseType sectionNum studyCount }
        attendPeriods(courseId: "2", classId: "1") { id status attendNum leaveNum truantNum totalNum }
        periodAttendance(courseId: "2", classId: "1", periodId: "8") { ${ROW} } }`,
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.attendCourse).toMatchObject({ id: '2', sectionNum: 4 });
    const rest = await fetch(`${server.url}/api/lector/stateschoolcourse/2?class_id=1`, {
      headers: { authorization: `Bearer ${teacher}` },
    });
    const { course_type } = ((await rest.json()) as { data: { course_type: number } }).data;
    expect(res.body.data.attendCourse.courseType).toBe(enumOf('CourseType', course_type));
    expect(res.body.data.attendPeriods.map((p: { id: string }) => p.id)).toEqual(['5', '6', '7', '8']);
    const first = res.body.data.periodAttendance[0];
    // A past live period never attended is absent (5): leave is offered, marking attended is not (live).
    expect(first.opStatus).toBe('ABSENT');
    expect(first.abilities.leave).toEqual({ shown: true, allowed: true });
    expect(first.abilities.markAttended.shown).toBe(false);
  });

  it('a staff leave is granted at once, shows in the leave tab, cannot be approved again, and is cancelled', async () => {
    const input = { classId: '1', courseId: '2', periodId: '8', studentId: '8' };
    const granted = await gql(teacher, PRESS, { input: { ...input, action: 'LEAVE', reason: '病假' } });
    expect(granted.body.errors).toBeUndefined();
    expect(granted.body.data.changeOpStatus).toMatchObject({
      opStatus: 'LEAVE_APPROVED',
      leaveCause: '病假',
    });
    expect(granted.body.data.changeOpStatus.abilities.cancelLeave.allowed).toBe(true);
    const leaveId = granted.body.data.changeOpStatus.leaveId as string;

    const tab = await gql(
      teacher,
      `query { classLeaveRequests(classId: "1") { total list { id opStatus cause periodTitle
        abilities { approve { shown allowed reason } reject { shown allowed } } } } }`,
    );
    const row = tab.body.data.classLeaveRequests.list.find((r: { id: string }) => r.id === leaveId);
    expect(row).toMatchObject({ opStatus: 'LEAVE_APPROVED', cause: '病假' });
    expect(row.abilities.approve).toEqual({
      shown: false,
      allowed: false,
      reason: '请假申请已处理，不能重复审批',
    });

    const again = await gql(
      teacher,
      'mutation($ids: [ID!]!) { setLeaveStatus(classId: "1", ids: $ids, opStatus: LEAVE_APPROVED) { id } }',
      { ids: [leaveId] },
    );
    expect(again.body.errors[0].message).toBe('请假申请已处理，不能重复审批');
    expect(again.body.errors[0].extensions.code).toBe('LEAVE_ALREADY_HANDLED');

    const cancelled = await gql(teacher, PRESS, { input: { ...input, action: 'CANCEL_LEAVE' } });
    expect(cancelled.body.data.changeOpStatus.opStatus).toBe('LEAVE_CANCELLED');
    const twice = await gql(teacher, PRESS, { input: { ...input, action: 'CANCEL_LEAVE' } });
    expect(twice.body.errors[0].extensions).toMatchObject({
      code: 'ATTENDANCE_STATE_NOT_ALLOWED',
      status: 409,
    });
  });

  it('staff of another class are refused, and the export answers a private url', async () => {
    const other = await gql(teacher, 'query { classLeaveRequests(classId: "2") { total } }');
    expect(other.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const exported = await gql(
      teacher,
      'mutation { exportCourseAttendance(courseId: "2", classId: "1") { url fileName } }',
    );
    expect(exported.body.data.exportCourseAttendance.url).toMatch(/^\/api\/exports\/[\w-]{32}$/);
    expect(exported.body.data.exportCourseAttendance.fileName).toMatch(/考勤\.xlsx$/);
  }, 30_000);
});

describe('team classes', () => {
  const CELL =
    'id lessonId studentId attendance status remarks abilities { leave { allowed } manual { shown allowed } cancelLeave { allowed } cancelAttendance { allowed } }';
  const SET = `mutation($lesson: ID!, $student: ID!, $action: AttendanceCellAction!, $remark: String) {
    setLessonAttendance(teamClassId: "1", lessonId: $lesson, studentId: $student, action: $action, remark: $remark) { ${CELL} }
  }`;

  it('the assistant lists team classes with campuses; a teacher is refused', async () => {
    const res = await gql(
      assistant,
      'query { teamClasses { total campuses { id name } list { id className campusName inNumber teachingMode } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.teamClasses.total).toBeGreaterThan(0);
    expect(res.body.data.teamClasses.campuses.length).toBeGreaterThan(0);
    const theirs = await gql(teacher, 'query { teamClasses { total } }');
    expect(theirs.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('the team class list filters by classification, grade, subject, teaching mode and room, whose options the assistant gets', async () => {
    const opts = await gql(
      assistant,
      'query { classFilterOptions { classifies { id } grades { id } subjects { id } rooms { id } } }',
    );
    expect(opts.body.errors).toBeUndefined();
    expect(opts.body.data.classFilterOptions.subjects.length).toBeGreaterThan(0);
    expect(opts.body.data.classFilterOptions.rooms.length).toBeGreaterThan(0);
    const all = await gql(assistant, 'query { teamClasses(limit: 100) { list { id teachingMode } } }');
    const live = all.body.data.teamClasses.list.filter(
      (t: { teachingMode: string }) => t.teachingMode === 'LIVE',
    );
    // The demo school's team classes alternate live and in person.
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(all.body.data.teamClasses.list.length);
    const filtered = await gql(
      assistant,
      'query { teamClasses(limit: 100, filter: { teachingMode: LIVE, classifyId: null, subjectId: null, roomId: null }) { list { id teachingMode } } }',
    );
    expect(filtered.body.errors).toBeUndefined();
    expect(filtered.body.data.teamClasses.list).toEqual(live);
    const target = await gql(
      assistant,
      'query { teamClass(id: "1") { classifyName gradeName subjectName arrangeLesson { id timeName arrangeTime } } }',
    );
    expect(target.body.errors).toBeUndefined();
    expect(target.body.data.teamClass.arrangeLesson).toMatchObject({
      id: expect.any(String),
      timeName: expect.any(String),
    });
    const teacherOpts = await gql(teacher, 'query { classFilterOptions { subjects { id } rooms { id } } }');
    expect(teacherOpts.body.data.classFilterOptions).toEqual({ subjects: [], rooms: [] });
  });

  it('the matrix is students × lessons; a truant is marked present with a reason of at most 100, leave is taken and cancelled', async () => {
    const res = await gql(
      assistant,
      `query { teamClass(id: "1") { id className } teamClassStudents(id: "1") { id name }
        teamClassLessons(id: "1") { id timeName } teamClassAttendance(id: "1") { studentId name cells { ${CELL} } } }`,
    );
    expect(res.body.errors).toBeUndefined();
    const { teamClassLessons: lessons, teamClassAttendance: rows } = res.body.data;
    expect(rows).toHaveLength(res.body.data.teamClassStudents.length);
    expect(rows[0].cells).toHaveLength(lessons.length);
    const cell = rows[0].cells[0];
    expect(cell).toMatchObject({ attendance: 'TRUANT', status: 'MARKED' });
    expect(cell.abilities.manual).toEqual({ shown: true, allowed: true });
    const vars = { lesson: cell.lessonId, student: cell.studentId };

    const long = await gql(assistant, SET, { ...vars, action: 'MANUAL', remark: '补'.repeat(101) });
    expect(long.body.errors[0].message).toBe('补考勤原因不能超过100个字');
    const present = await gql(assistant, SET, { ...vars, action: 'MANUAL', remark: '迟到补签' });
    expect(present.body.data.setLessonAttendance).toMatchObject({
      id: cell.id,
      attendance: 'PRESENT',
      remarks: '迟到补签',
    });
    expect(present.body.data.setLessonAttendance.abilities.cancelAttendance.allowed).toBe(true);
    await gql(assistant, SET, { ...vars, action: 'CANCEL_ATTENDANCE' });
    const leave = await gql(assistant, SET, { ...vars, action: 'LEAVE' });
    expect(leave.body.data.setLessonAttendance.attendance).toBe('LEAVE');
    const back = await gql(assistant, SET, { ...vars, action: 'CANCEL_LEAVE' });
    expect(back.body.data.setLessonAttendance.attendance).toBe('TRUANT');
    const refused = await gql(assistant, SET, { ...vars, action: 'CANCEL_LEAVE' });
    expect(refused.body.errors[0].message).toBe('当前考勤状态不能进行该操作');
  });

  it('arranged homework of a team class is listed (none yet)', async () => {
    const res = await gql(assistant, 'query { teamClassHomework(id: "1") { id name } }');
    expect(res.body.data.teamClassHomework).toEqual([]);
  });
});
