import { describe, expect, it } from 'vitest';
import { COMMUNITY_MESSAGES } from './community/communityRules';
import { HOMEWORK_MESSAGES } from './homework/homeworkLifecycle';
import { REFUSAL_CODES, refusalCodeFor, refusalCodeOf } from './refusalCodes';
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

  it('names a code only for a 400 or 409, so 403 and 404 keep their one meaning', () => {
    expect(refusalCodeFor(409, HOMEWORK_MESSAGES.recalled)).toBe('HOMEWORK_RECALLED');
    expect(refusalCodeFor(409, REPORT_MESSAGES.pastDeadlineToSubmit)).toBe('DEADLINE_PASSED');
    expect(refusalCodeFor(400, COMMUNITY_MESSAGES.captchaWrong)).toBe('CAPTCHA_WRONG');
    expect(refusalCodeFor(403, HOMEWORK_MESSAGES.recalled)).toBeUndefined();
    expect(refusalCodeFor(404, HOMEWORK_MESSAGES.recalled)).toBeUndefined();
  });

  it('spells codes as GraphQL error codes are spelt', () => {
    for (const code of Object.keys(REFUSAL_CODES)) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });
});
