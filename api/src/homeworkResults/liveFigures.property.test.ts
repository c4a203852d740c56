import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/httpServer';
import { CLASS_ONE_STUDENTS, DEMO_TEACHER } from '../../test/scenarios/gradedHomework';
import { bandOf, permille } from './figures';

/**
 * A differential test of the live homework figures: random sequences of submits, grades, regrades
 * and a recall, sent over REST to one homework (a single choice worth 5, a short answer worth 10, for
 * the students of 初一1班); afterwards every projection-backed figure (the row's and the detail's
 * counts, the distribution, the question analysis) must equal a plain recomputation from what the
 * test itself sent.
 */

const nowMs = Date.parse('2026-09-10T10:00:00+08:00');
const now = Math.floor(nowMs / 1000);
const SINGLE_SCORE = 5;
const ESSAY_SCORE = 10;
const FULL_TENTHS = (SINGLE_SCORE + ESSAY_SCORE) * 10;

type Choice = 'right' | 'wrong' | 'blank';
type Op =
  | { kind: 'submit'; student: number; single: Choice; essay: boolean }
  | { kind: 'grade'; student: number; score: number }
  | { kind: 'recall' };

/** What the test sent for one student: the plain record the figures are recomputed from. */
interface Sent {
  status: 1 | 2 | 3;
  single: Choice;
  essayAnswered: boolean;
  /** The grader's latest score of the short answer; null while never graded. */
  essayScore: number | null;
}

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('submit' as const),
      student: fc.nat(2),
      single: fc.constantFrom<Choice>('right', 'wrong', 'blank'),
      essay: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('grade' as const),
      student: fc.nat(2),
      score: fc.integer({ min: 0, max: 20 }).map((n) => n / 2),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'recall' as const }) },
);

let server: TestServer;
let teacher: string;
const students: string[] = [];
let bank: { single: number; rightId: number; wrongId: number; essay: number };
let run = 0;

const lector = async (method: string, path: string, json?: unknown) =>
  (
    await server.call(method, `/api/lector${path}`, {
      token: teacher,
      ...(json === undefined ? {} : { json }),
    })
  ).body;
const app = async (who: number, method: string, path: string, json?: unknown) =>
  (
    await server.call(method, `/api/app${path}`, {
      token: students[who] as string,
      ...(json === undefined ? {} : { json }),
    })
  ).body;

beforeAll(async () => {
  server = await startTestServer({ clock: () => nowMs });
  teacher = await server.login(DEMO_TEACHER);
  for (const mobile of CLASS_ONE_STUDENTS) students.push(await server.login(mobile));
  const list = (await lector('GET', '/ques/index?limit=50')).data.list as any[];
  const single = list.find((q) => q.ques_type === 1);
  const essay = list.find((q) => q.ques_type === 5);
  bank = {
    single: single.id,
    rightId: single.ques_option.find((o: any) => o.is_right === 1).id,
    wrongId: single.ques_option.find((o: any) => o.is_right !== 1).id,
    essay: essay.id,
  };
});
afterAll(() => server.close());

/** The plain recomputation: each final report's score, rate and per-question results. */
function finals(sent: Sent[]) {
  return sent
    .filter((s) => s.status === 3)
    .map((s) => {
      const singleResult = s.single === 'right' ? 1 : s.single === 'wrong' ? 2 : 3;
      const singleTenths = s.single === 'right' ? SINGLE_SCORE * 10 : 0;
      const essayTenths = Math.round((s.essayScore ?? 0) * 10);
      const essayResult = s.essayScore === null ? 3 : s.essayScore >= ESSAY_SCORE ? 1 : 2;
      const tenths = singleTenths + essayTenths;
      return {
        tenths,
        rate: permille(tenths, FULL_TENTHS),
        singleResult,
        singleTenths,
        essayResult,
        essayTenths,
      };
    });
}

