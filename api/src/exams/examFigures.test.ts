import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ExamScenario,
  examForClass,
  examWithWaitingAttempts,
} from '../../test/scenarios/examWithWaitingAttempts';
import { type Api, createApi } from '../app';

/**
 * Every exam figure agrees with the others: papers awaiting review count in none of them (they have no
 * final score), a student counts once by their best reviewed paper, rates are rounded once.
 */

const nowMs = Date.parse('2026-09-10T10:00:00+08:00');
let api: Api;
let base: string;

beforeAll(async () => {
  api = await createApi({ databaseUrl: 'sqlite::memory:', logLevel: 'silent', clock: () => nowMs });
  const server = api.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => api?.close());

/** Every figure of the exam as the staff calls answer them. */
async function figuresOf(s: ExamScenario) {
  const [score, questions, students] = await Promise.all([
    s.teacher('GET', `/lector/test/getInfo/${s.examId}`),
    s.teacher('GET', `/lector/test/questionStatistics/${s.examId}`),
    s.teacher('POST', '/lector/test/studentStatistics', { test_id: s.examId, limit: 100 }),
  ]);
  return { score, questions, students: students.list as any[] };
}

describe('an exam with one paper marked 8 (of 10 on the short answer) and three waiting', () => {
  it('成绩统计 counts only the marked paper; every figure agrees; rates are rounded once', async () => {
    const s = await examWithWaitingAttempts(base, 8);
    const { score, questions, students } = await figuresOf(s);
    // The marked paper: the right option (4) and 8 on the short answer: 12 of 14, passed (8).
    expect(score).toMatchObject({
      average_score: 12,
      max_score: 12,
      min_score: 12,
      answer_users_num: 1,
      awaiting_review_num: 3,
      pass_nums: 1,
      pass_percent: 1,
      chart: { percent: 100 },
    });
    expect(score.chart.userNums.reduce((a: number, b: number) => a + b, 0)).toBe(score.answer_users_num);
    // The short answer scored 8 of 10 is right at 80 %, not 0 %.
    const essay = questions.list.find((q: any) => q.type === 5);
    expect(essay).toMatchObject({ right_rate: 0.8, average_score: 8 });
    // 学员统计: the waiting students show dashes for rank, pass and conditions.
    const waiting = students.filter((r) => r.test_status === 2);
    expect(waiting).toHaveLength(3);
    for (const r of waiting)
      expect(r).toMatchObject({
        ranking: null,
        is_pass: null,
        is_finish_conditions: null,
        subjective_score: null,
      });
    const marked = students.find((r) => r.report_id === s.marked);
    expect(marked).toMatchObject({ ranking: 1, is_finish_conditions: 1, is_pass: 1, subjective_score: 8 });
    // The review page: its rank among the same students, and the question's rate beside it.
    const review = await s.teacher('GET', `/lector/testDetail/report/${s.marked}`);
    expect(review.report_info).toMatchObject({ ranking: 1, user_count: score.answer_users_num });
    expect(review.question.find((q: any) => q.ques_type === 5).average_rate).toBe(essay.right_rate);
    // Each bank question shows its difficulty (it was null).
    const bank = (await s.teacher('POST', '/lector/ques/public', { limit: 100 })).list as any[];
    for (const type of [1, 5]) {
      const shownDifficulty = review.question.find((q: any) => q.ques_type === type).facility_value;
      expect(shownDifficulty).toBe(bank.find((q) => q.ques_type === type).facility_value);
    }
  });

  it('a pass rate of one in three reads 0.333 and 33.3 %', async () => {
    const s = await examForClass(base, { students: 3 });
    const papers = [];
    for (const student of s.students) papers.push(await s.handIn(student, false));
    await s.mark(papers[0] as number, 10);
    await s.mark(papers[1] as number, 2);
    await s.mark(papers[2] as number, 0);
    const { score } = await figuresOf(s);
    expect(score.pass_percent).toBe(0.333);
    expect(score.chart.percent).toBe(33.3);
  });
});

/** What the test did to one paper: the raw rows the figures are recomputed from. */
interface Paper {
  id: number;
  uid: number;
  attemptNo: number;
  right: boolean;
  /** The short answer's points; null while awaiting review. */
  essay: number | null;
}

/** A plain recomputation of the figures from the papers written in the test. */
function expected(papers: Paper[]) {
  const best = new Map<number, Paper & { total: number }>();
  const waitingOnly = new Set<number>();
  for (const p of papers) {
    if (p.essay === null) {
      waitingOnly.add(p.uid);
      continue;
    }
    const total = (p.right ? 4 : 0) + p.essay;
    const kept = best.get(p.uid);
    if (!kept || total > kept.total || (total === kept.total && p.attemptNo < kept.attemptNo))
      best.set(p.uid, { ...p, total });
  }
  for (const uid of best.keys()) waitingOnly.delete(uid);
  const counted = [...best.values()];
  const n = counted.length;
  const totals = counted.map((p) => p.total);
  const passes = counted.filter((p) => p.total >= 8).length;
  const sum = totals.reduce((a, b) => a + b, 0);
  const rights = counted.filter((p) => p.right).length;
  const essayPoints = counted.reduce((a, p) => a + (p.essay ?? 0), 0);
  return {
    answer_users_num: n,
    awaiting_review_num: waitingOnly.size,
    average_score: n ? Math.round((sum / n) * 10) / 10 : null,
    max_score: n ? Math.max(...totals) : null,
    min_score: n ? Math.min(...totals) : null,
    pass_nums: passes,
    pass_percent: n ? Math.round((passes * 1000) / n) / 1000 : null,
    choiceRate: n ? Math.round((rights * 1000) / n) / 1000 : null,
    essayRate: n ? Math.round((essayPoints * 1000) / (10 * n)) / 1000 : null,
    rank: (uid: number) => {
      const mine = best.get(uid);
      return mine ? 1 + counted.filter((p) => p.uid !== uid && p.total > mine.total).length : null;
    },
  };
}

type Step =
  | { kind: 'handIn'; student: number; right: boolean }
  | { kind: 'mark'; paper: number; score: number }
  | { kind: 'remark'; paper: number; score: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('handIn' as const), student: fc.nat(2), right: fc.boolean() }),
  fc.record({
    kind: fc.constant('mark' as const),
    paper: fc.nat(20),
    score: fc.integer({ min: 0, max: 10 }),
  }),
  fc.record({
    kind: fc.constant('remark' as const),
    paper: fc.nat(20),
    score: fc.integer({ min: 0, max: 10 }),
  }),
);

