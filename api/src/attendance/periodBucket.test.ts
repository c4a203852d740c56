import { describe, expect, it } from 'vitest';
import { type PeriodFacts, periodBucket, studentCellName } from './periodBucket';

/** The statistics tab's tooltips and section 4, as given / when / then over one student's period. */
const LIVE = 2;
const OFFLINE = 7;
const TEXT_IMAGE = 10;
const END = 1_000;
const ENDED = END + 1;
const RUNNING = END - 1;
const given = (f: Partial<PeriodFacts>): PeriodFacts => ({
  courseType: LIVE,
  endPlay: END,
  attended: false,
  leaveStatus: 0,
  mark: 0,
  ...f,
});

describe('a student of a period is counted in exactly one bucket', () => {
  it.each([
    ['attended the live session, no leave', given({ attended: true }), ENDED, 'attended'],
    ['approved leave, absent', given({ leaveStatus: 2 }), ENDED, 'leave'],
    [
      'approved leave, yet attended: counted once, as leave',
      given({ leaveStatus: 2, attended: true }),
      ENDED,
      'leave',
    ],
    ['approved leave of a period to come', given({ leaveStatus: 2 }), RUNNING, 'leave'],
    ['an unhandled (pending) leave with real absence is truancy', given({ leaveStatus: 1 }), ENDED, 'truant'],
    [
      'a pending leave, but the student attended',
      given({ leaveStatus: 1, attended: true }),
      ENDED,
      'attended',
    ],
    ['a rejected leave with real absence is truancy', given({ leaveStatus: 3 }), ENDED, 'truant'],
    ['a cancelled leave with real absence is truancy', given({ leaveStatus: 4 }), ENDED, 'truant'],
    [
      'a rejected leave, but the student attended',
      given({ leaveStatus: 3, attended: true }),
      ENDED,
      'attended',
    ],
    ['no leave, ended unattended (a live session only replayed)', given({}), ENDED, 'truant'],
    ['no leave, session still running: not truant before it ends', given({}), RUNNING, 'notYet'],
    ['a pending leave of a running session: not truant yet', given({ leaveStatus: 1 }), RUNNING, 'notYet'],
    ['in person, marked attended by staff', given({ courseType: OFFLINE, mark: 1 }), ENDED, 'attended'],
    [
      'in person, attendance cancelled by staff though study said present',
      given({ courseType: OFFLINE, mark: 2, attended: true }),
      ENDED,
      'truant',
    ],
    ['a course without attendance counts nowhere', given({ courseType: TEXT_IMAGE }), ENDED, 'notCounted'],
  ] as const)('given %s, when counted, then %s', (_title, facts, now, bucket) => {
    expect(periodBucket(facts, now)).toBe(bucket);
  });

  it('given the same facts, when the period ends, then only an undecided student becomes truant', () => {
    const facts = [
      given({}),
      given({ attended: true }),
      given({ leaveStatus: 2 }),
      given({ leaveStatus: 1 }),
    ];
    const before = facts.map((f) => periodBucket(f, RUNNING));
    const after = facts.map((f) => periodBucket(f, ENDED));
    expect(before).toEqual(['notYet', 'attended', 'leave', 'notYet']);
    expect(after).toEqual(['truant', 'attended', 'leave', 'truant']);
  });
});

describe("the export's student cell", () => {
  it('given a leave state that is not its own figure, when exported, then it names the bucket too', () => {
    expect(studentCellName(3, 3)).toBe('请假被拒绝（旷课）');
    expect(studentCellName(1, 1)).toBe('请假待审批（到课）');
    expect(studentCellName(4, 0)).toBe('已取消请假（未结束）');
    expect(studentCellName(5, 3)).toBe('旷课');
    expect(studentCellName(2, 2)).toBe('已请假');
  });
});
