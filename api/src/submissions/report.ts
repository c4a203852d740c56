import type { ReportStatusNumber, RubricLevels } from '@school/machines';
import { unreachable } from '../store/decider';

/**
 * The report aggregate: one stream per report (`report-<id>`), so students answer side by side
 * without meeting on one stream. The report itself is handed out by the homework (`ReportGiven`);
 * its stream holds what the student did with it.
 */

/** One answer as stored: the answerable question's id and the normalised `user_answer` (spec section 3). */
export interface AnswerGiven {
  quesId: number;
  userAnswer: string;
}

/** Spec section 3, question status: 1 right, 2 wrong, 3 no answer, 4 pending grading. */
export type AnswerResult = 1 | 2 | 3 | 4;

export interface MarkedAnswer extends AnswerGiven {
  result: AnswerResult;
  /** Points earned (one decimal); null while a subjective answer awaits grading. */
  score: number | null;
}

/** Where the report belongs, carried by each event so projections need no lookup. */
export interface ReportRef {
  reportId: number;
  hwId: number;
  classId: number;
  uid: number;
}

export interface ReportAnswersSaved extends ReportRef {
  answers: AnswerGiven[];
  at: number;
}

export interface ReportSubmitted extends ReportRef {
  /** Every answerable question of the homework, in order, marked. */
  answers: MarkedAnswer[];
  /** 2 awaiting grading, 3 graded (no subjective question). */
  status: Exclude<ReportStatusNumber, 1>;
  objectiveScore: number;
  at: number;
  /** Seconds from the first save to this submit (0 when submitted without a save). */
  answerTime: number;
}

/** Who graded: a teacher or an assistant (spec section 2, the marker of HomeworkStatis). */
export type GraderRole = 'teacher' | 'assistant';

/**
 * A submitted report graded to the end: every answerable question with its final result and score.
 * A report may be graded again (a review changes a score); the latest event is the grade.
 */
export interface ReportGraded extends ReportRef {
  answers: MarkedAnswer[];
  /** The sum of the answers' scores (one decimal); 0 for an unscored homework. */
  totalScore: number;
  /** The fixed rate of an unscored homework (spec section 9), null when scored. */
  rate: number | null;
  /** The teacher's general comment on the report, sanitised rich text ('' when none). */
  comment: string;
  graderUid: number;
  graderRole: GraderRole;
  at: number;
}

/** An answer image with the grader's drawing on it (spec section 3, annotation data per image). */
export interface AnnotatedImage {
  url: string;
  /** The saved drawing, JSON text of `{ bg, draw }` ('' when none). */
  draw: string;
}

/**
 * One subjective question graded (or its remark and images kept) while the report is graded or
 * reviewed. `graded` false keeps what was typed without a score (spec: moving on without a rate saves
 * as type 1). `revision` counts the saves of this question, so two graders saving at once cannot both
 * apply.
 */
export interface ReportQuestionGraded extends ReportRef {
  quesId: number;
  graded: boolean;
  /** The question's result and points after this save (result 4 and null while still pending). */
  result: AnswerResult;
  score: number | null;
  /** Rate in percent (unscored homework), null when scored or not given. */
  rate: number | null;
  remark: string;
  images: AnnotatedImage[];
  revision: number;
  graderUid: number;
  graderRole: GraderRole;
  at: number;
  /** The rubric levels the grade was given with (criterion id → level id); absent without a rubric. */
  levels?: RubricLevels | null;
}

export type ReportEvent =
  | { type: 'ReportAnswersSaved'; data: ReportAnswersSaved }
  | { type: 'ReportSubmitted'; data: ReportSubmitted }
  | { type: 'ReportQuestionGraded'; data: ReportQuestionGraded }
  | { type: 'ReportGraded'; data: ReportGraded };

/** A subjective question's grade as the report's stream knows it. */
export interface QuestionGrade {
  graded: boolean;
  result: AnswerResult;
  score: number | null;
  rate: number | null;
  remark: string;
  images: AnnotatedImage[];
  revision: number;
}

export interface ReportState {
  status: ReportStatusNumber;
  /** The latest answer to each question, by question id. */
  answers: Record<number, string>;
  startedAt: number | null;
  /** Every answerable question as marked at submit (empty before). */
  marked: MarkedAnswer[];
  /** Grades of subjective questions, by question id. */
  grades: Record<number, QuestionGrade>;
  /** The report's comment of its latest grade ('' before). */
  comment: string;
}

export const initialReportState = (): ReportState => ({
  status: 1,
  answers: {},
  startedAt: null,
  marked: [],
  grades: {},
  comment: '',
});

export function evolveReport(state: ReportState, event: ReportEvent): ReportState {
  switch (event.type) {
    case 'ReportAnswersSaved': {
      const answers = { ...state.answers };
      for (const a of event.data.answers) answers[a.quesId] = a.userAnswer;
      return { ...state, answers, startedAt: state.startedAt ?? event.data.at };
    }
    case 'ReportSubmitted':
      return { ...state, status: event.data.status, marked: event.data.answers };
    case 'ReportQuestionGraded': {
      const { graded, result, score, rate, remark, images, revision } = event.data;
      const grade = { graded, result, score, rate, remark, images, revision };
      return { ...state, grades: { ...state.grades, [event.data.quesId]: grade } };
    }
    case 'ReportGraded':
      return { ...state, status: 3, comment: event.data.comment };
    default:
      return unreachable(event);
  }
}
