import {
  explainOpStatusRefusal,
  OP_STATUS,
  type OpStatusAction,
  type OpStatusValue,
  opStatusAfter,
} from '@school/machines';
import { refused } from '../shared/errors';
import type { Decider } from '../store/decider';

/**
 * One student's attendance of one course period, as a stream (`period-attendance-<uid>-<periodId>`):
 * leave requests and their decisions, and manual attendance of offline periods. Every event says who
 * acted (`by`) and when (`at`).
 */
interface Who {
  uid: number;
  periodId: number;
  courseId: number;
  classId: number;
  by: number;
  at: number;
}

export type PeriodAttendanceEvent =
  | { type: 'LeaveRequested'; data: Who & { leaveId: number; cause: string; status: 1 | 2 } }
  | { type: 'LeaveDecided'; data: Who & { leaveId: number; status: 2 | 3 } }
  | { type: 'LeaveCancelled'; data: Who & { leaveId: number } }
  | { type: 'PeriodAttendanceMarked'; data: Who & { reason: string } }
  | { type: 'PeriodAttendanceCancelled'; data: Who };

/**
 * A change of op_status. `current` is the state the read model shows now (it depends on study and
 * the clock, outside this stream); the op_status machine decides whether the event is offered.
 */
export interface ChangeOpStatus {
  type: 'ChangeOpStatus';
  data: Omit<Who, never> & {
    current: OpStatusValue;
    courseType: number;
    event: OpStatusAction;
    /** A fresh leave number for a request (reserved by the command). */
    newLeaveId: number;
    cause: string;
  };
}

export interface PeriodAttendanceState {
  leaveId: number;
}

export const periodAttendanceDecider: Decider<PeriodAttendanceState, ChangeOpStatus, PeriodAttendanceEvent> =
  {
    streamType: 'period-attendance',
    initialState: () => ({ leaveId: 0 }),
    evolve: (state, e) => (e.type === 'LeaveRequested' ? { leaveId: e.data.leaveId } : state),
    decide: ({ data }, state) => {
      const { current, courseType, event, newLeaveId, cause, ...who } = data;
      const refusal = explainOpStatusRefusal(current, { courseType }, event);
      if (refusal) throw refused(refusal);
      const next = opStatusAfter(current, { courseType }, event);
      switch (event.type) {
        case 'leave.request':
          return [
            {
              type: 'LeaveRequested',
              data: { ...who, leaveId: newLeaveId, cause, status: next === 'approved' ? 2 : 1 },
            },
          ];
        case 'leave.approve':
        case 'leave.reject':
          return [
            {
              type: 'LeaveDecided',
              data: { ...who, leaveId: state.leaveId, status: OP_STATUS[next] === 2 ? 2 : 3 },
            },
          ];
        case 'leave.cancel':
        case 'leave.withdraw':
          return [{ type: 'LeaveCancelled', data: { ...who, leaveId: state.leaveId } }];
        case 'attendance.mark':
          return [{ type: 'PeriodAttendanceMarked', data: { ...who, reason: event.reason } }];
        case 'attendance.cancel':
          return [{ type: 'PeriodAttendanceCancelled', data: who }];
        default:
          return [];
      }
    },
  };

export const periodAttendanceStreamId = (uid: number, periodId: number) =>
  `period-attendance-${uid}-${periodId}`;
