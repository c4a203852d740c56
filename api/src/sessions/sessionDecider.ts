import {
  explainEvaluationRefusal,
  explainHandoutRefusal,
  explainHandoutSessionRefusal,
  explainLeaveRefusal,
  SESSION_LEAVE_TYPE,
  type SessionContext,
  type SessionStateValue,
  type StaffRole,
} from '@school/machines';
import { refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';
import { evolveSession, initialSessionState, type SessionEvent, type SessionState } from './session';

/**
 * What every command carries from the edge: the session, who acts and when, and where the edge puts
 * the session (by the clock, or cancelled by a one-to-one student's leave); the stream itself knows
 * whether the teacher's leave cancelled it.
 */
interface Facts {
  sessionId: number;
  by: number;
  role: StaffRole;
  at: number;
  edgeState: SessionStateValue;
}

export type SessionCommand =
  | { type: 'UploadHandout'; data: Facts & { fileName: string; fileUrl: string; fid: string } }
  | { type: 'ReviewHandout'; data: Facts & { approve: boolean; remark: string } }
  | {
      type: 'AskLeave';
      data: Facts & {
        context: SessionContext;
        students: number[];
        className: string;
        arrangeTime: number;
        timeName: string;
      };
    }
  | { type: 'EvaluateStudent'; data: Facts & { uid: number; remark: string } };

const stateOf = (state: SessionState, facts: Facts): SessionStateValue =>
  state.cancelled ? 'cancelled' : facts.edgeState;

const act = ({ sessionId, by, at }: Facts) => ({ sessionId, by, at });

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  streamType: 'session',
  initialState: initialSessionState,
  evolve: evolveSession,
  decide: (command, state) => {
    const { data } = command;
    const status = stateOf(state, data);
    switch (command.type) {
      case 'UploadHandout': {
        const refusal =
          explainHandoutSessionRefusal(status) ??
          explainHandoutRefusal(state.handout, { type: 'handout.upload', fileName: command.data.fileName });
        if (refusal) throw refused(refusal);
        const { fileName, fileUrl, fid } = command.data;
        return [{ type: 'HandoutUploaded', data: { ...act(data), fileName: fileName.trim(), fileUrl, fid } }];
      }
      case 'ReviewHandout': {
        const byUploader = state.uploadedBy === data.by;
        const { approve, remark } = command.data;
        const refusal =
          explainHandoutSessionRefusal(status) ??
          explainHandoutRefusal(
            state.handout,
            approve
              ? { type: 'handout.approve', byUploader }
              : { type: 'handout.reject', byUploader, remark },
          );
        if (refusal) throw refused(refusal);
        return approve
          ? [{ type: 'HandoutApproved', data: act(data) }]
          : [{ type: 'HandoutRejected', data: { ...act(data), remark: remark.trim() } }];
      }
      case 'AskLeave': {
        const refusal = explainLeaveRefusal(status, command.data.context, data.role);
        if (refusal) throw refused(refusal);
        const { students, className, arrangeTime, timeName } = command.data;
        return [
          {
            type: 'SessionCancelled',
            data: {
              ...act(data),
              leaveType: SESSION_LEAVE_TYPE.teacher,
              students,
              className,
              arrangeTime,
              timeName,
            },
          },
        ];
      }
      case 'EvaluateStudent': {
        const { uid, remark } = command.data;
        const refusal = explainEvaluationRefusal(status, {
          role: data.role,
          evaluated: state.evaluated.includes(uid),
          remark,
        });
        if (refusal) throw refused(refusal);
        return [{ type: 'StudentEvaluated', data: { ...act(data), uid, remark: remark.trim() } }];
      }
      default:
        return unreachable(command);
    }
  },
};