describe('every exam figure equals a plain recomputation (random attempts, hand-ins, marks and re-marks)', () => {
  it('over 30 random histories', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 9 }), async (steps) => {
        const s = await examForClass(base, { students: 3, testNum: 3 });
        const papers: Paper[] = [];
        for (const st of steps) {
          if (st.kind === 'handIn') {
            const student = s.students[st.student];
            if (!student) continue;
            const mine = papers.filter((p) => p.uid === student.uid).length;
            if (mine >= 3) continue;
            const id = await s.handIn(student, st.right);
            papers.push({ id, uid: student.uid, attemptNo: mine + 1, right: st.right, essay: null });
          } else {
            const pool = papers.filter((p) => (st.kind === 'mark' ? p.essay === null : p.essay !== null));
            const paper = pool[st.paper % Math.max(1, pool.length)];
            if (!paper) continue;
            await s.mark(paper.id, st.score);
            paper.essay = st.score;
          }
        }
        const want = expected(papers);
        const { score, questions, students } = await figuresOf(s);
        expect(score).toMatchObject({
          answer_users_num: want.answer_users_num,
          awaiting_review_num: want.awaiting_review_num,
          average_score: want.average_score,
          max_score: want.max_score,
          min_score: want.min_score,
          pass_nums: want.pass_nums,
          pass_percent: want.pass_percent,
        });
        expect(score.chart.userNums.reduce((a: number, b: number) => a + b, 0)).toBe(want.answer_users_num);
        const [choice, essay] = questions.list;
        expect(choice.right_rate).toBe(want.choiceRate);
        expect(essay.right_rate).toBe(want.essayRate);
        for (const row of students) {
          if (!s.students.some((x) => x.uid === row.uid)) continue;
          expect(row.ranking, `rank of ${row.uid}`).toBe(want.rank(row.uid));
        }
        for (const p of papers.filter((x) => x.essay !== null)) {
          const review = await s.teacher('GET', `/lector/testDetail/report/${p.id}`);
          expect(review.report_info.user_count).toBe(want.answer_users_num);
        }
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
