import {
  accepts,
  attemptStateAfter,
  EXAM_REVIEW_MESSAGES,
  explainAttemptRefusal,
  explainGradingRefusal,
  gradingStateOf,
  pointsOf,
  type QuestionGradeInput,
  type ReportGradingContext,
  type ReportGradingEvent,
  reportGrading,
  type SaveType,
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
 * Marking a submitted exam paper with the grading rules of homework (the `reportGrading` machine:
 * grading while a subjective answer is pending, ready when none is, finished once): each answered
 * subjective question gets a score from 0 to its own; finishing records the paper's result, and a
 * grade changed afterwards records it again. Exam papers are always scored (is_set_score 2).
 */

const SCORED = 2;
const round1 = (n: number) => Math.round(n * 10) / 10;

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

/** The grading machine's view of the paper: its state and context. */
export function gradingOf(state: Submitted, facts: MarkingFacts) {
  const pending = reviewedQuestions(state);
  const scoreOf = new Map(facts.questions.map((q) => [q.question_id, q.score]));
  const context: ReportGradingContext = {
    isSetScore: SCORED,
    maxScores: pending.map((m) => scoreOf.get(m.question_id) ?? 0),
    graded: pending.flatMap((m, i) => (state.grades[String(m.question_id)]?.graded ? [i] : [])),
  };
  const value = gradingStateOf(state.status === 'finished', context.maxScores.length - context.graded.length);
  return { value, context, pending };
}

function submitted(state: AttemptState): Submitted {
  if (state.status === 'none') throw notFound(EXAM_REVIEW_MESSAGES.unknownQuestion);
  if (state.status === 'answering') throw conflict(EXAM_REVIEW_MESSAGES.notSubmitted);
  return state;
}

/** The grading machine accepts the event, or the refusal it explains. */
function check(state: Submitted, facts: MarkingFacts, event: ReportGradingEvent) {
  const { value, context } = gradingOf(state, facts);
  if (!accepts(reportGrading, value, context, event))
    throw refused(
      explainGradingRefusal(value, context, event) ?? {
        kind: 'conflict',
        message: EXAM_REVIEW_MESSAGES.finishedTwice,
      },
    );
}

function attemptMarked(
  state: Submitted,
  facts: MarkingFacts,
  comment: string,
  marker: Marker,
  now: number,
): AttemptEvent {
  const marks = finalMarks(state);
  const userScore = round1(marks.reduce((sum, m) => sum + (m.score ?? 0), 0));
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
      const { pending } = gradingOf(state, facts);
      const index = pending.findIndex((m) => m.question_id === grade.questionId);
      if (index < 0) throw invalid(EXAM_REVIEW_MESSAGES.unanswered);
      const previous = state.grades[String(grade.questionId)];
      const revision = previous?.revision ?? 0;
      if (grade.revision !== undefined && grade.revision !== revision)
        throw conflict('本题已被其他老师批阅，请刷新后重试');
      const input: QuestionGradeInput = {
        score: grade.score,
        rate: null,
        remarkLength: grade.remark.length,
        images: grade.images.length,
        type: grade.type,
      };
      check(state, facts, { type: 'grading.saveQuestion', question: index, input });
      const gives = savesGrade({ isSetScore: SCORED, input });
      let status: QuestionMark['status'] = previous?.graded ? previous.status : 4;
      let score = previous?.graded ? previous.score : null;
      if (gives) {
        score = pointsOf(SCORED, question.score, input);
        status = score >= question.score ? 1 : 2;
      }
      const marked: AttemptEvent = {
        type: 'ExamQuestionMarked',
        data: {
          ...state.ref,
          question_id: grade.questionId,
          graded: gives || previous?.graded === true,
          status,
          score,
          remark: grade.remark,
          images: grade.images,
          revision: revision + 1,
          markerUid: marker.uid,
          markerRole: marker.role,
          at: now,
        },
      };
      // A grade changed on a marked paper: its result is recorded again (the latest wins).
      if (state.status === 'finished' && gives) {
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
      check(state, facts, { type: 'grading.finish', commentLength: command.data.comment.length });
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
