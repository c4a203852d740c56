import { RUBRIC_MESSAGES } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { emptyRubricForm, formOfRubric, rubricFormRefusal } from './rubricDraft';

describe('rubric form', () => {
  it('asks the rubric rules why it cannot be saved', () => {
    expect(rubricFormRefusal(emptyRubricForm())).toBe(RUBRIC_MESSAGES.enterTitle);
    const form = formOfRubric({
      title: '标准',
      criteria: [{ name: '观点', levels: [{ text: '清楚', points: 4 }] }],
    });
    expect(rubricFormRefusal(form)).toBeUndefined();
    const blankPoints = { ...form, criteria: [{ name: '观点', levels: [{ text: '清楚', points: '' }] }] };
    expect(rubricFormRefusal(blankPoints)).toBe(RUBRIC_MESSAGES.pointsOutOfRange);
  });
});
