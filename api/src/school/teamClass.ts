import { COMMON_MESSAGES } from '@school/machines';
import { conflict, invalid, notFound } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

export interface TeamClassOpened {
  id: number;
  className: string;
  campusId: number;
  gradeId: number;
  classifyId: number;
  subjectId: number;
  teacherId: number;
  assistantId: number;
  /** 1 live, 2 in person. */
  teachingMode: 1 | 2;
  roomId: number;
  startTime: number;
  remarks: string;
  openedAt: number;
}

export interface LessonTimeScheduled {
  id: number;
  teamClassId: number;
  teacherId: number;
  arrangeTime: number;
  timeName: string;
}

/** A student enrolled in a team class, under the enrolment contract's number when one was signed. */
export interface TeamClassStudentJoined {
  teamClassId: number;
  uid: number;
  at: number;
  /** 合同编号; absent in enrolments recorded before contracts were kept. */
  contractNumber?: string;
}

export type TeamClassEvent =
  | { type: 'TeamClassOpened'; data: TeamClassOpened }
  | { type: 'TeamClassStudentJoined'; data: TeamClassStudentJoined }
  | { type: 'LessonTimeScheduled'; data: LessonTimeScheduled };

export type TeamClassCommand =
  | { type: 'OpenTeamClass'; data: TeamClassOpened }
  | { type: 'JoinTeamClass'; data: TeamClassStudentJoined }
  | { type: 'ScheduleLessonTime'; data: LessonTimeScheduled };

export type TeamClassState =
  | { status: 'none' }
  | { status: 'open'; studentIds: number[]; lessonTimeIds: number[] };

export const teamClassDecider: Decider<TeamClassState, TeamClassCommand, TeamClassEvent> = {
  streamType: 'teamClass',
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'TeamClassOpened') return { status: 'open', studentIds: [], lessonTimeIds: [] };
    if (state.status !== 'open') return state;
    switch (event.type) {
      case 'TeamClassStudentJoined':
        return { ...state, studentIds: [...state.studentIds, event.data.uid] };
      case 'LessonTimeScheduled':
        return { ...state, lessonTimeIds: [...state.lessonTimeIds, event.data.id] };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'OpenTeamClass') {
      if (state.status !== 'none') throw conflict('班课已存在');
      if (!command.data.className.trim()) throw invalid('请输入班级名称');
      return [{ type: 'TeamClassOpened', data: command.data }];
    }
    if (state.status !== 'open') throw notFound(COMMON_MESSAGES.teamClassNotFound);
    switch (command.type) {
      case 'JoinTeamClass':
        if (state.studentIds.includes(command.data.uid)) throw conflict('学员已在班课中');
        return [{ type: 'TeamClassStudentJoined', data: command.data }];
      case 'ScheduleLessonTime':
        if (state.lessonTimeIds.includes(command.data.id)) throw conflict('课次已存在');
        return [{ type: 'LessonTimeScheduled', data: command.data }];
      default:
        return unreachable(command);
    }
  },
};
