import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { freshDatabase } from '../../test/testDatabase';
import { DEMO_ACCOUNTS } from '../demo/scale';
import { rebuildProjections } from '../store/rebuild';

/**
 * The staff side of homework results over HTTP, on the demo school: the demo teacher publishes on
 * course 1 (class 1); two students submit, one does not; the teacher grades them through the grading calls.
 */

const DAY = 86_400;
let nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = () => Math.floor(nowMs / 1000);

let server: TestServer;
const tokens: Record<string, string> = {};
type Staff = 'teacher' | 'assistant' | 'stranger';

const call = (token: string, method: string, path: string, json?: unknown) =>
  server.call(method, path, { token, ...(json === undefined ? {} : { json }) });
const lector = (path: string, who: Staff = 'teacher') =>
  call(tokens[who] as string, 'GET', `/api/lector${path}`);
const data = async (path: string) => {
  const res = await lector(path);
  expect(res.status, `${path}: ${res.body.msg}`).toBe(200);
  return res.body.data;
};

interface BankQuestion {
  id: number;
  ques_type: number;
  ques_option: { id: number; is_right: number }[];
}
let single: BankQuestion;
let essay: BankQuestion;
let hw: number;
const reports: Record<string, { report_id: number; class_id: number; uid: number }> = {};

const rightOf = (q: BankQuestion) =>
  q.ques_option
    .filter((o) => o.is_right === 1)
    .map((o) => o.id)
    .join(',');
const wrongOf = (q: BankQuestion) => String(q.ques_option.find((o) => o.is_right !== 1)?.id);

async function submit(who: 'student' | 'classmate', singleAnswer: string) {
  const list = (await call(tokens[who] as string, 'GET', '/api/app/homework?limit=100')).body.data
    .list as any[];
  const row = list.find((r) => r.hw_id === hw);
  const token = tokens[who] as string;
  await call(token, 'PUT', `/api/app/homework/${row.report_id}/answers`, {
    answers: [
      { ques_id: single.id, user_answer: singleAnswer },
      { ques_id: essay.id, user_answer: JSON.stringify({ content: '<p>作答</p>', images: [] }) },
    ],
  });
  nowMs += 600_000;
  const res = await call(token, 'POST', `/api/app/homework/${row.report_id}/submit`);
  expect(res.body.msg).toBe('提交成功');
  return row.report_id as number;
}

const GRADER_COMMENT = '思路清晰，第二问再写完整';

/**
 * The teacher scores the essay through the grading calls (the single-choice answer keeps its mark from
 * submit) and finishes the report; a report graded before is only regraded.
 */
async function grade(who: 'student' | 'classmate', essayScore: number) {
  const r = reports[who] as { report_id: number; class_id: number; uid: number };
  const post = (path: string, json: unknown) =>
    call(tokens.teacher as string, 'POST', `/api/lector${path}`, json);
  const saved = await post('/testDetail/approveQuestion', {
    report_id: r.report_id,
    question_id: essay.id,
    score: essayScore,
  });
  expect(saved.body.msg).toBe('保存成功');
  // The student's report gets the grader's comment; the classmate's none.
  const remark = who === 'student' ? { remark: GRADER_COMMENT } : {};
  const finished = await post('/testDetail/approved', { report_id: r.report_id, ...remark });
  // A regrade of a finished report is recorded by the save; finishing it again is refused.
  if (finished.status !== 200) expect(finished.body.msg).toBe('该作业已批改完成，请勿重复提交');
}

