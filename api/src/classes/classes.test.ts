import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';

/**
 * Classes over HTTP on the demo school. The demo teacher (user 1) heads classes 1 and 4 and teaches
 * 3 and 6; class 2 is another teacher's. Class 1 takes courses 1 (in person), 2 and 3 (live); its
 * first student is 13900000001 (uid 7). Course 2's first period (id 5) ran 2026-09-03 08:00–09:30.
 */
const nowMs = Date.parse('2026-09-20T10:00:00+08:00');
const PERIOD = 5;
const PERIOD_START = Date.parse('2026-09-03T08:00:00+08:00') / 1000;
const STUDENT_UID = 7;

let server: TestServer;
const tokens: Record<string, string> = {};
type Who = 'teacher' | 'assistant' | 'otherTeacher' | 'student' | 'outsider';
const call = (who: Who, method: string, path: string, json?: unknown) =>
  server.call(method, path, { token: tokens[who] as string, ...(json === undefined ? {} : { json }) });
const lector = (who: Who, method: string, path: string, json?: unknown) =>
  call(who, method, `/api/lector${path}`, json);
const study = (who: Who, body: Record<string, unknown>) =>
  call(who, 'POST', '/api/app/study/progress', {
    period_id: PERIOD,
    slice_start: PERIOD_START,
    seconds: 300,
    position: 300,
    mode: 1,
    ...body,
  });
const studentRow = async (uid = STUDENT_UID) => {
  const res = await lector('teacher', 'GET', '/stateschoolclass/studyanalysis/1?limit=100');
  return (res.body.data.list as any[]).find((s) => s.uid === uid);
};
const eventCount = async () =>
  Number(
    (
      await server.store.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (who: Who, path: string, bytes: Uint8Array, name: string, method = 'POST') => {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  return server.call(method, path, { token: tokens[who] as string, body: form });
};

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  tokens.otherTeacher = await server.login('13800100001');
  tokens.student = await server.login(DEMO_ACCOUNTS.student);
  // A student of class 2, which does not take course 2.
  tokens.outsider = await server.login('13900000031');
});
afterAll(() => server.close());

describe('class list (ClassManage)', () => {
  it('a teacher sees the classes they teach or head; only_manager keeps those they head', async () => {
    const all = await lector('teacher', 'GET', '/stateschoolclass');
    expect(all.status).toBe(200);
    expect((all.body.data.list as any[]).map((c) => c.id).sort()).toEqual([1, 3, 4, 6]);
    const managed = await lector('teacher', 'GET', '/stateschoolclass?only_manager=1');
    expect((managed.body.data.list as any[]).map((c) => c.id).sort()).toEqual([1, 4]);
    const row = (managed.body.data.list as any[]).find((c) => c.id === 1);
    expect(row).toMatchObject({ students_count: 30, is_processing: 1, is_header_teacher: 1, valid_type: 1 });
    expect(row.grade_name).toBe('初一');
    expect(row.head_teachers).toHaveLength(1);
    expect(all.body.data.extra.switches).toEqual({ is_show_grade: 1, is_show_classify: 1 });
  });

  it('filters by name, grade, classification, large class and status', async () => {
    const byName = await lector('teacher', 'GET', `/stateschoolclass?name=${encodeURIComponent('初一')}`);
    expect((byName.body.data.list as any[]).map((c) => c.id)).toEqual([1]);
    const byLarge = await lector('teacher', 'GET', '/stateschoolclass?large_class_id=2');
    expect((byLarge.body.data.list as any[]).every((c) => c.large_class_id === 2)).toBe(true);
    const ended = await lector('teacher', 'GET', '/stateschoolclass?is_processing=2');
    expect(ended.body.data.total).toBe(0);
    const large = await lector('teacher', 'GET', '/stateschoolclass/large/list');
    expect((large.body.data as any[]).map((l) => l.id)).toEqual([1, 2]);
  });

  it('an assistant sees the classes they serve in, on the assistants prefix', async () => {
    const res = await call('assistant', 'GET', '/api/assistants/stateschoolclass');
    expect((res.body.data.list as any[]).map((c) => c.id).sort()).toEqual([1, 4]);
  });
});

