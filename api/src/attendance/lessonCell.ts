import type { CellStateValue } from '@school/machines';
import { attendanceBucket, LEAVE_STATUS, MARK, periodEnded } from './periodBucket';

/**
 * A team class's lesson time and one student's cell of it, read by the one attendance rule of periods
 * (periodBucket.ts): nobody is truant before the lesson ends. Pure: the matrix, setAttendance and the
 * lesson session's counts all ask `cellStateOf`.
 */

/** A lesson lasts what its time name says (`HH:mm-HH:mm`), else this long. */
export const DEFAULT_LESSON_MINUTES = 90;

/** The minutes a `HH:mm-HH:mm` time name spans, or the default. */
export function lessonMinutes(timeName: string): number {
  const m = /^(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})$/.exec(timeName.trim());
  if (!m) return DEFAULT_LESSON_MINUTES;
  const [from, to] = [Number(m[1]) * 60 + Number(m[2]), Number(m[3]) * 60 + Number(m[4])];
  return to > from ? to - from : DEFAULT_LESSON_MINUTES;
}

/** When a lesson held at `arrangeTime` ends. */
export const lessonEndsAt = (arrangeTime: number, timeName: string) =>
  arrangeTime + lessonMinutes(timeName) * 60;

/** What a cell is made of: its lesson's start and end, and the actions staff took on it. */
export interface LessonCellFacts {
  startsAt: number;
  endsAt: number;
  /** 1: staff put the student on leave for the lesson. */
  onLeave: number;
  /** 0 none, 1 attendance added by hand, 2 attendance cancelled (MARK). */
  mark: number;
}

/**
 * The cell's state: the figure is the period rule's bucket (a lesson has no study of its own, so only
 * a mark makes a student present); the state adds where the lesson stands, which the buttons need.
 */
export function cellStateOf(p: LessonCellFacts, now: number): CellStateValue {
  const bucket = attendanceBucket(
    {
      endPlay: p.endsAt,
      attended: false,
      leaveStatus: p.onLeave === 1 ? LEAVE_STATUS.approved : LEAVE_STATUS.none,
      mark: p.mark,
    },
    now,
  );
  const started = p.startsAt <= now;
  switch (bucket) {
    case 'attended':
      return 'present';
    case 'truant':
      return 'truant';
    case 'leave':
      if (periodEnded(p.endsAt, now) || p.mark === MARK.cancelled) return 'leave';
      return started ? 'runningLeave' : 'openLeave';
    case 'notYet':
      return started ? 'running' : 'open';
    default: {
      const unknown: never = bucket;
      throw new Error(`unknown bucket ${unknown}`);
    }
  }
}
