import { describe, expect, it } from 'vitest';
import { typeScore } from './GradingPanel';
import { cardState } from './QuestionCard';

describe('typing a score from the keyboard', () => {
  it('digits append, Backspace removes, the full score caps it', () => {
    expect(typeScore(null, '8', 10)).toBe(8);
    expect(typeScore(1, '0', 10)).toBe(10);
    expect(typeScore(8, '5', 10)).toBe(10);
    expect(typeScore(0, '7', 10)).toBe(7);
    expect(typeScore(12, 'Backspace', 20)).toBe(1);
    expect(typeScore(1, 'Backspace', 20)).toBeNull();
    expect(typeScore(3, 'x', 20)).toBe(3);
  });
});

describe('question card states (spec section 4)', () => {
  it('subjective: awaiting review, reviewed or unanswered; objective: right, wrong or unanswered', () => {
    expect(cardState({ status: 'PENDING', isReview: false }, true).label).toBe('待批阅');
    expect(cardState({ status: 'RIGHT', isReview: true }, true).label).toBe('已批阅');
    expect(cardState({ status: 'UNANSWERED', isReview: true }, true).label).toBe('未作答');
    expect(cardState({ status: 'RIGHT', isReview: true }, false).label).toBe('正确');
    expect(cardState({ status: 'WRONG', isReview: true }, false).label).toBe('错误');
    expect(cardState({ status: 'UNANSWERED', isReview: true }, false).label).toBe('未作答');
  });
});
