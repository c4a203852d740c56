import { describe, expect, it } from 'vitest';
import { firstRefusal } from '../refusals';
import {
  finishRules,
  GRADING_MESSAGES,
  pointsOf,
  type QuestionGradeInput,
  questionGradeRules,
  REVIEW_RATES,
  savesGrade,
} from './gradingRules';

const input = (patch: Partial<QuestionGradeInput> = {}): QuestionGradeInput => ({
  score: null,
  rate: null,
  remarkLength: 0,
  images: 0,
  type: 2,
  ...patch,
});
const SCORED = 2;
const RATED = 1;

describe('grading rules of one question (spec sections 5 and 9)', () => {
  it('a scored homework (is_set_score 2) is graded by a score, even 0; without one the save only keeps a draft', () => {
    expect(savesGrade({ isSetScore: SCORED, input: input({ score: 8 }) })).toBe(true);
    expect(savesGrade({ isSetScore: SCORED, input: input({ score: 0 }) })).toBe(true);
    expect(savesGrade({ isSetScore: SCORED, input: input({ score: null, type: 1 }) })).toBe(false);
    // a rate means nothing on a scored homework
    expect(savesGrade({ isSetScore: SCORED, input: input({ score: null, rate: 50, type: 1 }) })).toBe(false);
  });

  it('an unscored homework (is_set_score 1) is graded by a rate, even 0; without one the save only keeps a draft', () => {
    expect(savesGrade({ isSetScore: RATED, input: input({ rate: 75 }) })).toBe(true);
    expect(savesGrade({ isSetScore: RATED, input: input({ rate: 0 }) })).toBe(true);
    expect(savesGrade({ isSetScore: RATED, input: input({ rate: null, type: 1 }) })).toBe(false);
    // a score means nothing on an unscored homework
    expect(savesGrade({ isSetScore: RATED, input: input({ score: 3, rate: null, type: 1 }) })).toBe(false);
  });

  it("a grade's points: the score typed, or the rate of the question's full score to one decimal", () => {
    expect(pointsOf(SCORED, 10, { score: 7.5, rate: null })).toBe(7.5);
    expect(pointsOf(RATED, 10, { score: null, rate: 25 })).toBe(2.5);
    expect(pointsOf(RATED, 1, { score: null, rate: 60 })).toBe(0.6);
    expect(pointsOf(RATED, 3, { score: null, rate: 25 })).toBe(0.8);
  });

  it('the fixed review rates are 0, 25, 50, 60, 75 and 100', () => {
    expect(REVIEW_RATES).toEqual([0, 25, 50, 60, 75, 100]);
    const rated = (rate: number) =>
      firstRefusal(questionGradeRules, { isSetScore: RATED, maxScore: 1, input: input({ rate }) });
    for (const rate of REVIEW_RATES) expect(rated(rate)).toBeUndefined();
    expect(rated(30)?.message).toBe(GRADING_MESSAGES.rateRequired);
  });

  it('score from 0 to the question’s score; comment at most 300 characters; at most 9 images', () => {
    const scored = (patch: Partial<QuestionGradeInput>) =>
      firstRefusal(questionGradeRules, {
        isSetScore: SCORED,
        maxScore: 10,
        input: input({ score: 5, ...patch }),
      });
    expect(scored({ score: 0 })).toBeUndefined();
    expect(scored({ score: 10 })).toBeUndefined();
    expect(scored({ score: 10.1 })).toEqual({ kind: 'invalid', message: '本题得分超出范围' });
    expect(scored({ score: -0.1 })).toEqual({ kind: 'invalid', message: '本题得分超出范围' });
    expect(scored({ score: null })).toEqual({ kind: 'invalid', message: '请填写本题得分' });
    expect(scored({ score: null, type: 1 })).toBeUndefined();
    expect(scored({ remarkLength: 300 })).toBeUndefined();
    expect(scored({ remarkLength: 301 })).toEqual({ kind: 'invalid', message: '评语最多300字' });
    expect(scored({ images: 9 })).toBeUndefined();
    expect(scored({ images: 10 })).toEqual({ kind: 'invalid', message: '图片最多9张' });
  });

  it('finishing: nothing pending, a comment of at most 300 characters', () => {
    expect(firstRefusal(finishRules, { pending: 1, commentLength: 0 })).toEqual({
      kind: 'conflict',
      message: '还有主观题未批改，请批改后再完成',
    });
    expect(firstRefusal(finishRules, { pending: 0, commentLength: 300 })).toBeUndefined();
    expect(firstRefusal(finishRules, { pending: 0, commentLength: 301 })).toEqual({
      kind: 'invalid',
      message: '评语最多300字',
    });
  });
});
