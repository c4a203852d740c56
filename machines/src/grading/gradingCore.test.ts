import { describe, expect, it } from 'vitest';
import { finishRefusal, paperTotal, type SaveGradeArgs, savedQuestionGrade } from './gradingCore';
import type { QuestionGradeInput } from './gradingRules';

const input = (patch: Partial<QuestionGradeInput> = {}): QuestionGradeInput => ({
  score: 8,
  rate: null,
  remarkLength: 0,
  images: 0,
  type: 2,
  ...patch,
});
const pending = { result: 4, score: null } as const;
const save = (patch: Partial<SaveGradeArgs> = {}) =>
  savedQuestionGrade({
    isSetScore: 2,
    maxScore: 10,
    marked: pending,
    previous: undefined,
    input: input(),
    loadedRevision: undefined,
    ...patch,
  });

describe('saving a question’s grade (spec section 5, grading)', () => {
  it('a subjective question goes from pending to graded when saved with a score; below full score it is wrong', () => {
    expect(save()).toEqual({ grade: { graded: true, result: 2, score: 8, rate: null, revision: 1 } });
  });

  it('a scored homework keeps no rate, whatever was sent with the score', () => {
    expect(save({ input: input({ score: 8, rate: 50 }) })).toMatchObject({ grade: { score: 8, rate: null } });
  });

  it('the full score marks it right, and 0 is a grade (wrong)', () => {
    expect(save({ input: input({ score: 10 }) })).toEqual({
      grade: { graded: true, result: 1, score: 10, rate: null, revision: 1 },
    });
    expect(save({ input: input({ score: 0 }) })).toEqual({
      grade: { graded: true, result: 2, score: 0, rate: null, revision: 1 },
    });
  });

  it('in rate mode (is_set_score 1) the rate is kept and gives the points of the question’s score', () => {
    expect(save({ isSetScore: 1, maxScore: 2, input: input({ score: null, rate: 75 }) })).toEqual({
      grade: { graded: true, result: 2, score: 1.5, rate: 75, revision: 1 },
    });
    expect(save({ isSetScore: 1, maxScore: 2, input: input({ score: null, rate: 100 }) })).toEqual({
      grade: { graded: true, result: 1, score: 2, rate: 100, revision: 1 },
    });
  });

  it('a save without a score keeps the question as it was marked, still pending, and counts as a save', () => {
    expect(save({ input: input({ score: null, type: 1 }) })).toEqual({
      grade: { graded: false, result: 4, score: null, rate: null, revision: 1 },
    });
    const draft = { graded: false, result: 4, score: null, rate: 50, revision: 1 } as const;
    expect(save({ isSetScore: 1, previous: draft, input: input({ score: null, type: 1 }) })).toEqual({
      grade: { graded: false, result: 4, score: null, rate: 50, revision: 2 },
    });
  });

  it('a save without a score on a graded question keeps its grade', () => {
    const graded = { graded: true, result: 2, score: 8, rate: null, revision: 3 } as const;
    expect(save({ previous: graded, input: input({ score: null, type: 1 }) })).toEqual({
      grade: { ...graded, revision: 4 },
    });
  });

  it('refused by the grade rules (score within the question’s, comment, images)', () => {
    expect(save({ input: input({ score: 11 }) })).toEqual({
      refusal: { kind: 'invalid', message: '本题得分超出范围' },
    });
  });

  it('two graders at once: a save on an older revision is refused, in the page’s words when it has its own', () => {
    const graded = { graded: true, result: 2, score: 8, rate: null, revision: 1 } as const;
    expect(save({ previous: graded, loadedRevision: 0 })).toEqual({
      refusal: { kind: 'conflict', message: '本题已被其他老师批改，请刷新后重试' },
    });
    expect(
      save({ previous: graded, loadedRevision: 0, changedMeanwhile: '本题已被其他老师批阅，请刷新后重试' }),
    ).toEqual({ refusal: { kind: 'conflict', message: '本题已被其他老师批阅，请刷新后重试' } });
    expect(save({ previous: graded, loadedRevision: 1 })).toMatchObject({ grade: { revision: 2 } });
    expect(save({ loadedRevision: 0 })).toMatchObject({ grade: { revision: 1 } });
  });
});

describe('finishing a paper', () => {
  it('once only: finishing twice is refused, in the page’s words when it has its own', () => {
    expect(finishRefusal({ finished: true, pending: 0, commentLength: 0 })).toEqual({
      kind: 'conflict',
      message: '该作业已批改完成，请勿重复提交',
    });
    expect(
      finishRefusal({
        finished: true,
        pending: 0,
        commentLength: 0,
        finishedTwice: '该试卷已批阅完成，请勿重复提交',
      }),
    ).toEqual({ kind: 'conflict', message: '该试卷已批阅完成，请勿重复提交' });
  });

  it('with nothing pending and a comment of at most 300 characters', () => {
    expect(finishRefusal({ finished: false, pending: 0, commentLength: 300 })).toBeUndefined();
    expect(finishRefusal({ finished: false, pending: 2, commentLength: 0 })).toEqual({
      kind: 'conflict',
      message: '还有主观题未批改，请批改后再完成',
    });
  });

  it('a paper’s total is the sum of its questions’ points to one decimal, a question without points counting 0', () => {
    expect(paperTotal([4, null, 2.5, 0.1, 0.2])).toBe(6.8);
    expect(paperTotal([])).toBe(0);
  });
});
