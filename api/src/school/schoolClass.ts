import { COMMON_MESSAGES } from '@school/machines';
import { conflict, invalid, notFound } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

export interface ClassOpened {
  id: number;
  name: string;
  gradeId: number;
  classifyId: number;
  largeClass: { id: number; name: string };
  /** 1 long-term valid, 2 valid until validTime. */
  validType: 1 | 2;
  validTime: number | null;
  coverImage: string;
  headTeacherIds: number[];
  teacherIds: number[];
  assistantIds: number[];
  groupId: number;
  groupHidden: number;
  openedAt: number;
}

export type ClassEvent =
  | { type: 'ClassOpened'; data: ClassOpened }
  | { type: 'StudentEnrolled'; data: { classId: number; uid: number; at: number } }
  | { type: 'CourseAssigned'; data: { classId: number; courseId: number } }
  | { type: 'ScheduleImageSet'; data: ScheduleImageSet };

/** Staff set a class's schedule image: a path of an image the files module serves. */
export interface ScheduleImageSet {
  classId: number;
  scheduleImage: string;
  at: number;
}

export type ClassCommand =
  | { type: 'OpenClass'; data: ClassOpened }
  | { type: 'EnrollStudent'; data: { classId: number; uid: number; at: number } }
  | { type: 'AssignCourse'; data: { classId: number; courseId: number } }
  | { type: 'SetScheduleImage'; data: ScheduleImageSet };

export type ClassState = { status: 'none' } | { status: 'open'; studentIds: number[]; courseIds: number[] };

export const classDecider: Decider<ClassState, ClassCommand, ClassEvent> = {
  streamType: 'class',
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'ClassOpened') return { status: 'open', studentIds: [], courseIds: [] };
    if (state.status !== 'open') return state;
    switch (event.type) {
      case 'StudentEnrolled':
        return { ...state, studentIds: [...state.studentIds, event.data.uid] };
      case 'CourseAssigned':
        return { ...state, courseIds: [...state.courseIds, event.data.courseId] };
      case 'ScheduleImageSet':
        return state;
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    if (command.type === 'OpenClass') {
      if (state.status !== 'none') throw conflict('班级已存在');
      if (!command.data.name.trim()) throw invalid('请输入班级名称');
      if (command.data.validType === 2 && command.data.validTime === null) throw invalid('请选择有效期');
      return [{ type: 'ClassOpened', data: command.data }];
    }
    if (state.status !== 'open') throw notFound(COMMON_MESSAGES.classNotFound);
    switch (command.type) {
      case 'EnrollStudent':
        if (state.studentIds.includes(command.data.uid)) throw conflict('学员已在班级中');
        return [{ type: 'StudentEnrolled', data: command.data }];
      case 'AssignCourse':
        if (state.courseIds.includes(command.data.courseId)) throw conflict('课程已在班级中');
        return [{ type: 'CourseAssigned', data: command.data }];
      case 'SetScheduleImage':
        return [{ type: 'ScheduleImageSet', data: command.data }];
      default:
        return unreachable(command);
    }
  },
};
