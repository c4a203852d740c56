import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { schoolZone } from '../../shared/schoolZone';
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

  it('reads days, headings and clocks as luxon does, whatever the instant', () => {
    // every 7 hours 31 minutes over a year and a half: each hour, weekday, month and year end
    for (let seconds = 1_767_200_000; seconds < 1_815_000_000; seconds += 27_060) {
      const iso = new Date(seconds * 1000).toISOString();
      const school = DateTime.fromSeconds(seconds).setZone(schoolZone).setLocale('zh-CN');
      const date = school.toISODate() as string;
      expect(groupByDay([{ startPlay: iso }])[0]?.date).toBe(date);
      expect(hoursOf(iso, iso)).toBe(`${school.toFormat('HH:mm')}–${school.toFormat('HH:mm')}`);
      const words = { today: '今天', tomorrow: '明天' };
      expect(dayHeading(date, seconds, words)).toBe(`${school.toFormat('M/d')} 今天`);
      expect(dayHeading(school.plus({ days: 1 }).toISODate() as string, seconds, words)).toBe(
        `${school.plus({ days: 1 }).toFormat('M/d')} 明天`,
      );
      const inThreeDays = school.plus({ days: 3 });
      expect(
        dayHeading(inThreeDays.toISODate() as string, seconds, { today: '今天', tomorrow: '明天' }),
      ).toBe(inThreeDays.toFormat('M/d cccc'));
    }
  });
});
