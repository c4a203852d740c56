import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import {
  type ExamScenario,
  type ExamScenarioStudent,
  examForClass,
  SCENARIO_CLASS,
} from '../../test/scenarios/examWithWaitingAttempts';

/**
 * Released grades for exams: an exam saved with release_mode 2 keeps every figure of the marking
 * (scores, pass, rank, right/wrong, the reviewer's comment and remarks) and its answers from its
 * students over /api/app until the teacher releases the results to their class; then the student
 * reads the paper exactly as marked.
 */

const nowMs = Date.parse('2026-09-10T10:00:00+08:00');
let server: TestServer;
let exam: ExamScenario;
let student: ExamScenarioStudent;
let reportId: number;

const COMMENT = '结构清楚，论据可再充实';
const REMARK = '第二段要点不全';
const ESSAY_SCORE = 7;

/** Keys that carry what marking gave, or an answer that would tell right from wrong. */
const RESULT_KEYS = [
  'user_score',
  'objective_score',
  'subjective_score',
  'get_score',
  'is_pass',
  'ranking',
  'comment',
  'review_comment',
  'remark',
  'attachments',
  'marks',
  'is_right',
  'right_answer',
  'ques_analysis',
  'average_rate',
];

/** Every path where a result key appears, a question carries a status, or a string carries the feedback. */
function leaks(json: unknown, path = '$'): string[] {
  if (Array.isArray(json)) return json.flatMap((v, i) => leaks(v, `${path}[${i}]`));
  if (json && typeof json === 'object') {
    const o = json as Record<string, unknown>;
    const question = 'ques_type' in o || 'question_type' in o;
    return Object.entries(o).flatMap(([k, v]) => [
      ...(RESULT_KEYS.includes(k) || (question && k === 'status') ? [`${path}.${k}`] : []),
      ...leaks(v, `${path}.${k}`),
    ]);
  }
  if (typeof json === 'string')
    return [COMMENT, REMARK].filter((w) => json.includes(w)).map((w) => `${path} ~ ${w}`);
  return [];
}

/** Every /api/app read that concerns the exam, as the marked student makes them. */
const everyRead = async () => ({
  list: await student.call('GET', '/app/exam?limit=100'),
  attempt: await student.call('GET', `/app/exam/report/${reportId}`),
  review: await student.call('GET', `/app/exam/report/${reportId}/review`),
});
const rowOf = (page: { list: { id: number }[] }) => page.list.find((r) => r.id === exam.examId);
const teacher = (method: string, path: string) =>
  server.call(method, `/api/lector${path}`, { token: teacherToken });
let teacherToken: string;

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  teacherToken = await server.login('13800100001');
  exam = await examForClass(server.url, { releaseMode: 2, students: 1, testNum: 1, name: '由我发布的考试' });
  student = exam.students[0] as ExamScenarioStudent;
  reportId = await exam.handIn(student, true);
  await exam.teacher('POST', '/lector/testDetail/paper/approveQuestion', {
    report_id: reportId,
    question_id: 2,
    score: ESSAY_SCORE,
    remark: REMARK,
  });
  await exam.teacher('POST', '/lector/testDetail/paper/approved', { report_id: reportId, remark: COMMENT });
});
afterAll(() => server.close());

describe('released grades: an exam whose results the teacher releases', () => {
  it('before release, marked and every attempt used: no /api/app answer carries a score, comment, mark or answer', async () => {
    const reads = await everyRead();
    expect(leaks(reads)).toEqual([]);
    expect(rowOf(reads.list)).toMatchObject({ release_mode: 2, results_released: false });
    expect(reads.attempt).toMatchObject({ release_mode: 2, results_released: false, test_status: 1 });
    expect(reads.review).toMatchObject({ release_mode: 2, results_released: false });
    // The staff side reads the paper as marked all along.
    const staff = await teacher('GET', `/testDetail/report/${reportId}`);
    expect(staff.body.data.report_info).toMatchObject({ user_score: 4 + ESSAY_SCORE, comment: COMMENT });
  });

  it('an exam with automatic release cannot be released: 该考试成绩自动发布，无需手动发布', async () => {
    const auto = await examForClass(server.url, { students: 1, name: '自动发布的考试' });
    const res = await teacher('PUT', `/test/results/release/${auto.examId}`);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('该考试成绩自动发布，无需手动发布');
  });

  it('the teacher releases to the class: 成绩已发布, recorded and shown in 操作记录 by class name; twice is refused', async () => {
    const header = (await teacher('GET', `/testDetail/getTestInfo/${exam.examId}`)).body.data;
    expect(header.release).toMatchObject({ release_mode: 2, unreleased_class_count: 1 });
    expect(header.release.abilities.release_results).toEqual({ shown: true, allowed: true, reason: null });
    const res = await teacher('PUT', `/test/results/release/${exam.examId}/${SCENARIO_CLASS}`);
    expect(res.body.msg).toBe('成绩已发布');
    const released = res.body.data.classes.find((c: { id: number }) => c.id === SCENARIO_CLASS);
    expect(released.results_released_at).toBe(Math.floor(nowMs / 1000));
    expect(res.body.data.unreleased_class_count).toBe(0);
    const again = await teacher('PUT', `/test/results/release/${exam.examId}`);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('成绩已发布，请勿重复发布');
    const trail = (await teacher('GET', `/operation/log?subject_type=exam&subject_id=${exam.examId}`)).body
      .data.list as { action: string; action_name: string; after: string }[];
    expect(trail.map((r) => r.action)).toEqual(['exam.resultsReleased', 'exam.published', 'exam.drafted']);
    expect(trail[0]).toMatchObject({ action_name: '发布成绩', after: released.name });
  });

  it('after release the student reads the paper exactly as marked', async () => {
    const { attempt, review, list } = await everyRead();
    expect(rowOf(list)).toMatchObject({ results_released: true });
    expect(attempt).toMatchObject({ results_released: true, user_score: 4 + ESSAY_SCORE, is_pass: 1 });
    expect(review.report_info).toMatchObject({
      user_score: 4 + ESSAY_SCORE,
      objective_score: 4,
      subjective_score: ESSAY_SCORE,
      is_pass: 1,
      ranking: 1,
      comment: COMMENT,
    });
    const essay = review.question.find((q: { sort: number }) => q.sort === 2);
    expect(essay).toMatchObject({ user_score: ESSAY_SCORE, review_comment: REMARK, status: 5 });
    expect(review.question.find((q: { sort: number }) => q.sort === 1)).toMatchObject({ status: 1 });
  });
});
