import { describe, expect, it } from 'vitest';
import { GRADING_MESSAGES } from '../grading/gradingRules';
import {
  durationText,
  examTypeLabel,
  markAbility,
  passText,
  rankText,
  reviewLegend,
  scoreText,
  shownWhenOnlyWrong,
} from './examReview';

describe('the exam review page (spec section 2 and 4)', () => {
  it('rank reads 第N名，共M人, hidden as -- while the paper awaits review', () => {
    expect(rankText(1, 2, 5)).toBe('第2名，共5人');
    expect(rankText(2, 2, 5)).toBe('--');
    expect(rankText(1, null, 0)).toBe('--');
  });

  it('pass reads - while awaiting review, 已通过 when is_pass is 1, otherwise 未通过', () => {
    expect(passText(2, 1)).toBe('-');
    expect(passText(1, 1)).toBe('已通过');
    expect(passText(1, 0)).toBe('未通过');
    expect(scoreText(null)).toBe('-');
    expect(scoreText(0)).toBe('0');
  });

  it('the legend ends with 待批阅 while awaiting review, 已批阅 after', () => {
    expect(reviewLegend(2).map((l) => l.label)).toEqual(['正确', '错误', '未作答', '待批阅']);
    expect(reviewLegend(1).map((l) => l.label)).toEqual(['正确', '错误', '未作答', '已批阅']);
  });

  it('只看错题 shows wrong questions plus subjective and material ones', () => {
    expect(shownWhenOnlyWrong({ status: 2, quesType: 1 })).toBe(true);
    expect(shownWhenOnlyWrong({ status: 1, quesType: 1 })).toBe(false);
    expect(shownWhenOnlyWrong({ status: 3, quesType: 7 })).toBe(false);
    expect(shownWhenOnlyWrong({ status: 5, quesType: 5 })).toBe(true);
    expect(shownWhenOnlyWrong({ status: 1, quesType: 6 })).toBe(true);
  });

  it('去批阅 shows while awaiting review and needs canCorrect', () => {
    expect(markAbility(2, true)).toEqual({ shown: true, allowed: true, reason: null });
    expect(markAbility(2, false)).toEqual({
      shown: true,
      allowed: false,
      reason: GRADING_MESSAGES.noCorrect,
    });
    expect(markAbility(1, true).shown).toBe(false);
  });

  it('names types and durations: 填空题, minutes, 不限时 for 0', () => {
    expect(examTypeLabel(7)).toBe('填空题');
    expect(examTypeLabel(5)).toBe('简答题');
    expect(durationText(0)).toBe('不限时');
    expect(durationText(5400)).toBe('90分钟');
  });
});