describe('commonFilter (the class list filters)', () => {
  it('teachers get classification and grade; assistants also subject and room', async () => {
    const keys = 'classify,grade,subject,room';
    const teacher = await lector('teacher', 'GET', `/commonFilter/${keys}`);
    expect(Object.keys(teacher.body.data).sort()).toEqual(['classify', 'grade']);
    expect(teacher.body.data.grade.map((g: any) => g.name)).toContain('初一');
    const assistant = await call('assistant', 'GET', `/api/assistants/commonFilter/${keys}`);
    expect(Object.keys(assistant.body.data).sort()).toEqual(['classify', 'grade', 'room', 'subject']);
    expect(assistant.body.data.room.length).toBeGreaterThan(0);
    expect(assistant.body.data.subject.length).toBeGreaterThan(0);
  });
});

describe("another teacher's class is refused", () => {
  it.each([
    '/stateschoolclass/2',
    '/stateschoolstudent?class_id=2',
    '/stateschoolcourse?class_id=2',
    '/class/homework/2',
    '/stateschoolclass/studyanalysis/2',
    '/stateschoolstudent/37',
    '/stateschoolstudent/studycourses/37',
    '/stateschoolstudent/studyperiods/37?course_id=1',
  ])('GET %s answers 404', async (path) => {
    const res = await lector('teacher', 'GET', path);
    expect(res.status).toBe(404);
  });

  it('its statistics export and schedule image are refused, and the class is unchanged', async () => {
    const exported = await lector('teacher', 'POST', '/stateschoolclass/studyanalysis/export', {
      class_id: 2,
    });
    expect(exported.status).toBe(404);
    const put = await lector('teacher', 'PUT', '/stateschoolclass/2', { schedule_image: '/api/files/x.png' });
    expect(put.status).toBe(404);
    const student = await lector('teacher', 'POST', '/stateschoolstudent/exportStudy', { id: 37 });
    expect(student.status).toBe(404);
  });

  it('an assistant is refused a class they do not serve in, and its students', async () => {
    for (const path of [
      '/stateschoolclass/2',
      '/stateschoolstudent?class_id=2',
      '/stateschoolclass/studyanalysis/2',
      '/stateschoolstudent/37',
    ]) {
      expect({ path, status: (await call('assistant', 'GET', `/api/assistants${path}`)).status }).toEqual({
        path,
        status: 404,
      });
    }
  });

  it('the other teacher does not see class 3 (taught only by the demo teacher and its head)', async () => {
    const res = await lector('otherTeacher', 'GET', '/stateschoolclass/3');
    expect(res.status).toBe(404);
    expect((await lector('otherTeacher', 'GET', '/stateschoolclass/1')).status).toBe(200);
  });
});

