import { codeOf } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_VIEW_TYPES, minutesText, percentText, TEACHERS_SHOWN, validityText } from './studyFormat';

describe('study time and rate display (spec section 9)', () => {
  it('study time is seconds divided by 60, in whole minutes', () => {
    expect(minutesText(0)).toBe('0');
    expect(minutesText(89)).toBe('1');
    expect(minutesText(90)).toBe('2');
    expect(minutesText(5400)).toBe('90');
  });

  it('rates arrive in percent and show as percentages', () => {
    expect(percentText(0)).toBe('0%');
    expect(percentText(37.5)).toBe('37.5%');
    expect(percentText(100)).toBe('100%');
  });

  it('courses of types 7 and 10 carry no figures, shown as a dash', () => {
    expect(minutesText(null)).toBe('—');
    expect(percentText(null)).toBe('—');
  });

  it('validity reads long-term, or the date it ends in the school time zone', () => {
    expect(validityText('LONG_TERM', null)).toBe('长期有效');
    expect(validityText('DATED', '2027-03-01T16:00:00.000Z')).toBe('2027-03-02 到期');
    expect(validityText('DATED', null)).toBe('—');
  });

  it('attendance is viewable for course types 2, 3, 7 and 15; five lecturers are shown', () => {
    expect(ATTENDANCE_VIEW_TYPES.map((type) => codeOf('CourseType', type))).toEqual([2, 3, 7, 15]);
    expect(TEACHERS_SHOWN).toBe(5);
  });
});
