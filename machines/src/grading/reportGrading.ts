import { and, assign, setup } from 'xstate';
import { allHold, firstRefusal, type Refusal } from '../refusals';
import {
  finishRules,
  GRADING_MESSAGES,
  type QuestionGradeInput,
  questionGradeRules,
  savesGrade,
} from './gradingRules';

/**
 * Grading one submitted report (spec section 4, grading): each answered subjective question goes from
 * pending to graded when saved with a score (or, in rate mode, a rate); finishing is possible only when
 * none is pending, and only once. A finished report may still have a question's grade changed (a
 * review), which records the report's grade again.
 */
export interface ReportGradingContext {
  /** Spec: is_set_score 2 scored, 1 rates. */
  isSetScore: number;
  /** Full score of each subjective question the student answered, by its index. */
  maxScores: readonly number[];
  /** Indexes of those questions already graded. */
  graded: readonly number[];
}

export type ReportGradingEvent =
  | { type: 'grading.saveQuestion'; question: number; input: QuestionGradeInput }
  | { type: 'grading.finish'; commentLength: number };

export type ReportGradingStateValue = 'grading' | 'ready' | 'finished';

type Args = { context: ReportGradingContext; event: ReportGradingEvent };

const gradeArgs = ({ context, event }: Args) => {
  const save = event as Extract<ReportGradingEvent, { type: 'grading.saveQuestion' }>;
  return {
    isSetScore: context.isSetScore,
    maxScore: context.maxScores[save.question] ?? 0,
    input: save.input,
  };
};

const pendingAfter = ({ context, event }: Args): number => {
  const graded = new Set(context.graded);
  if (event.type === 'grading.saveQuestion' && savesGrade(gradeArgs({ context, event }))) {
    graded.add(event.question);
  }
  return context.maxScores.length - graded.size;
};

const finishArgs = ({ context, event }: Args) => ({
  pending: context.maxScores.length - context.graded.length,
  commentLength: event.type === 'grading.finish' ? event.commentLength : 0,
});

export const reportGrading = setup({
  types: {
    context: {} as ReportGradingContext,
    events: {} as ReportGradingEvent,
    input: {} as ReportGradingContext,
  },
  guards: {
    canSaveQuestion: (args) => allHold(questionGradeRules)(gradeArgs(args)),
    leavesNonePending: (args) => pendingAfter(args) === 0,
    canFinish: (args) => allHold(finishRules)(finishArgs(args)),
  },
  actions: {
    markGraded: assign({
      graded: ({ context, event }) =>
        event.type === 'grading.saveQuestion' &&
        savesGrade(gradeArgs({ context, event })) &&
        !context.graded.includes(event.question)
          ? [...context.graded, event.question]
          : context.graded,
    }),
  },
}).createMachine({
  id: 'reportGrading',
  context: ({ input }) => input,
  initial: 'grading',
  states: {
    /** Some answered subjective question is still pending. */
    grading: {
      on: {
        'grading.saveQuestion': [
          { guard: and(['canSaveQuestion', 'leavesNonePending']), target: 'ready', actions: 'markGraded' },
          { guard: 'canSaveQuestion', actions: 'markGraded' },
        ],
      },
    },
    /** Nothing pending: the grader may finish (or change a grade first). */
    ready: {
      on: {
        'grading.saveQuestion': { guard: 'canSaveQuestion', actions: 'markGraded' },
        'grading.finish': { guard: 'canFinish', target: 'finished' },
      },
    },
    /** Graded (report status 3): a changed grade is recorded as the report's grade again. */
    finished: {
      on: { 'grading.saveQuestion': { guard: 'canSaveQuestion', actions: 'markGraded' } },
    },
  },
});

/** The state of a report being graded, from its status and how many subjective answers are pending. */
export const gradingStateOf = (graded: boolean, pending: number): ReportGradingStateValue =>
  graded ? 'finished' : pending === 0 ? 'ready' : 'grading';

/** Why the grading of a report refuses an event in a state (undefined when it accepts it). */
export function explainGradingRefusal(
  stateValue: ReportGradingStateValue,
  context: ReportGradingContext,
  event: ReportGradingEvent,
): Refusal | undefined {
  if (event.type === 'grading.saveQuestion') {
    return firstRefusal(questionGradeRules, gradeArgs({ context, event }));
  }
  if (stateValue === 'finished') return { kind: 'conflict', message: GRADING_MESSAGES.finishedTwice };
  return firstRefusal(finishRules, finishArgs({ context, event }));
}