describe('class detail tabs', () => {
  it('detail has teachers, head teachers and group_hidden', async () => {
    const res = await lector('teacher', 'GET', '/stateschoolclass/1');
    expect(res.body.data).toMatchObject({ id: 1, group_hidden: 1, courses_count: 3, students_count: 30 });
    expect(res.body.data.teachers.length).toBeGreaterThan(0);
  });

  it('students filter by nickname, mobile and status 1 (in class)', async () => {
    const res = await lector('teacher', 'GET', '/stateschoolstudent?class_id=1&status=1&mobile=13900000001');
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list[0]).toMatchObject({ uid: STUDENT_UID, status: 1, leave_times: 0 });
    const none = await lector('teacher', 'GET', '/stateschoolstudent?class_id=1&status=2');
    expect(none.body.data.total).toBe(0);
  });

  it('courses have type, periods, play range, teachers and is_view_Attendance', async () => {
    const res = await lector('teacher', 'GET', '/stateschoolcourse?class_id=1');
    const list = res.body.data.list as any[];
    expect(list.map((c) => c.course_id)).toEqual([1, 2, 3]);
    expect(list[0]).toMatchObject({ periods_count: 4, is_view_Attendance: 1 });
    expect(list[0].end_play_date).toBeGreaterThan(list[0].start_play_date);
    expect(list[0].teachers[0].real_name).toBeTruthy();
  });

  it('statistics answer the campuses of the class (extra.school_list)', async () => {
    const res = await lector('teacher', 'GET', '/stateschoolclass/studyanalysis/1');
    expect(res.body.data.extra.school_list.length).toBe(2);
    const campus = res.body.data.extra.school_list[0].school_id;
    const one = await lector('teacher', 'GET', `/stateschoolclass/studyanalysis/1?school_id=${campus}`);
    expect((one.body.data.list as any[]).every((s) => s.school_id === campus)).toBe(true);
  });

  it('homework tab lists the homework published to the class with its counts and filters', async () => {
    const empty = await lector('teacher', 'GET', '/class/homework/1');
    expect(empty.status).toBe(200);
    expect(empty.body.data.total).toBe(0);
    const bank = (await lector('teacher', 'GET', '/ques/index?limit=50')).body.data.list as any[];
    const single = bank.find((q) => q.ques_type === 1);
    const published = await lector('teacher', 'POST', '/hw/publish', {
      course_basis_id: 1,
      type: 1,
      name: '班级作业练习',
      ending_time: nowMs / 1000 + 3 * 86_400,
      is_set_score: 2,
      publish_scope: 1,
      question: JSON.stringify([{ id: single.id, score: 5 }]),
    });
    expect(published.body.msg).toBe('作业发布成功');
    const mine = (await call('student', 'GET', '/api/app/homework?limit=100')).body.data.list as any[];
    const reportId = mine.find((r) => r.hw_id === published.body.data.id).report_id;
    const right = single.ques_option.find((o: any) => o.is_right === 1).id;
    await call('student', 'PUT', `/api/app/homework/${reportId}/answers`, {
      answers: [{ ques_id: single.id, user_answer: String(right) }],
    });
    expect((await call('student', 'POST', `/api/app/homework/${reportId}/submit`)).body.msg).toBe('提交成功');
    const res = await lector('teacher', 'GET', '/class/homework/1');
    expect(res.body.data.total).toBe(1);
    // A homework of choices only is graded at submit.
    expect(res.body.data.list[0]).toMatchObject({
      hw_id: published.body.data.id,
      class_id: 1,
      name: '班级作业练习',
      type: 1,
      course_basis_id: 1,
      total_num: 30,
      submit_num: 1,
      marked_num: 1,
      unmarked_num: 0,
    });
    expect(res.body.data.extra.courses).toEqual([{ id: 1, title: res.body.data.list[0].course_title }]);
    const byName = await lector('teacher', 'GET', `/class/homework/1?name=${encodeURIComponent('没有')}`);
    expect(byName.body.data.total).toBe(0);
    const byType = await lector('teacher', 'GET', '/class/homework/1?type=2');
    expect(byType.body.data.total).toBe(0);
    const assistant = await call('assistant', 'GET', '/api/assistants/class/homework/1');
    expect(assistant.body.data.total).toBe(1);
  });
});

describe('study records (POST /api/app/study/progress)', () => {
  it('a live slice counts as attendance, study time and progress; the same slice again changes nothing', async () => {
    const before = await studentRow();
    const first = await study('student', {});
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ recorded: true });
    const after = await studentRow();
    expect(after.study_length).toBe(before.study_length + 300);
    expect(after.attend_times).toBe(before.attend_times + 1);
    expect(after.truant_times).toBe(before.truant_times - 1);
    expect(after.progress_rate).toBeGreaterThan(before.progress_rate);
    const events = await eventCount();
    const again = await study('student', {});
    expect(again.body.data).toEqual({ recorded: false });
    expect(await eventCount()).toBe(events);
    expect(await studentRow()).toEqual(after);
  });

  it.each([
    [{ seconds: -1 }, '学习时长不正确'],
    [{ seconds: 301 }, '学习时长不正确'],
    [{ position: 5401 }, '学习进度不正确'],
    [{ position: -5 }, '学习进度不正确'],
    [{ slice_start: PERIOD_START + 7 }, '学习时间不正确'],
    [{ slice_start: nowMs / 1000 + 3600 }, '学习时间不正确'],
    [{ slice_start: PERIOD_START + 2 * 3600 }, '不在直播时间内，不能记为直播学习'],
    [{ mode: 3 }, '只有线下课可以记录到课'],
    [{ mode: 2, slice_start: PERIOD_START - 3600 }, '课时尚未开始'],
    [{ mode: 9 }, '学习方式不正确'],
  ])('%j is refused with %s and nothing changes', async (patch, message) => {
    const events = await eventCount();
    const res = await study('student', patch);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(message);
    expect(await eventCount()).toBe(events);
  });

  it('a period of a course outside the student’s classes answers 404; staff are refused', async () => {
    expect((await study('outsider', {})).status).toBe(404);
    expect((await study('student', { period_id: 999 })).status).toBe(404);
    expect((await study('teacher', {})).status).toBe(403);
  });

  it('a rebuild gives the same figures as the live projection', async () => {
    const live = await studentRow();
    await rebuildProjections(server.store);
    expect(await studentRow()).toEqual(live);
  });
});

