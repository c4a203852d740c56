import {
  type ClassMeetingState,
  explainMeetingChangeRefusal,
  explainMeetingDeleteRefusal,
  MEETING_MESSAGES,
  type MeetingActor,
  meetingRefusal,
  meetingStateAt,
} from '@school/machines';
import { conflict, notFound, refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

/**
 * One class meeting as a stream (`classMeeting-<id>`). Its state is the class meeting machine's,
 * placed by the clock (`meetingStateAt`) at the command's time; each command asks the machine's
 * refusal table (machines/src/classLife/classMeeting.ts). Codes are made at the edge and stored here.
 */
export interface MeetingFields {
  meetingName: string;
  startTime: number;
  endTime: number;
  teacherName: string;
  roomId: string;
}

export interface JoinCodes {
  teacher: string;
  assistant: string;
  student: string;
}

export type MeetingEvent =
  | {
      type: 'ClassMeetingCreated';
      data: MeetingFields & { id: number; classId: number; creatorId: number; codes: JoinCodes; at: number };
    }
  | { type: 'ClassMeetingEdited'; data: MeetingFields & { id: number; at: number } }
  | { type: 'ClassMeetingDeleted'; data: { id: number; at: number } }
  | { type: 'ClassMeetingJoined'; data: { id: number; uid: number; at: number } };

export type MeetingCommand =
  | {
      type: 'CreateMeeting';
      actor: MeetingActor;
      data: MeetingFields & { id: number; classId: number; creatorId: number; codes: JoinCodes; at: number };
    }
  | { type: 'EditMeeting'; actor: MeetingActor; data: MeetingFields & { id: number; at: number } }
  | { type: 'DeleteMeeting'; actor: MeetingActor; data: { id: number; at: number } }
  | { type: 'JoinMeeting'; data: { id: number; uid: number; at: number } };

export interface MeetingState {
  exists: boolean;
  deleted: boolean;
  startTime: number;
  endTime: number;
  joined: ReadonlySet<number>;
}

/** Where the machine stands at `now`. */
export const meetingState = (state: MeetingState, now: number): ClassMeetingState =>
  meetingStateAt(state, now);

const draftOf = (f: MeetingFields) => ({
  meetingName: f.meetingName,
  startTime: f.startTime,
  endTime: f.endTime,
  teacherName: f.teacherName,
  roomId: f.roomId,
});

export const meetingDecider: Decider<MeetingState, MeetingCommand, MeetingEvent> = {
  streamType: 'classMeeting',
  initialState: () => ({ exists: false, deleted: false, startTime: 0, endTime: 0, joined: new Set() }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ClassMeetingCreated':
      case 'ClassMeetingEdited':
        return { ...state, exists: true, startTime: event.data.startTime, endTime: event.data.endTime };
      case 'ClassMeetingDeleted':
        return { ...state, deleted: true };
      case 'ClassMeetingJoined':
        return { ...state, joined: new Set(state.joined).add(event.data.uid) };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'CreateMeeting') {
      if (state.exists) throw conflict('班会已存在');
      const refusal = explainMeetingChangeRefusal(command.actor, 'new', {
        draft: draftOf(command.data),
        now: command.data.at,
      });
      if (refusal) throw refused(refusal);
      return [{ type: 'ClassMeetingCreated', data: command.data }];
    }
    if (!state.exists) throw notFound(MEETING_MESSAGES.notFound);
    const now = command.data.at;
    switch (command.type) {
      case 'EditMeeting': {
        const refusal = explainMeetingChangeRefusal(command.actor, meetingState(state, now), {
          draft: draftOf(command.data),
          now,
        });
        if (refusal) throw refused(refusal);
        return [{ type: 'ClassMeetingEdited', data: command.data }];
      }
      case 'DeleteMeeting': {
        const refusal = explainMeetingDeleteRefusal(command.actor, meetingState(state, now));
        if (refusal) throw refused(refusal);
        return [{ type: 'ClassMeetingDeleted', data: command.data }];
      }
      case 'JoinMeeting': {
        const refusal = meetingRefusal(meetingState(state, now), 'meeting.join');
        if (refusal) throw refused(refusal);
        // Joining again (a dropped connection) is no new fact: statistics count the first join.
        if (state.joined.has(command.data.uid)) return [];
        return [{ type: 'ClassMeetingJoined', data: command.data }];
      }
      default:
        return unreachable(command);
    }
  },
};
