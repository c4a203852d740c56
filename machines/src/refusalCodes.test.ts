import { describe, expect, it } from 'vitest';
import { HOMEWORK_MESSAGES } from './homework/homeworkLifecycle';
import { REFUSAL_CODES, refusalCodeOf } from './refusalCodes';
import { REPORT_MESSAGES } from './submissions/reportStatus';

describe('refusal codes', () => {
  it('gives each message one code, so a client never reads two meanings into one refusal', () => {
    const all = Object.values(REFUSAL_CODES).flatMap(({ messages }) => messages);
    expect(new Set(all).size).toBe(all.length);
  });

  it('names the spec’s refusals by what happened', () => {
    expect(refusalCodeOf(HOMEWORK_MESSAGES.recalled)).toBe('HOMEWORK_RECALLED');
    expect(refusalCodeOf(HOMEWORK_MESSAGES.pastDeadlineToAdjust)).toBe('DEADLINE_PASSED');
    expect(refusalCodeOf(REPORT_MESSAGES.pastDeadlineToSubmit)).toBe('DEADLINE_PASSED');
    expect(refusalCodeOf('请选择截止时间')).toBeUndefined();
  });

  it('spells codes as GraphQL error codes are spelt', () => {
    for (const code of Object.keys(REFUSAL_CODES)) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });
});
