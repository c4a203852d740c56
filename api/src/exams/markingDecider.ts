import {
  attemptStateAfter,
  EXAM_REVIEW_MESSAGES,
  explainAttemptRefusal,
  finishRefusal,
  paperTotal,
  type QuestionGradeInput,
  type SaveType,
  savedQuestionGrade,
  savesGrade,
} from '@school/machines';
import { conflict, invalid, notFound, refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';
import {
  type AttemptEvent,
  type AttemptRef,
  type AttemptState,
  evolveAttempt,
  initialAttemptState,
  type MarkerRole,
  type QuestionMark,
} from './attempt';

/**
 * Exams' adapter of the grading core (`savedQuestionGrade`, `finishRefusal`, as for homework reports):
 * each answered subjective question of a submitted paper gets a score from 0 to its own; finishing
 * records the paper's result, and a grade changed afterwards records it again. Exam papers are always
 * scored (is_set_score 2).
 */

const SCORED = 2;

/** What the edge looked up: the paper's questions (their scores and whether marked by hand) and pass score. */
export interface MarkingFacts {
  questions: { question_id: number; score: number; subjective: boolean }[];
  passScore: number;
}

export interface Marker {
  uid: number;
  role: MarkerRole;
}

export interface ExamGradeRequest {
  questionId: number;
  score: number | null;
  remark: string;
  images: { url: string; draw: string }[];
  type: SaveType;
  /** The question's revision the marker loaded; absent means "whatever is there now". */
  revision: number | undefined;
}

export type MarkingCommand =
  | {
      type: 'MarkExamQuestion';
      data: { facts: MarkingFacts; grade: ExamGradeRequest; marker: Marker; now: number };
    }
  | {
      type: 'FinishExamMarking';
      data: { facts: MarkingFacts; comment: string; marker: Marker; now: number };
    };

type Submitted = Extract<AttemptState, { ref: AttemptRef }>;

/** The answered subjective questions (marked pending at submit), in paper order. */
export const reviewedQuestions = (state: Submitted) => state.marks.filter((m) => m.status === 4);

/** Every question's final mark: the automatic marks, then the reviewers' grades. */
export function finalMarks(state: Submitted): QuestionMark[] {
  return state.marks.map((m) => {
    const grade = state.grades[String(m.question_id)];
    return grade?.graded ? { question_id: m.question_id, status: grade.status, score: grade.score } : m;
  });
}

function submitted(state: AttemptState): Submitted {
  if (state.status === 'none') throw notFound(EXAM_REVIEW_MESSAGES.unknownQuestion);
  if (state.status === 'answering') throw conflict(EXAM_REVIEW_MESSAGES.notSubmitted);
  return state;
}

function attemptMarked(
  state: Submitted,
  facts: MarkingFacts,
  comment: string,
  marker: Marker,
  now: number,
): AttemptEvent {
  const marks = finalMarks(state);
  const userScore = paperTotal(marks.map((m) => m.score));
  return {
    type: 'ExamAttemptMarked',
    data: {
      ...state.ref,
      marks,
      userScore,
      isPass: userScore >= facts.passScore ? 1 : 0,
      comment,
      markerUid: marker.uid,
      markerRole: marker.role,
      at: now,
    },
  };
}

export function decideMarking(command: MarkingCommand, current: AttemptState): AttemptEvent[] {
  const state = submitted(current);
  const { facts, marker, now } = command.data;
  switch (command.type) {
    case 'MarkExamQuestion': {
      const { grade } = command.data;
      const question = facts.questions.find((q) => q.question_id === grade.questionId);
      if (!question) throw notFound(EXAM_REVIEW_MESSAGES.unknownQuestion);
      if (!question.subjective) throw invalid(EXAM_REVIEW_MESSAGES.notSubjective);
      const mark = reviewedQuestions(state).find((m) => m.question_id === grade.questionId);
      if (!mark) throw invalid(EXAM_REVIEW_MESSAGES.unanswered);
      const previous = state.grades[String(grade.questionId)];
      const input: QuestionGradeInput = {
        score: grade.score,
        rate: null,
        remarkLength: grade.remark.length,
        images: grade.images.length,
        type: grade.type,
      };
      const saved = savedQuestionGrade({
        isSetScore: SCORED,
        maxScore: question.score,
        marked: { result: mark.status, score: mark.score },
        previous: previous && { ...previous, result: previous.status, rate: null },
        input,
        loadedRevision: grade.revision,
        changedMeanwhile: EXAM_REVIEW_MESSAGES.changedMeanwhile,
      });
      if ('refusal' in saved) throw refused(saved.refusal);
      const { graded, result, score, revision } = saved.grade;
      const marked: AttemptEvent = {
        type: 'ExamQuestionMarked',
        data: {
          ...state.ref,
          question_id: grade.questionId,
          graded,
          status: result,
          score,
          remark: grade.remark,
          images: grade.images,
          revision,
          markerUid: marker.uid,
          markerRole: marker.role,
          at: now,
        },
      };
      // A grade changed on a marked paper: its result is recorded again (the latest wins).
      if (state.status === 'finished' && savesGrade({ isSetScore: SCORED, input })) {
        const after = evolveAttempt(state, marked) as Submitted;
        return [marked, attemptMarked(after, facts, state.comment, marker, now)];
      }
      return [marked];
    }
    case 'FinishExamMarking': {
      // The attempt's lifecycle first (a paper is reviewed once), then the grading rules (none pending).
      const review = { type: 'attempt.review', now } as const;
      if (!attemptStateAfter(state.status, state.context, review))
        throw refused(explainAttemptRefusal(state.status, state.context, review));
      const refusal = finishRefusal({
        finished: state.status === 'finished',
        pending: reviewedQuestions(state).filter((m) => !state.grades[String(m.question_id)]?.graded).length,
        commentLength: command.data.comment.length,
        finishedTwice: EXAM_REVIEW_MESSAGES.finishedTwice,
      });
      if (refusal) throw refused(refusal);
      return [attemptMarked(state, facts, command.data.comment, marker, now)];
    }
    default:
      return unreachable(command);
  }
}

/** The attempt's stream, decided by marking (the student's own commands are `attemptDecider`'s). */
export const markingDecider: Decider<AttemptState, MarkingCommand, AttemptEvent> = {
  streamType: 'examAttempt',
  initialState: initialAttemptState,
  evolve: evolveAttempt,
  decide: decideMarking,
};
