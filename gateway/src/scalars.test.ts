import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { DateTimeScalar, SCHOOL_TIME_ZONE, toIso, toUnixSeconds } from './scalars';

describe('DateTime travels as ISO-8601 in the school time zone (Asia/Shanghai)', () => {
  it('writes REST unix seconds as ISO with +08:00', () => {
    expect(toIso(1_764_000_000)).toBe('2025-11-25T00:00:00+08:00');
  });

  it('rewrites an ISO string from another zone into the school zone', () => {
    expect(toIso('2025-11-24T16:00:00Z')).toBe('2025-11-25T00:00:00+08:00');
  });

  it('reads an input without offset in the school zone, and converts back to unix seconds', () => {
    const parsed = DateTimeScalar.parseValue('2025-11-25T00:00:00');
    expect(parsed).toBe('2025-11-25T00:00:00+08:00');
    expect(toUnixSeconds(parsed as string)).toBe(1_764_000_000);
  });

  it('a stored time beyond the representable range is shown at its edge, so a list never fails for one row', () => {
    expect(toIso(8.64e12 + 1)).toBe(toIso(8.64e12));
    expect(toIso(Number.MAX_VALUE)).toMatch(/^\+275760-/);
  });

  it('refuses what is not a time', () => {
    expect(() => DateTimeScalar.parseValue('next tuesday')).toThrow(/ISO-8601/);
    expect(() => DateTimeScalar.serialize(true)).toThrow(/ISO-8601/);
  });

  it('writes unix seconds exactly as luxon does (the hand-written fast path), across years and offset changes', () => {
    const luxon = (v: number) =>
      DateTime.fromSeconds(v).setZone(SCHOOL_TIME_ZONE).toISO({ suppressMilliseconds: true });
    const values = [
      0, 1, -1, 1.5, 515_000_000, 700_000_000, 253_402_214_399, -30_610_137_600, -2_000_000_000,
    ];
    for (let s = -2_500_000_000; s < 4_000_000_000; s += 7_919_993) values.push(s, s + 0.25);
    for (const v of values) expect([v, toIso(v)]).toEqual([v, luxon(v)]);
  });
});
