import type { RubricSnapshot } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import type { AnswerKey } from './answerFormat';
import type { MarkedAnswer, ReportEvent } from './report';
import {
  type GradingFacts,
  type QuestionGradeRequest,
  type ReportCommand,
  reportDecider,
} from './reportDecider';

const NOW = 1_800_000_000;
const ref = { reportId: 7, hwId: 3, classId: 1, uid: 42 };
const choice: AnswerKey = { quesId: 11, quesType: 1, optionIds: [1, 2], rightIds: [1], score: 5 };
const essay: AnswerKey = { quesId: 13, quesType: 5, optionIds: [], rightIds: [], score: 10 };
const facts = (patch: Partial<GradingFacts> = {}): GradingFacts => ({
  ...ref,
  recalled: false,
  isSetScore: 2,
  keys: [choice, essay],
  ...patch,
});
const teacher = { uid: 1, role: 'teacher' as const };

const marked: MarkedAnswer[] = [
  { quesId: 11, userAnswer: '1', result: 1, score: 5 },
  { quesId: 13, userAnswer: '{"content":"答","images":[]}', result: 4, score: null },
];
const submitted: ReportEvent = {
  type: 'ReportSubmitted',
  data: { ...ref, answers: marked, status: 2, objectiveScore: 5, at: NOW - 60, answerTime: 30 },
};

const grade = (patch: Partial<QuestionGradeRequest> = {}, f = facts()): ReportCommand => ({
  type: 'GradeQuestion',
  data: {
    facts: f,
    grade: {
      quesId: 13,
      score: 8,
      rate: null,
      remark: '',
      images: [],
      type: 2,
      revision: undefined,
      ...patch,
    },
    grader: teacher,
    now: NOW,
  },
});
const finish = (comment = '', f = facts()): ReportCommand => ({
  type: 'FinishGrading',
  data: { facts: f, comment, grader: teacher, now: NOW },
});
const events = (outcome: ReturnType<ReturnType<typeof given>['when']>) =>
  'events' in outcome ? (outcome.events as ReportEvent[]) : [];

