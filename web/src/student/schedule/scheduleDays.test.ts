import { describe, expect, it } from 'vitest';
import { dayHeading, groupByDay, hoursOf } from './scheduleDays';

describe('the schedule by school day', () => {
  it('groups periods by the day they start in the school zone, not the browser zone', () => {
    const days = groupByDay([
      { id: 'a', startPlay: '2026-11-27T23:30:00+08:00' },
      { id: 'b', startPlay: '2026-11-27T16:30:00Z' }, // 00:30 on the 28th in Shanghai
      { id: 'c', startPlay: '2026-11-28T09:00:00+08:00' },
    ]);
    expect(days.map((d) => [d.date, d.periods.map((p) => p.id)])).toEqual([
      ['2026-11-27', ['a']],
      ['2026-11-28', ['b', 'c']],
    ]);
  });
  it('names today and tomorrow, and shows hours in school time', () => {
    const now = Date.parse('2026-11-27T10:00:00+08:00') / 1000;
    const words = { today: '今天', tomorrow: '明天' };
    expect(dayHeading('2026-11-27', now, words)).toBe('11/27 今天');
    expect(dayHeading('2026-11-28', now, words)).toBe('11/28 明天');
    expect(hoursOf('2026-11-27T11:00:00Z', '2026-11-27T12:30:00Z')).toBe('19:00–20:30');
  });
});
