import { describe, expect, it } from 'vitest';
import { examPhase } from './examPhase';

const NOW = Date.parse('2026-11-27T10:00:00Z');
const longTerm = { status: 'PUBLISHED', timeType: 'LONG_TERM', testNum: 2, attemptsUsed: 0 } as const;
const fixed = {
  ...longTerm,
  timeType: 'FIXED_PERIOD' as const,
  startTime: '2026-11-27T09:00:00Z',
  endTime: '2026-11-27T11:00:00Z',
};

describe('the student exam list groups', () => {
  it('an exam with an attempt being answered is in progress, whatever else', () => {
    expect(examPhase({ ...fixed, status: 'CLOSED', answeringReportId: '5' }, NOW)).toBe('inProgress');
  });
  it('a fixed period not yet open is upcoming; one that has ended, ended', () => {
    expect(examPhase({ ...fixed, startTime: '2026-11-27T10:00:01Z' }, NOW)).toBe('upcoming');
    expect(examPhase({ ...fixed, endTime: '2026-11-27T10:00:00Z' }, NOW)).toBe('ended');
    expect(examPhase(fixed, NOW)).toBe('inProgress');
  });
  it('a closed exam, or one whose attempts are all used, has ended', () => {
    expect(examPhase({ ...longTerm, status: 'CLOSED' }, NOW)).toBe('ended');
    expect(examPhase({ ...longTerm, attemptsUsed: 2 }, NOW)).toBe('ended');
    expect(examPhase({ ...longTerm, attemptsUsed: 1 }, NOW)).toBe('inProgress');
  });
});
