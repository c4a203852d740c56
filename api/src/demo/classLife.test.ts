import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SCHOOL_ZONE } from '../shared/schoolZone';
import { DEMO_MEETINGS, demoMeetingStart } from './classLife';

const at = (iso: string) => DateTime.fromISO(iso, { zone: SCHOOL_ZONE }).toSeconds();
const live = DEMO_MEETINGS.find((m) => m.name === '期中动员班会');
const past = DEMO_MEETINGS.find((m) => m.name === '开学第一课：学习习惯养成');

describe("the demo's class meetings", () => {
  it('the live meeting started half an hour before the seed, on the same school day', () => {
    if (!live || !past) throw new Error('the demo meetings changed');
    expect(demoMeetingStart(live, at('2026-11-27T10:00'))).toBe(at('2026-11-27T09:30'));
    // seeded ten minutes after the school's midnight: it starts at midnight, on today's calendar
    expect(demoMeetingStart(live, at('2026-11-28T00:10'))).toBe(at('2026-11-28T00:00'));
    expect(demoMeetingStart(live, at('2026-11-28T00:30'))).toBe(at('2026-11-28T00:00'));
    expect(demoMeetingStart(past, at('2026-11-28T00:10'))).toBe(at('2026-11-21T00:10'));
  });
});
