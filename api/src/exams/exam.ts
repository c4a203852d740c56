import type { ExamLifecycleContext, ExamStateValue } from '@school/machines';
import type { Role } from '../auth';
import type { QuestionView } from '../questionBank';
import { unreachable } from '../store/decider';

/**
 * The exam aggregate: one stream per exam (`exam-<id>`). Its events carry the exam's own copy of its
 * paper (bank questions as they were when saved, and fill-in-the-blank questions written on the
 * paper), so later edits of the bank never change an exam.
 */

export interface PaperOption {
  id: number;
  content: string;
  is_right: number;
}

/** One question on the paper. `question_id` is its number on the paper (1, 2, … over all sections). */
export interface PaperQuestion {
  question_id: number;
  /** The bank question it was taken from; 0 for fill-in-the-blank (never in the bank). */
  ques_id: number;
  ques_type: number;
  ques_stem: string;
  ques_option: PaperOption[];
  right_answer: string;
  ques_analysis: string;
  /** The bank question's difficulty (1 to 5) when copied; absent for fill-in-the-blank and older copies. */
  facility_value?: number;
  /** Fill-in-the-blank only: each blank's accepted answers. */
  blanks: { answers: string[] }[];
  /** Material questions' sub-questions, as the bank keeps them. */
  ques_item: QuestionView['ques_item'];
  score: number;
}

export interface PaperSection {
  name: string;
  introduce: string;
  questions: PaperQuestion[];
}

/** Everything the form sets: the paper and the exam's settings. */
export interface ExamContent {
  name: string;
  classifyId: number;
  classifyName: string;
  sections: PaperSection[];
  score: number;
  passScore: number;
  /** Seconds; 0 = unlimited. */
  limitTime: number;
  /** 1 fixed period, 2 long-term. */
  timeType: 1 | 2;
  startTime: number;
  endTime: number;
  /** Attempts allowed per student. */
  testNum: number;
  classIds: number[];
  schoolId: number;
  /** When results reach the students: 1 automatically, 2 when released (absent in exams saved before it existed: 1). */
  releaseMode?: 1 | 2;
}

/** The teacher released the results of an exam with release_mode 2 to these classes. */
export interface ExamResultsReleased {
  id: number;
  classIds: number[];
  by: number;
  at: number;
}

export interface ExamDrafted {
  id: number;
  content: ExamContent;
  creator: { id: number; role: Role; name: string };
  at: number;
}

export type ExamEvent =
  | { type: 'ExamDrafted'; data: ExamDrafted }
  | { type: 'ExamEdited'; data: { id: number; content: ExamContent; by: number; at: number } }
  | { type: 'ExamPublished'; data: { id: number; by: number; at: number } }
  | { type: 'ExamClosed'; data: { id: number; by: number; at: number } }
  | { type: 'ExamResultsReleased'; data: ExamResultsReleased };

/** The exam's classes and results release, as releasing them reads it. */
export interface ExamRelease {
  classIds: number[];
  /** 1 automatic, 2 released by the teacher; and the classes released so far. */
  releaseMode: 1 | 2;
  releasedClassIds: number[];
}

const releaseOf = (content: ExamContent, released: number[]): ExamRelease => ({
  classIds: content.classIds,
  releaseMode: content.releaseMode ?? 1,
  releasedClassIds: released,
});

export type ExamState =
  | { status: 'none' }
  | { status: ExamStateValue; id: number; lifecycle: ExamLifecycleContext; release: ExamRelease };

export const initialExamState = (): ExamState => ({ status: 'none' });

export const questionCountOf = (content: ExamContent) =>
  content.sections.reduce((n, s) => n + s.questions.length, 0);

export function evolveExam(state: ExamState, event: ExamEvent): ExamState {
  if (event.type === 'ExamDrafted') {
    const { id, content, creator } = event.data;
    return {
      status: 'draft',
      id,
      lifecycle: { ownerId: String(creator.id), questionCount: questionCountOf(content) },
      release: releaseOf(content, []),
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ExamEdited':
      return {
        ...state,
        lifecycle: { ...state.lifecycle, questionCount: questionCountOf(event.data.content) },
        release: releaseOf(event.data.content, state.release.releasedClassIds),
      };
    case 'ExamPublished':
      return { ...state, status: 'published' };
    case 'ExamClosed':
      return { ...state, status: 'closed' };
    case 'ExamResultsReleased':
      return {
        ...state,
        release: {
          ...state.release,
          releasedClassIds: [...state.release.releasedClassIds, ...event.data.classIds],
        },
      };
    default:
      return unreachable(event);
  }
}
