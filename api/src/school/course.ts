import { COMMON_MESSAGES } from '@school/machines';
import { conflict, invalid, notFound } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

export interface CourseCreated {
  id: number;
  title: string;
  /** The spec's course types: 1-4 live kinds, 7 offline, 10 text-image, 15/16 extended, 17 package. */
  courseType: number;
  parentId: number | null;
  coverImg: string;
  teacherIds: number[];
  createdAt: number;
}

export interface PeriodScheduled {
  id: number;
  courseId: number;
  title: string;
  sort: number;
  startPlay: number;
  endPlay: number;
}

export type CourseEvent =
  | { type: 'CourseCreated'; data: CourseCreated }
  | { type: 'PeriodScheduled'; data: PeriodScheduled };

export type CourseCommand =
  | { type: 'CreateCourse'; data: CourseCreated }
  | { type: 'SchedulePeriod'; data: PeriodScheduled };

export type CourseState = { status: 'none' } | { status: 'created'; periodIds: number[] };

export const courseDecider: Decider<CourseState, CourseCommand, CourseEvent> = {
  streamType: 'course',
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CourseCreated':
        return { status: 'created', periodIds: [] };
      case 'PeriodScheduled':
        return state.status === 'created'
          ? { ...state, periodIds: [...state.periodIds, event.data.id] }
          : state;
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCourse':
        if (state.status !== 'none') throw conflict('课程已存在');
        if (!command.data.title.trim()) throw invalid('请输入课程名称');
        return [{ type: 'CourseCreated', data: command.data }];
      case 'SchedulePeriod':
        if (state.status === 'none') throw notFound(COMMON_MESSAGES.courseNotFound);
        if (state.periodIds.includes(command.data.id)) throw conflict('课时已存在');
        if (command.data.endPlay <= command.data.startPlay) throw invalid('结束时间须晚于开始时间');
        return [{ type: 'PeriodScheduled', data: command.data }];
      default:
        return unreachable(command);
    }
  },
};