describe('student study detail (StudentDetail)', () => {
  it('info, courses with figures (none for in-person courses) and periods', async () => {
    const info = await lector('teacher', 'GET', `/stateschoolstudent/${STUDENT_UID}?class_id=1`);
    expect(info.body.data).toMatchObject({ uid: STUDENT_UID, mobile: DEMO_ACCOUNTS.student, join_type: 1 });
    const courses = (await lector('teacher', 'GET', `/stateschoolstudent/studycourses/${STUDENT_UID}`)).body
      .data as any[];
    const offline = courses.find((c) => c.course_type === 7);
    expect(offline).toMatchObject({ study_length: null, progress_rate: null });
    const live = courses.find((c) => c.course_basis_id === 2);
    expect(live.study_length).toBe(300);
    expect(live.attend_times).toBe(1);
    const periods = (
      await lector('teacher', 'GET', `/stateschoolstudent/studyperiods/${STUDENT_UID}?course_id=2`)
    ).body.data as any[];
    expect(periods[0]).toMatchObject({ id: PERIOD, op_status: 0, study_length: 300, total_time: 5400 });
    expect(periods[1].op_status).toBe(5);
  });
});

describe('schedule image', () => {
  it('an uploaded image path is set and shown in the list', async () => {
    const up = await upload('teacher', '/api/lector/public/file', PNG, 'a.png');
    const path = up.body.data.path as string;
    const put = await lector('teacher', 'PUT', '/stateschoolclass/1', { schedule_image: path });
    expect(put.status).toBe(200);
    const list = await lector('teacher', 'GET', '/stateschoolclass?name=%E5%88%9D%E4%B8%80');
    expect(list.body.data.list[0].schedule_image).toBe(path);
  });

  it('the image itself can be sent; a file that is not an image by content is refused', async () => {
    const ok = await upload('teacher', '/api/lector/stateschoolclass/1', PNG, 'b.png', 'PUT');
    expect(ok.status).toBe(200);
    const text = new TextEncoder().encode('not an image at all, only text pretending');
    const bad = await upload('teacher', '/api/lector/stateschoolclass/1', text, 'fake.png', 'PUT');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('课表图片只能是 png、jpg、gif 或 webp 图片');
  });

  it('an oversized image is refused with 413 and a clear message', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG);
    const res = await upload('teacher', '/api/lector/stateschoolclass/1', big, 'big.png', 'PUT');
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('课表图片不能超过5MB');
  });

  it('a path that is not a file of this product is refused', async () => {
    const res = await lector('teacher', 'PUT', '/stateschoolclass/1', {
      schedule_image: 'https://evil.example/x.png',
    });
    expect(res.status).toBe(400);
  });
});

describe('exports', () => {
  it('the statistics export is an xlsx file downloadable only by who asked', async () => {
    const res = await lector('teacher', 'POST', '/stateschoolclass/studyanalysis/export', { class_id: 1 });
    expect(res.status).toBe(200);
    const url = res.body.data.url as string;
    const mine = await fetch(server.url + url, { headers: { authorization: `Bearer ${tokens.teacher}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toContain('attachment');
    // It opens as a workbook: the tab's columns, then one row per student of the class.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await mine.arrayBuffer());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('昵称');
    expect(sheet?.rowCount).toBe(31);
    const theirs = await fetch(server.url + url, {
      headers: { authorization: `Bearer ${tokens.otherTeacher}` },
    });
    expect(theirs.status).toBe(404);
    const anonymous = await fetch(server.url + url);
    expect(anonymous.status).toBe(401);
  }, 30_000);

  it('a student study export names the student and only its requester downloads it', async () => {
    const res = await lector('teacher', 'POST', '/stateschoolstudent/exportStudy', { id: STUDENT_UID });
    expect(res.status).toBe(200);
    expect(res.body.data.file_name).toMatch(/学习明细\.xlsx$/);
    const file = await fetch(server.url + res.body.data.url, {
      headers: { authorization: `Bearer ${tokens.teacher}` },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    expect(workbook.worksheets.length).toBeGreaterThan(0);
    const assistants = await fetch(server.url + res.body.data.url, {
      headers: { authorization: `Bearer ${tokens.assistant}` },
    });
    expect(assistants.status).toBe(404);
  }, 30_000);
});
