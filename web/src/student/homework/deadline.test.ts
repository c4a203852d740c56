import { describe, expect, it } from 'vitest';
import { countdown, isUrgent } from './deadline';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const END = Date.parse('2026-09-12T20:00:00+08:00');

describe('the deadline countdown', () => {
  it('is past at the deadline and after it (spec section 4)', () => {
    expect(countdown(END, END)).toEqual({ kind: 'past' });
    expect(countdown(END, END + 1)).toEqual({ kind: 'past' });
  });

  it('reads days and hours, hours and minutes, then minutes, rounded down', () => {
    expect(countdown(END, END - (2 * DAY + 3 * HOUR + 59 * MIN))).toEqual({
      kind: 'days',
      days: 2,
      hours: 3,
    });
    expect(countdown(END, END - (5 * HOUR + 7 * MIN + 30_000))).toEqual({
      kind: 'hours',
      hours: 5,
      minutes: 7,
    });
    expect(countdown(END, END - 42 * MIN)).toEqual({ kind: 'minutes', minutes: 42 });
    expect(countdown(END, END - 1000)).toEqual({ kind: 'minutes', minutes: 1 });
  });

  it('is urgent under a day', () => {
    expect(isUrgent(countdown(END, END - DAY))).toBe(false);
    expect(isUrgent(countdown(END, END - DAY + 1))).toBe(true);
    expect(isUrgent(countdown(END, END))).toBe(false);
  });
});