let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase();
  server = await startTestServer({ clock: () => nowMs, databaseUrl: database.url });
  tokens.teacher = await server.login(DEMO_ACCOUNTS.teacher);
  tokens.assistant = await server.login(DEMO_ACCOUNTS.assistant);
  tokens.student = await server.login(DEMO_ACCOUNTS.student);
  tokens.classmate = await server.login('13900000002');
  const mine = (await data('/ques/index?limit=50')).list as BankQuestion[];
  single = mine.find((q) => q.ques_type === 1) as BankQuestion;
  essay = mine.find((q) => q.ques_type === 5) as BankQuestion;
  const res = await call(tokens.teacher, 'POST', '/api/lector/hw/publish', {
    course_basis_id: 1,
    type: 1,
    name: '成绩统计作业',
    ending_time: now() + DAY,
    is_set_score: 2,
    publish_scope: 3,
    question: JSON.stringify([
      { id: single.id, score: 10 },
      { id: essay.id, score: 10 },
    ]),
  });
  expect(res.body.msg).toBe('作业发布成功');
  hw = res.body.data.id;
  // A stranger: a teacher sharing no class with the homework.
  const stranger = await server.store.db
    .selectFrom('users')
    .select('mobile')
    .where('role', '=', 'teacher')
    .where('mobile', '!=', DEMO_ACCOUNTS.teacher)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('class_staff as s')
            .innerJoin('homework_classes as hc', 'hc.class_id', 's.class_id')
            .select('s.class_id')
            .whereRef('s.user_id', '=', 'users.id')
            .where('hc.hw_id', '=', hw)
            .where('hc.is_published', '=', 1),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  tokens.stranger = await server.login(stranger.mobile);
}, 120_000);
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('homework detail header', () => {
  it('before anyone submits: counts, no tabs yet (作业截止日期后，老师批改会有数据哦)', async () => {
    const detail = await data(`/class/homework/detail/0/${hw}`);
    expect(detail).toMatchObject({
      id: hw,
      homework_name: '成绩统计作业',
      submit: 0,
      revise: 0,
      submit_rate: 0,
      is_overdue: 0,
      total_score: 20,
      tabs_ready: false,
      tabs_message: '作业截止日期后，老师批改会有数据哦',
    });
    expect(detail.total).toBeGreaterThanOrEqual(3);
    expect(detail.scores).toEqual({
      1: { count: 1, score: 10 },
      2: { count: 0, score: 0 },
      3: { count: 0, score: 0 },
      4: { count: 0, score: 0 },
      5: { count: 1, score: 10 },
      6: { count: 0, score: 0 },
    });
    expect(detail.abilities.adjust_deadline.allowed).toBe(true);
  });

  it('a student submits and the staff figures change at once', async () => {
    reports.student = { report_id: await submit('student', rightOf(single)), class_id: 0, uid: 0 };
    reports.classmate = { report_id: await submit('classmate', wrongOf(single)), class_id: 0, uid: 0 };
    for (const who of ['student', 'classmate'] as const) {
      const row = await server.store.db
        .selectFrom('result_reports')
        .select(['class_id', 'uid'])
        .where('report_id', '=', reports[who]?.report_id as number)
        .executeTakeFirstOrThrow();
      Object.assign(reports[who] as object, { class_id: Number(row.class_id), uid: Number(row.uid) });
    }
    const detail = await data(`/class/homework/detail/0/${hw}`);
    expect(detail).toMatchObject({
      submit: 2,
      not_revised_count: 2,
      revise: 0,
      revise_rate: 0,
    });
    expect(detail.submit_rate).toBe(Math.round((2 / detail.total) * 100));
  });

  it('the assistant asks homework/{hwId} with class_id and sees the same class figures', async () => {
    const classId = reports.student?.class_id;
    const teacher = await data(`/class/homework/detail/${classId}/${hw}`);
    const res = await call(
      tokens.assistant as string,
      'GET',
      `/api/assistants/homework/${hw}?class_id=${classId}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.submit).toBe(teacher.submit);
    expect(res.body.data.class_name).toEqual(teacher.class_name);
  });
});

describe('submission tab and student list', () => {
  it('rows carry status, submit time (null at status 1) and grade / view abilities', async () => {
    const page = await data(`/class/homework/students/0/${hw}?limit=100`);
    const byReport = new Map((page.list as any[]).map((r) => [r.report_id, r]));
    const submitted = byReport.get(reports.student?.report_id);
    expect(submitted).toMatchObject({
      status: 2,
      nickname: expect.any(String),
      mobile: DEMO_ACCOUNTS.student,
    });
    expect(submitted.updated_at).toBeGreaterThan(0);
    expect(submitted.id).toBe(submitted.report_id);
    expect(submitted.abilities.grade.allowed).toBe(true);
    expect(submitted.abilities.view.allowed).toBe(false);
    const idle = (page.list as any[]).find((r) => r.status === 1);
    expect(idle.updated_at).toBeNull();
    expect(idle.abilities.view_submitted).toMatchObject({ allowed: false, reason: '学员尚未提交' });
  });

  it('filters by name, phone and status', async () => {
    const byPhone = await data(`/class/homework/students/0/${hw}?mobile=${DEMO_ACCOUNTS.student}`);
    expect(byPhone.list.map((r: any) => r.report_id)).toEqual([reports.student?.report_id]);
    const pending = await data(`/class/homework/students/0/${hw}?status=2`);
    expect(pending.total).toBe(2);
  });

  it('takes the spec’s filter names: nickname, start_at and end_at (submit time)', async () => {
    const all = await data(`/class/homework/students/0/${hw}?limit=100`);
    const submitted = (all.list as any[]).find((r) => r.report_id === reports.student?.report_id);
    const byNickname = await data(
      `/class/homework/students/0/${hw}?nickname=${encodeURIComponent(submitted.nickname)}&limit=100`,
    );
    expect(byNickname.list.map((r: any) => r.nickname)).toContain(submitted.nickname);
    expect(byNickname.total).toBeLessThan(all.total);
    const at = submitted.updated_at as number;
    const from = await data(`/class/homework/students/0/${hw}?start_at=${at}&limit=100`);
    expect(from.list.every((r: any) => r.updated_at >= at)).toBe(true);
    expect(from.total).toBeGreaterThan(0);
    expect(from.total).toBeLessThan(all.total);
    const before = await data(`/class/homework/students/0/${hw}?end_at=${at - 1}&limit=100`);
    expect(before.list.map((r: any) => r.report_id)).not.toContain(submitted.report_id);
    expect(before.total).toBeLessThan(all.total);
  });

  it('hw/review/id answers the first report awaiting grading, or 作业不存在', async () => {
    const res = await call(tokens.teacher as string, 'POST', '/api/lector/hw/review/id', {
      hw_id: hw,
      class_id: 0,
    });
    expect([reports.student?.report_id, reports.classmate?.report_id]).toContain(res.body.data.report_id);
    const missing = await call(tokens.teacher as string, 'POST', '/api/lector/hw/review/id', {
      hw_id: 999_999,
      class_id: 0,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('作业不存在');
  });
});

describe('the result tabs after the deadline and grading', () => {
  it('past the deadline with reports still to grade: still no tabs', async () => {
    nowMs += 2 * DAY * 1000;
    const detail = await data(`/class/homework/detail/0/${hw}`);
    expect(detail).toMatchObject({ is_overdue: 1, tabs_ready: false });
  });

  it('while nobody is graded, averages, highest and lowest are absent (null), not 0', async () => {
    const d = await data(`/homework/grade/distribution/${hw}`);
    expect(d).toMatchObject({
      graded_count: 0,
      correct_rate: null,
      average_score: null,
      max_score: null,
      min_score: null,
      max_rate: null,
      min_rate: null,
    });
    const answers = await data(`/homework/answer/detail/${hw}`);
    expect(answers).toMatchObject({ average_score: null, max_score: null, min_score: null });
    const analysis = await data(`/homework/question/analysis/${hw}`);
    expect(analysis.map((q: any) => q.average_score)).toEqual([null, null]);
    const types = await data(`/homework/questionsTypeStatistics/${hw}`);
    expect(types.list.map((t: any) => [t.average_right_answer, t.average_score])).toEqual([
      [null, null],
      [null, null],
    ]);
    const perQuestion = await data(`/homework/questionsStatistics/${hw}`);
    expect(perQuestion.list.map((q: any) => q.average_score)).toEqual([null, null]);
  });

  it('every submitted report graded: tabs ready', async () => {
    await grade('student', 8);
    await grade('classmate', 3);
    const detail = await data(`/class/homework/detail/0/${hw}`);
    expect(detail).toMatchObject({ tabs_ready: true, tabs_message: '', revise: 2, revise_rate: 100 });
  });

  it('question analysis: counts, rates, average score, most common wrong option, item analysis', async () => {
    const rows = await data(`/homework/question/analysis/${hw}`);
    const letter = String.fromCharCode(64 + Number(wrongOf(single)));
    expect(rows[0]).toMatchObject({
      _id: single.id,
      total: 2,
      right_count: 1,
      wrong_count: 1,
      un_answer_count: 0,
      average_right_rate: 50,
      ques_score: 10,
      average_score: 5,
      fallibility_option: letter,
    });
    expect(rows[0].item_analysis).toMatchObject({ p: 0.5, discrimination: 1, point_biserial: 1 });
    expect(rows[1]).toMatchObject({
      _id: essay.id,
      average_score: 5.5,
      fallibility_option: '',
      item_analysis: null,
    });
    const sorted = await data(`/homework/question/analysis/${hw}?sort_field=average_right_rate&sort=asc`);
    expect(sorted.map((r: any) => r.average_right_rate)).toEqual(
      [...sorted.map((r: any) => r.average_right_rate)].sort((x, y) => x - y),
    );
    const byWrong = await data(`/homework/question/analysis/${hw}?sort_field=wrong_count&sort=asc`);
    // The essay scored 8 and 3 of 10 is wrong twice (the grading rules: right only at full score).
    expect(byWrong.map((r: any) => r.wrong_count)).toEqual([1, 2]);
    const retired = await lector(`/homework/question/analysis/${hw}?sort_field=correct_rate`);
    expect(retired.status).toBe(400);
    const refused = await lector(`/homework/question/analysis/${hw}?sort_field=stem`);
    expect(refused.status).toBe(400);
  });

  it('transcript: ranks with scores, not submitted rows last, summary', async () => {
    const page = await data(`/homework/transcripts/${hw}?limit=100`);
    expect(page.list[0]).toMatchObject({
      id: reports.student?.report_id,
      rank: 1,
      user_score: 18,
      correct_rate: 90,
    });
    expect(page.list[0].updated_at).toBeGreaterThan(0);
    expect(page.list[1]).toMatchObject({ id: reports.classmate?.report_id, rank: 2, user_score: 3 });
    expect(page.list[1]).toMatchObject({
      objective_score: 0,
      subjective_score: 3,
      objective_rate: 0,
      subjective_rate: 30,
    });
    expect(page.list[2]).toMatchObject({ status: 1, rank: null, user_score: null });
    // The grader's comment, as the student's own report answers it; none where none was written.
    const own = await call(
      tokens.student as string,
      'GET',
      `/api/app/homework/${reports.student?.report_id}`,
    );
    expect(own.body.data.comment).toContain(GRADER_COMMENT);
    expect(page.list[0].comment).toBe(own.body.data.comment);
    expect(page.list[1].comment).toBeNull();
    expect(page.list[2].comment).toBeNull();
    const graded = await data(`/homework/transcripts/${hw}?status=3`);
    expect(graded.total).toBe(2);
    const head = await data(`/homework/transcripts/detail/${hw}`);
    expect(head).toMatchObject({
      total: 2,
      score: 20,
      object_count: 1,
      object_score: 10,
      subject_count: 1,
      subject_score: 10,
      graded_count: 2,
    });
  });

  it('grade distribution: bands, not submitted, and the students of a band', async () => {
    const d = await data(`/homework/grade/distribution/${hw}`);
    expect(d.grade_distribution.map((b: any) => b.number)).toEqual([1, 0, 0, 0, 1, d.total - 2]);
    expect(d).toMatchObject({
      average_score: 10.5,
      max_score: 18,
      min_score: 3,
      correct_rate: 53,
      score: 20,
      question_num: 2,
    });
    const top = await data(`/homework/distribution/students/${hw}?min=90&max=100`);
    expect(top.map((s: any) => s.report_id)).toEqual([reports.student?.report_id]);
    const absent = await data(`/homework/distribution/students/${hw}?min=-1&max=-1`);
    expect(absent.length).toBe(d.total - 2);
  });

  it('a regrade replaces the previous contribution', async () => {
    await grade('student', 5);
    const d = await data(`/homework/grade/distribution/${hw}`);
    expect(d.grade_distribution.map((b: any) => b.number).slice(0, 5)).toEqual([0, 0, 1, 0, 1]);
    expect(d).toMatchObject({ average_score: 9, max_score: 15 });
    const rows = await data(`/homework/question/analysis/${hw}`);
    expect(rows[1]).toMatchObject({ right_count: 0, wrong_count: 2, average_score: 4 });
  });

  it('statistics: per type and per question, the marker', async () => {
    const types = await data(`/homework/questionsTypeStatistics/${hw}`);
    expect(types.header).toMatchObject({
      marker: '老师',
      objective_count: 1,
      subjective_count: 1,
      full_score: 20,
    });
    expect(types.list).toEqual([
      expect.objectContaining({
        type: 1,
        total: 1,
        score: 10,
        average_score: 5,
        correct_rate: 50,
        score_rate: 50,
      }),
      expect.objectContaining({ type: 5, total: 1, score: 10, average_score: 4, score_rate: 40 }),
    ]);
    const perQuestion = await data(`/homework/questionsStatistics/${hw}`);
    expect(perQuestion.list.map((q: any) => q.correct_rate)).toEqual([50, 0]);
    const assistant = await call(
      tokens.assistant as string,
      'GET',
      `/api/assistants/homework/class/questionStatistics?hw_id=${hw}&class_id=0`,
    );
    expect(assistant.status).toBe(200);
  });

  it('answer statistics and the students behind each figure', async () => {
    const detail = await data(`/homework/answer/detail/${hw}`);
    expect(detail.questions[0]).toMatchObject({
      right_count: 1,
      wrong_count: 1,
      answered_count: 2,
      un_answer_count: 0,
    });
    const right = await data(`/homework/answer/right/students?hw_id=${hw}&class_id=0&ques_id=${single.id}`);
    expect(right.map((s: any) => s.report_id)).toEqual([reports.student?.report_id]);
    const report = await data(`/class/student/report/${reports.classmate?.report_id}`);
    expect(report).toMatchObject({ status: 3, user_score: 3 });
    expect(report.report_questions[0].is_right).toBe(2);
  });

  it('a rebuild from the log gives the same read model as live updates', async () => {
    const tables = [
      'result_reports',
      'result_answers',
      'result_summary',
      'result_summary_shares',
      'result_question_stats',
      'result_wrong_answers',
    ] as const;
    const snapshot = () =>
      Promise.all(
        tables.map((t) =>
          server.store.db
            .selectFrom(t)
            .selectAll()
            .execute()
            .then((rows) => rows.map((r) => JSON.stringify(r)).sort()),
        ),
      );
    const live = await snapshot();
    await rebuildProjections(server.store);
    expect(await snapshot()).toEqual(live);
  });
});

describe('transcript export', () => {
  it('answers a URL only its requester can fetch; the .xlsx has the columns and formula-like names stay text', async () => {
    await server.store.db
      .updateTable('users')
      .set({ nickname: '=1+1' })
      .where('mobile', '=', '13900000002')
      .execute();
    const res = await lector(`/homework/export/transcripts/${hw}`);
    expect(res.status, res.body.msg).toBe(200);
    const { url, expires_at } = res.body.data;
    expect(url).toMatch(/^\/api\/exports\/[A-Za-z0-9_-]{32}$/);
    expect(expires_at).toBe(now() + 15 * 60);
    const file = await fetch(server.url + url, { headers: { authorization: `Bearer ${tokens.teacher}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '学员',
      '状态',
      '用时',
      '排名',
      '总分',
      '客观题得分',
      '主观题得分',
      '提交时间',
    ]);
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toContain('=1+1');
    expect(names).not.toContain("'=1+1");
    const formulaLike = sheet.getColumn(1).values.indexOf('=1+1');
    expect(sheet.getRow(formulaLike).getCell(1).numFmt, 'a Text cell: edited, it stays text').toBe('@');
    const other = await fetch(server.url + url, { headers: { authorization: `Bearer ${tokens.assistant}` } });
    expect(other.status).toBe(404);
    const anonymous = await fetch(server.url + url);
    expect(anonymous.status).toBe(401);
    nowMs += 16 * 60 * 1000;
    const expired = await fetch(server.url + url, { headers: { authorization: `Bearer ${tokens.teacher}` } });
    expect(expired.status).toBe(404);
  }, 60_000);
});

