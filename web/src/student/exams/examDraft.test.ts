import { describe, expect, it } from 'vitest';
import { clockText, examAnswerInput, examDraftOf, isExamAnswered, timeLeftMs } from './examDraft';

const saved = { answer: '', blanks: [] as string[], blankCount: 0, flagged: false };

describe('an exam attempt in the browser', () => {
  it('counts down from the seconds the server said were left, on the clock of the page', () => {
    expect(timeLeftMs(90, 1_000, 1_000)).toBe(90_000);
    expect(timeLeftMs(90, 1_000, 31_000)).toBe(60_000);
    expect(timeLeftMs(90, 1_000, 200_000)).toBe(0);
    expect(timeLeftMs(null, 1_000, 200_000)).toBeNull();
  });

  it('shows the time left as m:ss, and h:mm:ss from an hour', () => {
    expect(clockText(61_000)).toBe('1:01');
    expect(clockText(500)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(3_600_000 + 5_000)).toBe('1:00:05');
  });

  it('keeps the saved answer and flag of each type, and sends them back as saved', () => {
    const choice = examDraftOf({ ...saved, quesType: 'MULTIPLE_CHOICE', answer: '2,5', flagged: true });
    expect(choice).toEqual({ answer: { optionIds: ['2', '5'] }, flagged: true });
    expect(examAnswerInput(4, choice)).toEqual({ number: 4, optionIds: ['2', '5'], flagged: true });

    const blanks = examDraftOf({ ...saved, quesType: 'FILL_BLANK', blanks: ['2'], blankCount: 2 });
    expect(blanks.answer).toEqual({ blanks: ['2', ''] });
    expect(examAnswerInput(1, blanks)).toEqual({ number: 1, blanks: ['2', ''], flagged: false });

    const written = examDraftOf({ ...saved, quesType: 'SHORT_ANSWER', answer: '<p>甲</p><p>乙</p>' });
    expect(written.answer).toEqual({ text: '甲\n乙', images: [] });
    expect(examAnswerInput(2, written)).toEqual({ number: 2, content: '<p>甲</p><p>乙</p>', flagged: false });
  });

  it('a flag alone does not answer a question; a filled blank does', () => {
    expect(isExamAnswered({ answer: { optionIds: [] }, flagged: true })).toBe(false);
    expect(isExamAnswered({ answer: { blanks: ['', ' x'] }, flagged: false })).toBe(true);
    expect(isExamAnswered({ answer: { blanks: ['', ''] }, flagged: false })).toBe(false);
  });
});