async function apply(hwId: number, reports: number[], sent: Sent[], step: Op) {
  if (step.kind === 'recall') {
    expect((await lector('GET', `/hw/withdraw/${hwId}`)).msg).toBe('作业撤回成功');
    return;
  }
  const me = sent[step.student] as Sent;
  const reportId = reports[step.student] as number;
  if (step.kind === 'submit') {
    if (me.status !== 1) return;
    const answers = [
      ...(step.single === 'blank'
        ? []
        : [
            {
              ques_id: bank.single,
              user_answer: String(step.single === 'right' ? bank.rightId : bank.wrongId),
            },
          ]),
      ...(step.essay ? [{ ques_id: bank.essay, user_answer: { content: '<p>答</p>', images: [] } }] : []),
    ];
    if (answers.length > 0)
      expect((await app(step.student, 'PUT', `/homework/${reportId}/answers`, { answers })).msg).toBe(
        '保存成功',
      );
    expect((await app(step.student, 'POST', `/homework/${reportId}/submit`)).msg).toBe('提交成功');
    // The homework has a subjective question: every report awaits grading, a blank short answer too.
    Object.assign(me, { status: 2, single: step.single, essayAnswered: step.essay });
    return;
  }
  if (me.status === 1) return;
  await lector('GET', `/testDetail/approved/${reportId}`);
  const graded = await lector('POST', '/testDetail/approveQuestion', {
    report_id: reportId,
    question_id: bank.essay,
    score: step.score,
  });
  expect(graded.msg).toBe('保存成功');
  me.essayScore = step.score;
  if (me.status === 2) {
    expect((await lector('POST', '/testDetail/approved', { report_id: reportId })).msg).toBe('操作成功');
    me.status = 3;
  }
}

async function expectFigures(hwId: number, name: string, due: number, reports: number[], sent: Sent[]) {
  const final = finals(sent);
  const n = final.length;
  const submitted = sent.filter((s) => s.status > 1).length;
  const sum = final.reduce((s, f) => s + f.tenths, 0);

  const row = (
    (await lector('GET', `/hw/index?limit=20&name=${encodeURIComponent(name)}`)).data.list as any[]
  ).find((r) => r.id === hwId);
  expect({
    homework_count: row.homework_count,
    submitted: row.submitted_homework_count,
    not_revised: row.not_revised_homework_count,
  }).toEqual({ homework_count: due, submitted, not_revised: submitted - n });

  const detail = (await lector('GET', `/class/homework/detail/0/${hwId}`)).data;
  expect({
    total: detail.total,
    submit: detail.submit,
    revise: detail.revise,
    not_revised_count: detail.not_revised_count,
    submit_rate: detail.submit_rate,
    revise_rate: detail.revise_rate,
  }).toEqual({
    total: due,
    submit: submitted,
    revise: n,
    not_revised_count: submitted - n,
    submit_rate: Math.round(permille(submitted, due) / 10),
    revise_rate: Math.round(permille(n, submitted) / 10),
  });

  const dist = (await lector('GET', `/homework/grade/distribution/${hwId}`)).data;
  const bands = [0, 1, 2, 3, 4].map((b) => final.filter((f) => bandOf(f.rate) === b).length);
  const tenthsList = final.map((f) => f.tenths);
  expect({
    graded_count: dist.graded_count,
    total: dist.total,
    average_score: dist.average_score,
    max_score: dist.max_score,
    min_score: dist.min_score,
    correct_rate: dist.correct_rate,
    bands: dist.grade_distribution.map((b: any) => b.number),
  }).toEqual({
    graded_count: n,
    total: due,
    average_score: n > 0 ? Math.round(sum / n) / 10 : null,
    max_score: n > 0 ? Math.max(...tenthsList) / 10 : null,
    min_score: n > 0 ? Math.min(...tenthsList) / 10 : null,
    correct_rate: n > 0 ? Math.round(Math.round(final.reduce((s, f) => s + f.rate, 0) / n) / 10) : null,
    bands: [...bands, due - submitted],
  });

  // The students' own reports, past the deadline: their score, the class's highest and average.
  expect((await lector('PUT', `/hw/update/ending_time/${hwId}/${now - 60}`)).msg).toBe('调整成功');
  for (const [i, s] of sent.entries()) {
    if (s.status !== 3) continue;
    const mine = (await app(i, 'GET', `/homework/${reports[i]}`)).data;
    const own = finals([s])[0];
    expect({
      status: mine.status,
      user_score: mine.user_score,
      max_score: mine.max_score,
      avarage_score: mine.avarage_score,
    }).toEqual({
      status: 3,
      user_score: (own?.tenths ?? 0) / 10,
      max_score: Math.max(...tenthsList) / 10,
      avarage_score: Math.round(sum / n) / 10,
    });
  }

  const analysis = (await lector('GET', `/homework/question/analysis/${hwId}`)).data;
  const rows = (Array.isArray(analysis) ? analysis : analysis.list) as any[];
  const per = (
    quesId: number,
    result: (f: (typeof final)[number]) => number,
    tenths: (f: (typeof final)[number]) => number,
  ) => {
    const r = rows.find((x) => x._id === quesId);
    return {
      actual: {
        right: r.right_count,
        wrong: r.wrong_count,
        unanswered: r.un_answer_count,
        answered: r.total,
        average_score: r.average_score,
        correct_rate: r.average_right_rate,
      },
      expected: {
        right: final.filter((f) => result(f) === 1).length,
        wrong: final.filter((f) => result(f) === 2).length,
        unanswered: final.filter((f) => result(f) === 3).length,
        answered: final.filter((f) => result(f) !== 3).length,
        average_score: n > 0 ? Math.round(final.reduce((s, f) => s + tenths(f), 0) / n) / 10 : null,
        correct_rate: Math.round(permille(final.filter((f) => result(f) === 1).length, n) / 10),
      },
    };
  };
  for (const [quesId, result, tenths] of [
    [
      bank.single,
      (f: (typeof final)[number]) => f.singleResult,
      (f: (typeof final)[number]) => f.singleTenths,
    ],
    [bank.essay, (f: (typeof final)[number]) => f.essayResult, (f: (typeof final)[number]) => f.essayTenths],
  ] as const) {
    const { actual, expected } = per(quesId, result, tenths);
    expect({ quesId, ...actual }).toEqual({ quesId, ...expected });
  }
}

