import { and, assign, fromPromise, setup } from 'xstate';
import type { RubricLevels } from '../rubric/rubricRules';
import { GRADING_MESSAGES, SAVE_TYPE, type SaveType } from './gradingRules';

/**
 * The grading page (spec section 2, grading page; section 4, grading), for homework reports and,
 * later, exam papers: the loaded report, the tab (subjective or objective), the current question and
 * what the grader typed for it. The calls are invoked actors supplied by the screen (`provide`).
 */

export type GradingTab = 'subjective' | 'objective';

/** One question of the card, as the workspace needs it. */
export interface WorkspaceQuestion {
  quesId: number;
  maxScore: number;
  /** Spec: is_review 1 graded, 2 pending. */
  isReview: number;
  score: number | null;
  rate: number | null;
  remark: string;
  /** The grade's revision the grader saw; a save answers 409 when a colleague saved since. */
  revision: number;
  /** Rubric levels the grade was given with (a question graded by rubric). */
  levels?: RubricLevels | null;
}

export interface WorkspaceReport {
  reportId: number;
  isSetScore: number;
  nextReportId: number | null;
  subjective: WorkspaceQuestion[];
  objective: WorkspaceQuestion[];
  /** Report status 3: graded. */
  graded: boolean;
}

export interface GradeDraft {
  score: number | null;
  rate: number | null;
  remark: string;
  /** The annotated images (JSON of url and draw), or null when untouched. */
  images: string | null;
  /** Rubric levels chosen (criterion id → level id); null without a rubric or before choosing. */
  levels?: RubricLevels | null;
}

export interface SaveQuestionInput {
  reportId: number;
  quesId: number;
  type: SaveType;
  draft: GradeDraft;
  revision: number;
}

export interface GradingWorkspaceContext {
  reportId: number;
  report: WorkspaceReport | null;
  tab: GradingTab;
  index: number;
  draft: GradeDraft;
  /** Where to go once the save in progress is done. */
  goal: { tab: GradingTab; index: number; across?: boolean } | null;
  /**
   * Grade by question: saving goes to the same question of the next report (one question across all
   * students), instead of the next question of this report.
   */
  byQuestion: boolean;
  /** The last refusal or notice to show (e.g. 已是最后一名学员). */
  message: string | null;
}

export type GradingWorkspaceEvent =
  | { type: 'grading.edit'; draft: Partial<GradeDraft> }
  | { type: 'grading.select'; index: number }
  | { type: 'grading.tab'; tab: GradingTab }
  | { type: 'grading.save' }
  | { type: 'grading.next' }
  | { type: 'grading.previous' }
  | { type: 'grading.openFinish' }
  | { type: 'grading.cancelFinish' }
  | { type: 'grading.submitFinish'; comment: string }
  | { type: 'grading.skipFinish' }
  | { type: 'grading.skipStudent' }
  | { type: 'grading.open'; reportId: number }
  | { type: 'grading.byQuestion'; on: boolean }
  | { type: 'grading.retry' };

const notProvided = async (): Promise<never> => {
  throw new Error('the grading calls are provided by the screen');
};

const emptyDraft = (): GradeDraft => ({ score: null, rate: null, remark: '', images: null, levels: null });

const questionsOf = (context: GradingWorkspaceContext, tab = context.tab) => context.report?.[tab] ?? [];
const current = (context: GradingWorkspaceContext) => questionsOf(context)[context.index];

const draftOf = (q: WorkspaceQuestion | undefined): GradeDraft =>
  q
    ? { score: q.score, rate: q.rate, remark: q.remark, images: null, levels: q.levels ?? null }
    : emptyDraft();

/** A save moving away without a score or rate keeps the rest as type 1 (spec section 4). */
export const saveTypeOf = (isSetScore: number, draft: GradeDraft, moving: boolean): SaveType =>
  moving && (isSetScore === 2 ? draft.score === null : draft.rate === null)
    ? SAVE_TYPE.keep
    : SAVE_TYPE.grade;