describe('paper download (teachers only)', () => {
  it('answers the URL of a .docx of the paper; assistants are refused', async () => {
    const res = await lector(`/teacher/homework/download/${hw}`);
    expect(res.status, res.body.msg).toBe(200);
    const file = await fetch(server.url + res.body.data.url, {
      headers: { authorization: `Bearer ${tokens.teacher}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('wordprocessingml');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const assistant = await call(
      tokens.assistant as string,
      'GET',
      `/api/assistants/teacher/homework/download/${hw}`,
    );
    expect(assistant.status).toBe(403);
  }, 60_000);

  it('the preview counts and scores per type', async () => {
    const preview = await data(`/hw/preview/${hw}`);
    expect(preview).toMatchObject({
      name: '成绩统计作业',
      is_set_score: 2,
      question_num: 2,
      total_score: 20,
    });
    expect(preview.type_summary).toEqual([
      { type: 1, type_name: '单选题', count: 1, score: 10 },
      { type: 5, type_name: '简答题', count: 1, score: 10 },
    ]);
  });
});

describe('who may see results', () => {
  it("another teacher's homework detail answers 404 作业不存在", async () => {
    for (const path of [
      `/class/homework/detail/0/${hw}`,
      `/homework/transcripts/${hw}`,
      `/homework/grade/distribution/${hw}`,
    ]) {
      const res = await lector(path, 'stranger');
      expect(res.status, path).toBe(404);
      expect(res.body.msg).toBe('作业不存在');
    }
  });

  it('a student token on /api/lector is refused: 403', async () => {
    const res = await call(tokens.student as string, 'GET', `/api/lector/homework/transcripts/${hw}`);
    expect(res.status).toBe(403);
  });

  it('a class the homework did not reach answers 404 班级不存在', async () => {
    const res = await lector(`/class/homework/detail/999999/${hw}`);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('班级不存在');
  });
});
