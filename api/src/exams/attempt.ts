import type { ExamAttemptContext, ExamAttemptStateValue } from '@school/machines';
import { unreachable } from '../store/decider';

/**
 * One student's attempt at an exam: one stream per attempt, `examAttempt-<exam>-<student>-<n>`, so two
 * starts of the same attempt number at once cannot both succeed. The report id is the attempt's public
 * number (`report_id`), carried in the events.
 */

/** A saved answer: choice ids comma-joined, a fill-in-the-blank's answers, or subjective text. */
export interface SavedAnswer {
  answer: string | string[];
  /** 1 when the student flagged the question. */
  is_sign: number;
}

/** How one question was marked: 1 right, 2 wrong, 3 no answer, 4 pending review. */
export interface QuestionMark {
  question_id: number;
  status: 1 | 2 | 3 | 4;
  /** Points earned; null while pending review. */
  score: number | null;
}

export interface AttemptRef {
  id: number;
  examId: number;
  uid: number;
}

/** Who marked: a teacher or an assistant. */
export type MarkerRole = 'teacher' | 'assistant';

/** A reviewer's grade of one subjective question (spec section 3: score, remark, images with drawings). */
export interface QuestionGradeData {
  question_id: number;
  /** False when only a remark or drawing was kept (the question stays pending). */
  graded: boolean;
  status: QuestionMark['status'];
  score: number | null;
  remark: string;
  images: { url: string; draw: string }[];
  revision: number;
}

export type AttemptEvent =
  | {
      type: 'ExamAttemptStarted';
      data: AttemptRef & { attemptNo: number; startedAt: number; dueAt: number; hasSubjective: boolean };
    }
  | { type: 'ExamAnswersSaved'; data: AttemptRef & { answers: Record<string, SavedAnswer>; at: number } }
  | {
      type: 'ExamAttemptSubmitted';
      data: AttemptRef & {
        at: number;
        timedOut: boolean;
        marks: QuestionMark[];
        objectiveScore: number;
        /** 2 awaiting review, 1 finished. */
        testStatus: 1 | 2;
        /** 1 passed; 0 not passed or not known while awaiting review. */
        isPass: 0 | 1;
        answerTime: number;
      };
    }
  | {
      type: 'ExamQuestionMarked';
      data: AttemptRef & QuestionGradeData & { markerUid: number; markerRole: MarkerRole; at: number };
    }
  | {
      /** Marking finished (or a grade changed afterwards): the paper's final marks and result. */
      type: 'ExamAttemptMarked';
      data: AttemptRef & {
        marks: QuestionMark[];
        userScore: number;
        isPass: 0 | 1;
        comment: string;
        markerUid: number;
        markerRole: MarkerRole;
        at: number;
      };
    };

export type AttemptState =
  | { status: 'none' }
  | {
      status: ExamAttemptStateValue;
      ref: AttemptRef;
      context: ExamAttemptContext;
      answers: Record<string, SavedAnswer>;
      /** The marks given at submit (empty before). */
      marks: QuestionMark[];
      /** Reviewers' grades by question_id. */
      grades: Record<string, QuestionGradeData>;
      comment: string;
    };

export const initialAttemptState = (): AttemptState => ({ status: 'none' });

export function evolveAttempt(state: AttemptState, event: AttemptEvent): AttemptState {
  if (event.type === 'ExamAttemptStarted') {
    const { id, examId, uid, startedAt, dueAt, hasSubjective } = event.data;
    return {
      status: 'answering',
      ref: { id, examId, uid },
      context: { startedAt, dueAt, hasSubjective, savedAt: 0 },
      answers: {},
      marks: [],
      grades: {},
      comment: '',
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'ExamAnswersSaved':
      return {
        ...state,
        context: { ...state.context, savedAt: event.data.at },
        answers: { ...state.answers, ...event.data.answers },
      };
    case 'ExamAttemptSubmitted':
      return {
        ...state,
        status: event.data.testStatus === 2 ? 'awaitingReview' : 'finished',
        marks: event.data.marks,
      };
    case 'ExamQuestionMarked': {
      const { question_id, graded, status, score, remark, images, revision } = event.data;
      return {
        ...state,
        grades: {
          ...state.grades,
          [String(question_id)]: { question_id, graded, status, score, remark, images, revision },
        },
      };
    }
    case 'ExamAttemptMarked':
      return { ...state, status: 'finished', comment: event.data.comment };
    default:
      return unreachable(event);
  }
}
