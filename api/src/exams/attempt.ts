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
    };

export type AttemptState =
  | { status: 'none' }
  | {
      status: ExamAttemptStateValue;
      ref: AttemptRef;
      context: ExamAttemptContext;
      answers: Record<string, SavedAnswer>;
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
      return { ...state, status: event.data.testStatus === 2 ? 'awaitingReview' : 'finished' };
    default:
      return unreachable(event);
  }
}
