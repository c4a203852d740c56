import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { schoolDay, schoolZone } from './schoolZone';

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