type MoveGuard = 'isOtherQuestion' | 'isOtherTab' | 'hasNextQuestion' | 'hasPreviousQuestion';
const move = (guard: MoveGuard) =>
  [
    { guard: and([guard, 'onSubjectiveQuestion']), target: 'saving', actions: 'goTo' },
    { guard, target: 'loading', actions: 'goTo' },
  ] as const;

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether no answered subjective question is pending (spec: finish grading enabled). */
export const canFinishReport = (report: WorkspaceReport | null) =>
  report !== null && !report.graded && report.subjective.every((q) => q.isReview !== 2);

export const gradingWorkspace = setup({
  types: {
    context: {} as GradingWorkspaceContext,
    events: {} as GradingWorkspaceEvent,
    input: {} as { reportId: number },
  },
  actors: {
    loadReport: fromPromise<WorkspaceReport, { reportId: number }>(notProvided),
    saveQuestion: fromPromise<unknown, SaveQuestionInput>(notProvided),
    /** Answers the next report to grade (null on the last one). */
    finishReport: fromPromise<number | null, { reportId: number; comment: string | null }>(notProvided),
  },
  guards: {
    onSubjectiveQuestion: ({ context }) => context.tab === 'subjective' && current(context) !== undefined,
    hasNextQuestion: ({ context }) => context.index + 1 < questionsOf(context).length,
    hasPreviousQuestion: ({ context }) => context.index > 0,
    isOtherQuestion: ({ context, event }) =>
      event.type === 'grading.select' &&
      event.index !== context.index &&
      event.index >= 0 &&
      event.index < questionsOf(context).length,
    isOtherTab: ({ context, event }) => event.type === 'grading.tab' && event.tab !== context.tab,
    canFinish: ({ context }) => canFinishReport(context.report),
    hasNextReport: ({ context }) => (context.report?.nextReportId ?? null) !== null,
    goesAcross: ({ context }) => context.goal?.across === true,
    finishedWithNext: ({ event }) => typeof (event as { output?: unknown }).output === 'number',
  },
  actions: {
    edit: assign({
      draft: ({ context, event }) =>
        event.type === 'grading.edit' ? { ...context.draft, ...event.draft } : context.draft,
      message: null,
    }),
    goTo: assign(({ context, event }) => {
      let goal = { tab: context.tab, index: context.index };
      if (event.type === 'grading.select') goal = { tab: context.tab, index: event.index };
      if (event.type === 'grading.tab') goal = { tab: event.tab, index: 0 };
      if (event.type === 'grading.next' || event.type === 'grading.save')
        goal = { tab: context.tab, index: Math.min(context.index + 1, questionsOf(context).length - 1) };
      if (event.type === 'grading.save' && context.byQuestion)
        return { goal: { tab: context.tab, index: context.index, across: true }, message: null };
      if (event.type === 'grading.previous')
        goal = { tab: context.tab, index: Math.max(context.index - 1, 0) };
      return { goal, message: null };
    }),
    takeReport: assign(({ context, event }) => {
      const report = (event as unknown as { output: WorkspaceReport }).output;
      const goal = context.goal ?? { tab: context.tab, index: 0 };
      const q = report[goal.tab][goal.index];
      return {
        report,
        tab: goal.tab,
        index: q ? goal.index : 0,
        goal: null,
        draft: draftOf(q ?? report[goal.tab][0]),
      };
    }),
    openNextReport: assign(({ context }) => ({
      reportId: context.report?.nextReportId ?? context.reportId,
      report: null,
      tab: 'subjective' as const,
      index: 0,
      goal: null,
      draft: emptyDraft(),
    })),
    openFinishedNext: assign(({ context, event }) => ({
      reportId: (event as unknown as { output: number }).output,
      report: null,
      tab: 'subjective' as const,
      index: 0,
      goal: null,
      draft: emptyDraft(),
      message: context.message,
    })),
    openReport: assign(({ event }) => ({
      reportId: event.type === 'grading.open' ? event.reportId : 0,
      report: null,
      tab: 'subjective' as const,
      index: 0,
      goal: null,
      draft: emptyDraft(),
      message: null,
    })),
    warnLastStudent: assign({ message: GRADING_MESSAGES.lastStudent }),
    showError: assign({
      message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error),
    }),
    forgetWhere: assign({ goal: null }),
    setByQuestion: assign({ byQuestion: ({ event }) => event.type === 'grading.byQuestion' && event.on }),
    openNextSameQuestion: assign(({ context }) => ({
      reportId: context.report?.nextReportId ?? context.reportId,
      report: null,
      draft: emptyDraft(),
    })),
  },
}).createMachine({
  id: 'gradingWorkspace',
  context: ({ input }) => ({
    reportId: input.reportId,
    report: null,
    tab: 'subjective',
    index: 0,
    draft: emptyDraft(),
    goal: null,
    message: null,
    byQuestion: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ reportId: context.reportId }),
        onDone: { target: 'ready', actions: 'takeReport' },
        onError: { target: 'failed', actions: 'showError' },
      },
    },
    failed: {
      on: {
        'grading.retry': 'loading',
        'grading.open': { target: 'loading', actions: 'openReport' },
      },
    },
    ready: {
      on: {
        // Another report asked for by the route (report_id changed): start over on it.
        'grading.open': { target: 'loading', actions: 'openReport' },
        'grading.byQuestion': { actions: 'setByQuestion' },
        'grading.edit': { guard: 'onSubjectiveQuestion', actions: 'edit' },
        // Clicking a question number (or moving on) saves the current question first, then reloads;
        // objective questions keep their automatic marks, so leaving one only reloads.
        'grading.select': move('isOtherQuestion'),
        'grading.tab': move('isOtherTab'),
        'grading.save': { guard: 'onSubjectiveQuestion', target: 'saving', actions: 'goTo' },
        'grading.next': move('hasNextQuestion'),
        'grading.previous': move('hasPreviousQuestion'),
        'grading.openFinish': { guard: 'canFinish', target: 'finishDialog' },
        'grading.skipStudent': [
          { guard: 'hasNextReport', target: 'loading', actions: 'openNextReport' },
          { actions: 'warnLastStudent' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'saveQuestion',
        src: 'saveQuestion',
        input: ({ context, event }) => {
          const q = current(context);
          const moving = event.type !== 'grading.save';
          return {
            reportId: context.reportId,
            quesId: q?.quesId ?? 0,
            type: saveTypeOf(context.report?.isSetScore ?? 2, context.draft, moving),
            draft: context.draft,
            revision: q?.revision ?? 0,
          };
        },
        onDone: [
          { guard: and(['goesAcross', 'hasNextReport']), target: 'loading', actions: 'openNextSameQuestion' },
          { guard: 'goesAcross', target: 'loading', actions: 'warnLastStudent' },
          { target: 'loading' },
        ],
        onError: { target: 'ready', actions: ['showError', 'forgetWhere'] },
      },
    },
    finishDialog: {
      on: {
        'grading.cancelFinish': 'ready',
        'grading.submitFinish': 'finishing',
        'grading.skipFinish': 'finishing',
      },
    },
    finishing: {
      invoke: {
        id: 'finishReport',
        src: 'finishReport',
        input: ({ context, event }) => ({
          reportId: context.reportId,
          comment: event.type === 'grading.submitFinish' ? event.comment : null,
        }),
        // The server answers the next report now (colleagues may have taken the one loaded before).
        onDone: [
          { guard: 'finishedWithNext', target: 'loading', actions: 'openFinishedNext' },
          { target: 'done' },
        ],
        onError: { target: 'finishDialog', actions: 'showError' },
      },
    },
    /** No next report: the screen goes back. */
    done: { type: 'final' },
  },
});