describe('the report decider grading a report (spec section 5, grading)', () => {
  it('a subjective question goes from pending to graded when saved with a score', () => {
    expect(given(reportDecider, [submitted]).when(grade({ score: 8, remark: '很好' }))).toEqual({
      events: [
        {
          type: 'ReportQuestionGraded',
          data: {
            ...ref,
            quesId: 13,
            graded: true,
            result: 2,
            score: 8,
            rate: null,
            remark: '很好',
            images: [],
            revision: 1,
            graderUid: 1,
            graderRole: 'teacher',
            at: NOW,
            levels: null,
          },
        },
      ],
    });
  });

  it("the full score marks the answer right; score from 0 to the question's score, no more", () => {
    const full = events(given(reportDecider, [submitted]).when(grade({ score: 10 })));
    expect(full[0]?.data).toMatchObject({ result: 1, score: 10 });
    expect(given(reportDecider, [submitted]).when(grade({ score: 10.5 }))).toEqual({
      refused: 'invalid: 本题得分超出范围',
    });
    expect(given(reportDecider, [submitted]).when(grade({ score: -1 }))).toEqual({
      refused: 'invalid: 本题得分超出范围',
    });
    expect(events(given(reportDecider, [submitted]).when(grade({ score: 0 })))[0]?.data).toMatchObject({
      result: 2,
      score: 0,
    });
  });

  it('score required: 请填写本题得分; comment at most 300 characters; at most 9 answer images kept', () => {
    const when = (patch: Partial<QuestionGradeRequest>) =>
      given(reportDecider, [submitted]).when(grade(patch));
    expect(when({ score: null })).toEqual({ refused: 'invalid: 请填写本题得分' });
    expect(when({ remark: '评'.repeat(301) })).toEqual({ refused: 'invalid: 评语最多300字' });
    expect(events(when({ remark: '评'.repeat(300) }))).toHaveLength(1);
    const image = { url: '/files/a.png', draw: '' };
    expect(when({ images: Array(10).fill(image) })).toEqual({ refused: 'invalid: 图片最多9张' });
    expect(events(when({ images: Array(9).fill(image) }))).toHaveLength(1);
  });

  it('in rate mode (is_set_score 1) a rate is required (请选择本题正确率) from 0, 25, 50, 60, 75, 100', () => {
    const rated = facts({ isSetScore: 1, keys: [choice, { ...essay, score: 1 }] });
    const when = (rate: number | null) =>
      given(reportDecider, [submitted]).when(grade({ score: null, rate }, rated));
    expect(when(null)).toEqual({ refused: 'invalid: 请选择本题正确率' });
    expect(when(30)).toEqual({ refused: 'invalid: 请选择本题正确率' });
    expect(events(when(75))[0]?.data).toMatchObject({ graded: true, rate: 75, score: 0.8, result: 2 });
    expect(events(when(100))[0]?.data).toMatchObject({ rate: 100, score: 1, result: 1 });
  });

  it('saving while moving between questions without a rate saves as type 1: kept, still pending', () => {
    const kept = events(
      given(reportDecider, [submitted]).when(grade({ score: null, remark: '待定', type: 1 })),
    );
    expect(kept[0]?.data).toMatchObject({ graded: false, result: 4, score: null, remark: '待定' });
    expect(kept[0]?.data).not.toHaveProperty('levels');
  });

  it('objective questions are marked automatically and are not graded; an unknown question is not found', () => {
    expect(given(reportDecider, [submitted]).when(grade({ quesId: 11 }))).toEqual({
      refused: 'invalid: 客观题已自动判分，无需批改',
    });
    expect(given(reportDecider, [submitted]).when(grade({ quesId: 99 }))).toEqual({
      refused: 'not_found: 题目不存在',
    });
  });

  it('grading offered only at status 2 (submitted); a recalled homework is not graded', () => {
    expect(given(reportDecider, []).when(grade())).toEqual({
      refused: 'conflict: 学员尚未提交作业，不能批改',
    });
    expect(given(reportDecider, [submitted]).when(grade({}, facts({ recalled: true })))).toEqual({
      refused: 'conflict: 作业已撤回',
    });
  });

  it('two graders saving one question at once: the second, on an older revision, is refused', () => {
    const first = events(given(reportDecider, [submitted]).when(grade({ revision: 0 })));
    expect(first[0]?.data).toMatchObject({ revision: 1 });
    expect(given(reportDecider, [submitted, ...first]).when(grade({ revision: 0 }))).toEqual({
      refused: 'conflict: 本题已被其他老师批改，请刷新后重试',
    });
    const second = events(given(reportDecider, [submitted, ...first]).when(grade({ revision: 1, score: 9 })));
    expect(second[0]?.data).toMatchObject({ revision: 2, score: 9 });
  });

  it('finish grading is enabled only when no subjective question is pending', () => {
    expect(given(reportDecider, [submitted]).when(finish())).toEqual({
      refused: 'conflict: 还有主观题未批改，请批改后再完成',
    });
    const graded = events(given(reportDecider, [submitted]).when(grade({ score: 8 })));
    expect(given(reportDecider, [submitted, ...graded]).when(finish('<b onclick="x()">好</b>'))).toEqual({
      events: [
        {
          type: 'ReportGraded',
          data: {
            ...ref,
            answers: [marked[0], { ...marked[1], result: 2, score: 8 }],
            totalScore: 13,
            rate: null,
            comment: '<b>好</b>',
            graderUid: 1,
            graderRole: 'teacher',
            at: NOW,
          },
        },
      ],
    });
  });

  it('finish-grading comment optional, at most 300; finishing twice is refused', () => {
    const graded = events(given(reportDecider, [submitted]).when(grade({ score: 8 })));
    const ready = given(reportDecider, [submitted, ...graded]);
    expect(ready.when(finish('评'.repeat(301)))).toEqual({ refused: 'invalid: 评语最多300字' });
    const finished = events(ready.when(finish('好')));
    expect(given(reportDecider, [submitted, ...graded, ...finished]).when(finish())).toEqual({
      refused: 'conflict: 该作业已批改完成，请勿重复提交',
    });
  });

  it('an unscored homework is graded with the average rate in percent', () => {
    const rated = facts({
      isSetScore: 1,
      keys: [
        { ...choice, score: 1 },
        { ...essay, score: 1 },
      ],
    });
    const unscored: ReportEvent = {
      ...submitted,
      data: {
        ...submitted.data,
        answers: [{ ...marked[0], score: 1 } as MarkedAnswer, marked[1] as MarkedAnswer],
      },
    };
    const graded = events(given(reportDecider, [unscored]).when(grade({ score: null, rate: 50 }, rated)));
    const finished = events(given(reportDecider, [unscored, ...graded]).when(finish('', rated)));
    expect(finished[0]?.data).toMatchObject({ totalScore: 1.5, rate: 75 });
  });

  it("a review of a finished report records the report's grade again, keeping its comment", () => {
    const graded = events(given(reportDecider, [submitted]).when(grade({ score: 8 })));
    const finished = events(given(reportDecider, [submitted, ...graded]).when(finish('好')));
    const review = events(
      given(reportDecider, [submitted, ...graded, ...finished]).when(grade({ score: 10, revision: 1 })),
    );
    expect(review.map((e) => e.type)).toEqual(['ReportQuestionGraded', 'ReportGraded']);
    expect(review[1]?.data).toMatchObject({ totalScore: 15, comment: '好' });
    const keptOnly = events(
      given(reportDecider, [submitted, ...graded, ...finished]).when(grade({ score: null, type: 1 })),
    );
    expect(keptOnly.map((e) => e.type)).toEqual(['ReportQuestionGraded']);
    expect(keptOnly[0]?.data).toMatchObject({ graded: true, score: 8, result: 2 });
  });

  it('a grade by rubric levels needs the question to have a rubric: 本题未设置评分标准', () => {
    expect(given(reportDecider, [submitted]).when(grade({ levels: { 1: 1 } }))).toEqual({
      refused: 'invalid: 本题未设置评分标准',
    });
  });

  describe('grading by rubric levels (criterion id → level id)', () => {
    const rubric: RubricSnapshot = {
      id: 5,
      title: '议论文',
      criteria: [
        {
          id: 1,
          name: '论点',
          levels: [
            { id: 1, text: '清楚', points: 4 },
            { id: 2, text: '模糊', points: 1 },
          ],
        },
        {
          id: 2,
          name: '论据',
          levels: [
            { id: 1, text: '充分', points: 5 },
            { id: 2, text: '不足', points: 2 },
          ],
        },
      ],
    };
    const withRubric = (patch: Partial<GradingFacts> = {}, score = 10) =>
      facts({ keys: [choice, { ...essay, score, rubric }], ...patch });
    const byLevels = (levels: Record<string, number>, f = withRubric()) =>
      given(reportDecider, [submitted]).when(grade({ score: null, type: 1, levels }, f));

    it('the score is the sum of the levels chosen; the save grades the question and keeps its levels', () => {
      expect(events(byLevels({ 1: 1, 2: 2 }))[0]?.data).toMatchObject({
        graded: true,
        result: 2,
        score: 6,
        rate: null,
        levels: { 1: 1, 2: 2 },
      });
    });

    it("the sum is clamped to the question's score, not refused", () => {
      expect(events(byLevels({ 1: 1, 2: 1 }, withRubric({}, 5)))[0]?.data).toMatchObject({
        graded: true,
        result: 1,
        score: 5,
      });
    });

    it('every criterion needs exactly one level of the rubric', () => {
      expect(byLevels({ 1: 1 })).toEqual({ refused: 'invalid: 请为每个评分项选择一个等级' });
      expect(byLevels({ 1: 1, 2: 3 })).toEqual({ refused: 'invalid: 所选等级不在评分标准中' });
      expect(byLevels({ 1: 1, 2: 1, 3: 1 })).toEqual({ refused: 'invalid: 所选等级不在评分标准中' });
    });

    it("in rate mode the sum's share of the rubric's maximum gives the nearest fixed rate", () => {
      // 6 of 9 is 66.7 %: 60 is nearer than 75
      const rated = withRubric({ isSetScore: 1 }, 1);
      expect(events(byLevels({ 1: 1, 2: 2 }, rated))[0]?.data).toMatchObject({
        graded: true,
        rate: 60,
        score: 0.6,
        levels: { 1: 1, 2: 2 },
      });
    });

    it('a plain score on a rubric question is an override: the levels are cleared', () => {
      const levelled = events(byLevels({ 1: 1, 2: 2 }));
      const plain = events(
        given(reportDecider, [submitted, ...levelled]).when(grade({ score: 9, revision: 1 }, withRubric())),
      );
      expect(plain[0]?.data).toMatchObject({ graded: true, score: 9, levels: null });
    });
  });
});
