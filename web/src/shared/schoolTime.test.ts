import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatSchoolTime, fromPickerDate, schoolDayBound, toPickerDate } from './schoolTime';

// 2026-09-10 18:00 at school (UTC+8) is 10:00 UTC.
const SIX_PM_AT_SCHOOL = Date.UTC(2026, 8, 10, 10, 0) / 1000;

describe.each(['UTC', 'America/New_York', 'Asia/Shanghai'])('school time in a browser set to %s', (zone) => {
  let saved: string | undefined;
  beforeEach(() => {
    saved = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = saved;
  });

  it('a picker shows the school wall clock', () => {
    const date = toPickerDate(SIX_PM_AT_SCHOOL);
    expect([date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours()]).toEqual([
      2026, 9, 10, 18,
    ]);
  });

  it('18:00 picked in the browser is 18:00 at school and listed as such', () => {
    const picked = new Date(2026, 8, 10, 18, 0);
    expect(fromPickerDate(picked)).toBe(SIX_PM_AT_SCHOOL);
    expect(formatSchoolTime(fromPickerDate(picked))).toBe('2026-09-10 18:00');
  });

  it('a picked day spans the school day', () => {
    const day = new Date(2026, 8, 10);
    expect(schoolDayBound(day, 'start')).toBe('2026-09-10T00:00:00+08:00');
    expect(schoolDayBound(day, 'end')).toBe('2026-09-10T23:59:59+08:00');
  });
});
