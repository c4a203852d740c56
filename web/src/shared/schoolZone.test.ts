import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatSchoolTime } from './schoolTime';
import { schoolDay, schoolMinute, schoolZone } from './schoolZone';

describe('the school clock of the workbench greeting', () => {
  it('reads the hour and the day in the school zone, as luxon does, whatever the instant', () => {
    // every 5 hours 13 minutes across two years: all hours, weekdays, month and year ends
    for (let seconds = 1_767_200_000; seconds < 1_830_000_000; seconds += 18_780) {
      const luxon = DateTime.fromSeconds(seconds).setZone(schoolZone).setLocale('zh-CN');
      expect(schoolDay(new Date(seconds * 1000))).toEqual({
        hour: luxon.hour,
        label: luxon.toFormat('yyyy年M月d日 cccc'),
      });
    }
  });

  it('writes the day as 年月日 and the weekday: 2026年9月7日 星期一', () => {
    expect(schoolDay(new Date('2026-09-07T00:30:00+08:00'))).toEqual({
      hour: 0,
      label: '2026年9月7日 星期一',
    });
  });
});

describe('school time to the minute without luxon', () => {
  it('writes what formatSchoolTime writes, for seconds and ISO instants, whatever the instant', () => {
    // every 37 hours 7 minutes across two years (each hour of the day, each minute of the hour), and the
    // seconds either side of the school's midnights at the ends of 2026 and 2027
    const sweep = Array.from({ length: 470 }, (_, i) => 1_767_200_000 + i * 133_620);
    const yearEnds = [1_798_732_800, 1_830_268_800].flatMap((midnight) => [midnight - 1, midnight]);
    for (const seconds of [...sweep, ...yearEnds]) {
      const iso = new Date(seconds * 1000).toISOString();
      const shanghai = DateTime.fromSeconds(seconds).setZone('UTC+8').toISO() as string;
      expect(schoolMinute(seconds)).toBe(formatSchoolTime(seconds));
      expect(schoolMinute(iso)).toBe(formatSchoolTime(iso));
      expect(schoolMinute(shanghai)).toBe(formatSchoolTime(shanghai));
    }
  });

  it('reads a date alone, or a time without offset, in the browser zone as luxon does', () => {
    for (const text of ['2026-09-10', '2026-12-31T23:30:00', '2027-01-01T00:00'])
      expect(schoolMinute(text)).toBe(formatSchoolTime(text));
  });

  it('writes 2026-09-10 18:00 for 10:00 UTC, and - for no time', () => {
    expect(schoolMinute('2026-09-10T10:00:00.000Z')).toBe('2026-09-10 18:00');
    expect(schoolMinute('2026-09-10T00:00:00+08:00')).toBe('2026-09-10 00:00');
    expect([schoolMinute(null), schoolMinute(undefined), schoolMinute('')]).toEqual(['-', '-', '-']);
  });
});