describe('live homework figures against a plain recomputation', () => {
  it('after random submits, grades, regrades and recalls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        run += 1;
        const name = `差分${run}`;
        const published = await lector('POST', '/hw/publish', {
          course_basis_id: 1,
          type: 1,
          name,
          ending_time: now + 86_400,
          is_set_score: 2,
          publish_scope: 1,
          question: JSON.stringify([
            { id: bank.single, score: SINGLE_SCORE },
            { id: bank.essay, score: ESSAY_SCORE },
          ]),
        });
        expect(published.msg).toBe('作业发布成功');
        const hwId = published.data.id as number;
        const reports: number[] = [];
        for (const [i] of CLASS_ONE_STUDENTS.entries()) {
          const mine = (await app(i, 'GET', '/homework?limit=100')).data.list as any[];
          reports.push(mine.find((r) => r.hw_id === hwId).report_id);
        }
        const due = (await lector('GET', `/class/homework/detail/0/${hwId}`)).data.total as number;
        const sent: Sent[] = reports.map(() => ({
          status: 1,
          single: 'blank',
          essayAnswered: false,
          essayScore: null,
        }));
        const recallAt = ops.findIndex((o) => o.kind === 'recall');
        const before = recallAt === -1 ? ops : ops.slice(0, recallAt);
        for (const step of before) await apply(hwId, reports, sent, step);
        await expectFigures(hwId, name, due, reports, sent);
        if (recallAt !== -1) {
          await apply(hwId, reports, sent, { kind: 'recall' });
          // Recall removes the homework from its students: out of their lists, and answering is refused.
          for (const [i] of reports.entries()) {
            const mine = (await app(i, 'GET', '/homework?limit=100')).data.list as any[];
            expect(mine.some((r) => r.hw_id === hwId)).toBe(false);
          }
          if (sent[0]?.status === 1)
            expect((await app(0, 'POST', `/homework/${reports[0]}/submit`)).msg).toBe('作业已撤回');
        }
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
