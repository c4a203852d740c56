import { type CellAction, type CellStateValue, explainCellRefusal } from '@school/machines';
import { refused } from '../shared/errors';
import type { Decider } from '../store/decider';

/**
 * One student's attendance of one lesson time of a team class, as a stream
 * (`lesson-attendance-<timesId>-<uid>`). Every event says who acted and when.
 */
interface Who {
  timesId: number;
  uid: number;
  teamClassId: number;
  by: number;
  at: number;
}

export type LessonAttendanceEvent =
  | { type: 'LessonLeaveMarked'; data: Who }
  | { type: 'LessonLeaveCancelled'; data: Who }
  | { type: 'LessonAttendanceCancelled'; data: Who }
  | { type: 'LessonAttendanceAdded'; data: Who & { remark: string } };

export interface ChangeCell {
  type: 'ChangeCell';
  data: Who & { current: CellStateValue; event: CellAction };
}

export const lessonAttendanceDecider: Decider<null, ChangeCell, LessonAttendanceEvent> = {
  streamType: 'lesson-attendance',
  initialState: () => null,
  evolve: (state) => state,
  decide: ({ data: { current, event, ...who } }) => {
    const refusal = explainCellRefusal(current, event);
    if (refusal) throw refused(refusal);
    switch (event.type) {
      case 'cell.leave':
        return [{ type: 'LessonLeaveMarked', data: who }];
      case 'cell.cancelLeave':
        return [{ type: 'LessonLeaveCancelled', data: who }];
      case 'cell.cancelAttendance':
        return [{ type: 'LessonAttendanceCancelled', data: who }];
      case 'cell.manual':
        return [{ type: 'LessonAttendanceAdded', data: { ...who, remark: event.remark } }];
      default:
        return [];
    }
  },
};

export const lessonAttendanceStreamId = (timesId: number, uid: number) =>
  `lesson-attendance-${timesId}-${uid}`;
