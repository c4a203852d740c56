import {
  type AnonymityState,
  type HomeworkLifecycleContext,
  type HomeworkStateValue,
  homeworkStateOf,
  IS_ANONYMOUS,
  type RubricSnapshot,
} from '@school/machines';
import type { Role } from '../auth';
import { unreachable } from '../store/decider';

/**
 * The homework aggregate: one stream per homework (`homework-<id>`). Its events carry the homework's
 * own copy of its questions and scores, so edits or deletions in the question bank never change a
 * published homework, and the reports handed to each student of each class reached.
 */

export interface RestOptionSnapshot {
  id: number;
  content: string;
  is_right: number;
}

export interface SubQuestionSnapshot {
  id: number;
  ques_type: number;
  ques_stem: string;
  ques_option: RestOptionSnapshot[];
  right_answer: string;
  ques_analysis: string;
  score: number;
  /** The rubric attached when publishing (a subjective sub-question only), as it was then. */
  rubric?: RubricSnapshot;
}

/** A question as the homework keeps it: the bank's question at publish time, with its score. */
export interface QuestionSnapshot {
  /** The bank question it was taken from. */
  id: number;
  ques_type: number;
  ques_stem: string;
  ques_option: RestOptionSnapshot[];
  right_answer: string;
  ques_analysis: string;
  facility_value: number;
  remark: string;
  /** A material question's score is the sum of its sub-questions'. */
  score: number;
  ques_item: SubQuestionSnapshot[];
  /** The rubric attached when publishing (a short-answer question only), as it was then. */
  rubric?: RubricSnapshot;
}

/** One student's report, handed out when the homework reaches their class. */
export interface ReportGiven {
  id: number;
  classId: number;
  uid: number;
}

export interface HomeworkPublished {
  id: number;
  name: string;
  /** 1 course homework, 2 period homework. */
  type: 1 | 2;
  courseId: number;
  courseTitle: string;
  periodId: number | null;
  periodTitle: string;
  remark: string;
  /** Unix seconds. */
  endingTime: number;
  publishTime: number;
  /** 1 unscored (every question worth 1), 2 scored. */
  isSetScore: 1 | 2;
  /** 1 all child courses, 2 specified child courses, 3 current course only; 0 in arrange mode. */
  publishScope: number;
  childCourseIds: number[];
  arrangeId: number | null;
  arrangeType: number | null;
  /** 2 multi-class (can be continued to more classes), 1 otherwise. */
  publishType: 1 | 2;
  creator: { id: number; role: Role; name: string };
  /** Every class the homework is for; `publishedClassIds` those it has reached so far. */
  classIds: number[];
  publishedClassIds: number[];
  questions: QuestionSnapshot[];
  reports: ReportGiven[];
  /** Anonymous grading: 1 off, 2 on (absent in homework published before it existed: off). */
  isAnonymous?: 1 | 2;
  /** When results reach the students: 1 automatically after the deadline, 2 when released (absent in homework published before it existed: 1). */
  releaseMode?: 1 | 2;
}

/** The teacher released the results of a homework published with release_mode 2 to these classes. */
export interface HomeworkResultsReleased {
  id: number;
  classIds: number[];
  by: number;
  at: number;
}

/** Names of an anonymous homework appear: its owner lifted anonymity, or the last pending report was finished. */
export interface HomeworkNamesRevealed {
  id: number;
  reason: 'lifted' | 'graded';
  by: number;
  at: number;
}

export type HomeworkEvent =
  | { type: 'HomeworkPublished'; data: HomeworkPublished }
  | {
      type: 'HomeworkPublishedToClasses';
      data: { id: number; classIds: number[]; reports: ReportGiven[]; by: number; at: number };
    }
  | { type: 'HomeworkDeadlineAdjusted'; data: { id: number; endingTime: number; by: number; at: number } }
  | { type: 'HomeworkRecalled'; data: { id: number; by: number; at: number } }
  | { type: 'HomeworkNamesRevealed'; data: HomeworkNamesRevealed }
  | { type: 'HomeworkResultsReleased'; data: HomeworkResultsReleased };

export type HomeworkState =
  | { status: 'none' }
  | {
      status: HomeworkStateValue;
      id: number;
      lifecycle: HomeworkLifecycleContext;
      anonymity: AnonymityState;
      /** 1 automatic, 2 released by the teacher; and the classes released so far. */
      releaseMode: 1 | 2;
      releasedClassIds: number[];
    };

export const initialHomeworkState = (): HomeworkState => ({ status: 'none' });

const ids = (list: readonly number[]) => list.map(String);

export function evolveHomework(state: HomeworkState, event: HomeworkEvent): HomeworkState {
  if (event.type === 'HomeworkPublished') {
    const d = event.data;
    const lifecycle: HomeworkLifecycleContext = {
      ownerId: String(d.creator.id),
      publishType: d.publishType,
      arranged: d.arrangeType !== null,
      classIds: ids(d.classIds),
      publishedClassIds: ids(d.publishedClassIds),
      endingTime: d.endingTime,
    };
    const anonymity = d.isAnonymous === IS_ANONYMOUS.on ? 'anonymous' : 'none';
    return {
      status: homeworkStateOf(lifecycle, false),
      id: d.id,
      lifecycle,
      anonymity,
      releaseMode: d.releaseMode ?? 1,
      releasedClassIds: [],
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'HomeworkPublishedToClasses': {
      const lifecycle = {
        ...state.lifecycle,
        publishedClassIds: [...state.lifecycle.publishedClassIds, ...ids(event.data.classIds)],
      };
      return { ...state, status: homeworkStateOf(lifecycle, false), lifecycle };
    }
    case 'HomeworkDeadlineAdjusted':
      return { ...state, lifecycle: { ...state.lifecycle, endingTime: event.data.endingTime } };
    case 'HomeworkRecalled':
      return { ...state, status: 'recalled' };
    case 'HomeworkNamesRevealed':
      return { ...state, anonymity: 'revealed' };
    case 'HomeworkResultsReleased':
      return { ...state, releasedClassIds: [...state.releasedClassIds, ...event.data.classIds] };
    default:
      return unreachable(event);
  }
}
