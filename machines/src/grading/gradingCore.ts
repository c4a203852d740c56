import { firstRefusal, type Refusal } from '../refusals';
import {
  finishRules,
  GRADING_MESSAGES,
  pointsOf,
  type QuestionGradeInput,
  questionGradeRules,
  savesGrade,
} from './gradingRules';

/**
 * The one grading core of homework reports and exam papers (spec section 5, grading): what saving a
 * question's grade gives, and whether a paper may be finished. Each decider (the report's, the exam
 * attempt's) looks up its own facts, calls these, and records its own events.
 */

/** Spec section 3, question status: 1 right, 2 wrong, 3 no answer, 4 pending grading. */
export type GradedResult = 1 | 2 | 3 | 4;

/** A question's grade as a paper's stream knows it after a save. */
export interface QuestionGradeOutcome {
  /** false: only the remark or drawing was kept (the question stays as it was). */
  graded: boolean;
  result: GradedResult;
  /** Points earned (one decimal); null while still pending. */
  score: number | null;
  /** Rate in percent (unscored homework), null when scored or not given. */
  rate: number | null;
  /** How many times this question was saved, this save included. */
  revision: number;
}

export interface SaveGradeArgs {
  /** Spec: is_set_score 2 scored, 1 rates (exam papers are always scored). */
  isSetScore: number;
  /** The question's full score. */
  maxScore: number;
  /** The question's mark at submit (result 4 and score null when it awaits a grader). */
  marked: { result: GradedResult; score: number | null };
  /** The question's grade before this save, if saved before. */
  previous: QuestionGradeOutcome | undefined;
  input: QuestionGradeInput;
  /** The question's revision the grader loaded; absent means "whatever is there now". */
  loadedRevision: number | undefined;
  /** The refusal when a colleague saved the question since it was loaded (each page says it its way). */
  changedMeanwhile?: string;
}

/**
 * Saving a question's grade: refused when a colleague saved it meanwhile, or by the grade rules
 * (score within the question's, a fixed rate, remark and image limits); otherwise the question's
 * result, points and rate after the save. A save without a score (or rate) keeps the earlier grade.
 */
export function savedQuestionGrade(
  args: SaveGradeArgs,
): { refusal: Refusal } | { grade: QuestionGradeOutcome } {
  const { isSetScore, maxScore, marked, previous, input } = args;
  const revision = previous?.revision ?? 0;
  if (args.loadedRevision !== undefined && args.loadedRevision !== revision)
    return {
      refusal: { kind: 'conflict', message: args.changedMeanwhile ?? GRADING_MESSAGES.changedMeanwhile },
    };
  const refusal = firstRefusal(questionGradeRules, { isSetScore, maxScore, input });
  if (refusal) return { refusal };
  const next = { revision: revision + 1 };
  if (savesGrade({ isSetScore, input })) {
    const score = pointsOf(isSetScore, maxScore, input);
    return {
      grade: {
        graded: true,
        result: score >= maxScore ? 1 : 2,
        score,
        rate: isSetScore === 2 ? null : input.rate,
        ...next,
      },
    };
  }
  if (previous?.graded) return { grade: { ...previous, ...next } };
  return { grade: { graded: false, ...marked, rate: previous?.rate ?? null, ...next } };
}

export interface FinishGradingArgs {
  /** The paper was finished already. */
  finished: boolean;
  /** Answered subjective questions still without a grade. */
  pending: number;
  commentLength: number;
  /** The refusal of finishing twice (each page says it its way). */
  finishedTwice?: string;
}

/** Finishing a paper: once only, with nothing pending and a comment within its limit. */
export const finishRefusal = ({ finished, pending, commentLength, finishedTwice }: FinishGradingArgs) =>
  finished
    ? ({ kind: 'conflict', message: finishedTwice ?? GRADING_MESSAGES.finishedTwice } satisfies Refusal)
    : firstRefusal(finishRules, { pending, commentLength });

/** A paper's total: the sum of its questions' points, one decimal. */
export const paperTotal = (scores: readonly (number | null)[]) =>
  Math.round(scores.reduce<number>((sum, s) => sum + (s ?? 0), 0) * 10) / 10;
