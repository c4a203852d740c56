import type { HandoutStateValue } from '@school/machines';
import { unreachable } from '../store/decider';

/**
 * One lesson session as a stream (`session-<lesson time id>`): its handout, its cancellation and its
 * students' evaluations. Every event says who acted and when.
 */
interface Act {
  sessionId: number;
  by: number;
  at: number;
}

export type SessionEvent =
  | { type: 'HandoutUploaded'; data: Act & { fileName: string; fileUrl: string; fid: string } }
  | { type: 'HandoutApproved'; data: Act }
  | { type: 'HandoutRejected'; data: Act & { remark: string } }
  | {
      type: 'SessionCancelled';
      data: Act & {
        /** 1 老师请假, 2 学员请假. */
        leaveType: number;
        /** The students told by SMS, and what the message names. */
        students: number[];
        className: string;
        arrangeTime: number;
        timeName: string;
      };
    }
  | { type: 'StudentEvaluated'; data: Act & { uid: number; remark: string } };

export interface SessionState {
  handout: HandoutStateValue;
  /** Who uploaded the current handout (0 before any). */
  uploadedBy: number;
  cancelled: boolean;
  evaluated: number[];
}

export const initialSessionState = (): SessionState => ({
  handout: 'notUploaded',
  uploadedBy: 0,
  cancelled: false,
  evaluated: [],
});

export function evolveSession(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'HandoutUploaded':
      return { ...state, handout: 'pending', uploadedBy: event.data.by };
    case 'HandoutApproved':
      return { ...state, handout: 'approved' };
    case 'HandoutRejected':
      return { ...state, handout: 'rejected' };
    case 'SessionCancelled':
      return { ...state, cancelled: true };
    case 'StudentEvaluated':
      return { ...state, evaluated: [...state.evaluated, event.data.uid] };
    default:
      return unreachable(event);
  }
}

export const sessionStreamId = (sessionId: number) => `session-${sessionId}`;
