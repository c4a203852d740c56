import { and, assign, getNextSnapshot, not, setup } from 'xstate';
import { HOMEWORK_MESSAGES } from '../homework/homeworkLifecycle';
import { type Ability, abilityOf, allHold, firstRefusal, type Refusal, type Rule, rule } from '../refusals';

/**
 * One student's report on one homework (spec section 4, student homework status): 1 not submitted,
 * 2 submitted awaiting grading, 3 graded. Recalling the homework ends it, whatever its status.
 */
export interface ReportStatusContext {
  /** Unix seconds; past the deadline when now is at or after it. */
  endingTime: number;
  /** A homework without subjective questions is graded the moment it is submitted. */
  hasSubjective: boolean;
  /** When the student first saved answers (unix seconds): the answer time runs from here to the submit. */
  startedAt: number | null;
}

export type ReportStatusEvent =
  | { type: 'report.saveAnswers'; now: number }
  | { type: 'report.submit'; now: number }
  /** The homework was recalled (a fact of the homework lifecycle, never refused). */
  | { type: 'report.recall' }
  /**
   * A grader finished grading the submitted report. Whether grading may finish (no subjective question
   * pending, not finished twice) is the grading machine's rule (machines/src/grading).
   */
  | { type: 'report.grade' };

/** The student's own commands on a report: the ones the report's refusal table answers. */
export type StudentReportEvent = Exclude<ReportStatusEvent, { type: 'report.recall' | 'report.grade' }>;

export type ReportStateValue = 'notSubmitted' | 'submitted' | 'graded' | 'recalled';

/** The spec's numbers for the states a report is stored in. */
export const REPORT_STATUS = { notSubmitted: 1, submitted: 2, graded: 3 } as const;
export type ReportStatusNumber = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];

/** The report's messages; the spec does not word them (docs/decisions.md lists them). */
export const REPORT_MESSAGES = {
  pastDeadlineToSave: '作业已截止，不能作答',
  pastDeadlineToSubmit: '作业已截止，不能提交',
  submittedToSave: '作业已提交，不能修改答案',
  submittedTwice: '作业已提交，请勿重复提交',
  recalled: HOMEWORK_MESSAGES.recalled,
} as const;

/** What the rules read: only the deadline, so a list row can ask them without the whole context. */
type RuleArgs = { context: Pick<ReportStatusContext, 'endingTime'>; event: ReportStatusEvent };

const isBeforeDeadline = ({ context, event }: RuleArgs) => 'now' in event && event.now < context.endingTime;

/**
 * The one refusal table of a report not yet submitted: each event's rules, in the order a student
 * should hear them. The machine's guards are built from it.
 */
export const reportRules: Record<StudentReportEvent['type'], readonly Rule<RuleArgs>[]> = {
  'report.saveAnswers': [rule('conflict', isBeforeDeadline, REPORT_MESSAGES.pastDeadlineToSave)],
  'report.submit': [rule('conflict', isBeforeDeadline, REPORT_MESSAGES.pastDeadlineToSubmit)],
};

/** What every later state answers to the student's commands: the report is no longer open. */
const closedRefusals: Record<
  Exclude<ReportStateValue, 'notSubmitted'>,
  Record<keyof typeof reportRules, Refusal>
> = {
  submitted: {
    'report.saveAnswers': { kind: 'conflict', message: REPORT_MESSAGES.submittedToSave },
    'report.submit': { kind: 'conflict', message: REPORT_MESSAGES.submittedTwice },
  },
  graded: {
    'report.saveAnswers': { kind: 'conflict', message: REPORT_MESSAGES.submittedToSave },
    'report.submit': { kind: 'conflict', message: REPORT_MESSAGES.submittedTwice },
  },
  recalled: {
    'report.saveAnswers': { kind: 'conflict', message: REPORT_MESSAGES.recalled },
    'report.submit': { kind: 'conflict', message: REPORT_MESSAGES.recalled },
  },
};

/** Recall ends a report in any open state. */
const recall = { 'report.recall': { target: 'recalled' } } as const;

export const reportStatus = setup({
  types: {
    context: {} as ReportStatusContext,
    events: {} as ReportStatusEvent,
    input: {} as ReportStatusContext,
  },
  guards: {
    canSaveAnswers: allHold(reportRules['report.saveAnswers']),
    canSubmit: allHold(reportRules['report.submit']),
    hasSubjective: ({ context }) => context.hasSubjective,
  },
  actions: {
    markStarted: assign({
      startedAt: ({ context, event }) => context.startedAt ?? ('now' in event ? event.now : null),
    }),
  },
}).createMachine({
  id: 'reportStatus',
  context: ({ input }) => input,
  initial: 'notSubmitted',
  states: {
    notSubmitted: {
      on: {
        ...recall,
        'report.saveAnswers': { guard: 'canSaveAnswers', actions: 'markStarted' },
        'report.submit': [
          { guard: and(['canSubmit', not('hasSubjective')]), target: 'graded' },
          { guard: 'canSubmit', target: 'submitted' },
        ],
      },
    },
    submitted: { on: { ...recall, 'report.grade': { target: 'graded' } } },
    graded: { on: recall },
    /** Irreversible: the homework is gone from the student's list and every command is refused. */
    recalled: { type: 'final' },
  },
});

/** The state a report is in, from its stored status and whether its homework was recalled. */
export const reportStateOf = (status: ReportStatusNumber, recalled: boolean): ReportStateValue => {
  if (recalled) return 'recalled';
  switch (status) {
    case REPORT_STATUS.notSubmitted:
      return 'notSubmitted';
    case REPORT_STATUS.submitted:
      return 'submitted';
    case REPORT_STATUS.graded:
      return 'graded';
    default: {
      const unknown: never = status;
      throw new Error(`unknown report status ${unknown}`);
    }
  }
};

/** The state a report reaches by an accepted event (submitting goes to graded when nothing needs grading). */
export const reportStateAfter = (
  stateValue: ReportStateValue,
  context: ReportStatusContext,
  event: ReportStatusEvent,
): ReportStateValue =>
  getNextSnapshot(reportStatus, reportStatus.resolveState({ value: stateValue, context }), event)
    .value as ReportStateValue;

/** Why the report refuses a student's command in a state: a closed report by its state, else the table. */
export function explainReportRefusal(
  stateValue: ReportStateValue,
  context: RuleArgs['context'],
  event: StudentReportEvent,
): Refusal | undefined {
  if (stateValue !== 'notSubmitted') return closedRefusals[stateValue][event.type];
  return firstRefusal(reportRules[event.type], { context, event });
}

/**
 * The report status a student sees (spec section 4, homework report status): 2 awaiting review,
 * 3 reviewed, 4 not submitted, 5 scores hidden. A graded report keeps its scores and answers hidden
 * until the deadline, so classmates still answering cannot copy them; a homework published with
 * results released by the teacher keeps them hidden (5) until its teacher releases them to the
 * student's class instead (docs/decisions.md, homework: released grades).
 */
export const STUDENT_REPORT_STATUS = {
  awaitingReview: 2,
  reviewed: 3,
  notSubmitted: 4,
  scoresHidden: 5,
} as const;
export type StudentReportStatus = (typeof STUDENT_REPORT_STATUS)[keyof typeof STUDENT_REPORT_STATUS];

/**
 * When a homework's or an exam's results reach its students (the homework publish form and the exam
 * form, REST release_mode): 1 automatically, 2 when the teacher releases them.
 */
export const RELEASE_MODE = { auto: 1, manual: 2 } as const;
export type ReleaseMode = (typeof RELEASE_MODE)[keyof typeof RELEASE_MODE];

/** Releasing results (the spec does not word them; docs/decisions.md lists them). */
export const RELEASE_MESSAGES = {
  released: '成绩已发布',
  automatic: '该作业成绩自动发布，无需手动发布',
  /** The same refusal for an exam, worded for it. */
  automaticExam: '该考试成绩自动发布，无需手动发布',
  alreadyReleased: '成绩已发布，请勿重复发布',
  /** The staff badge on a homework or an exam whose results some class still waits for. */
  unreleased: '成绩未发布',
} as const;

/** Whether a homework's or an exam's results may reach one student: absent fields read as today's automatic release. */
export interface ResultsRelease {
  /** 1 automatically (after the deadline), 2 when the teacher releases them. */
  releaseMode?: number;
  /** The teacher released the results to the student's class (manual mode only). */
  released?: boolean;
}

/**
 * Results released by the teacher (release_mode 2) not yet released to the student's class: nothing
 * the grading gave may reach the student. The release half of `resultsVisible`; an exam, which has no
 * deadline rule of its own, asks this alone (its answers follow their own rule, exams' answerVisibility).
 */
export const awaitsRelease = (context: ResultsRelease): boolean =>
  context.releaseMode === RELEASE_MODE.manual && context.released !== true;

/**
 * The one rule of what a student may read of a graded report: automatic release shows it once the
 * deadline has passed; manual release once the teacher has released it to the student's class.
 */
export const resultsVisible = (
  context: Pick<ReportStatusContext, 'endingTime'> & ResultsRelease,
  now: number,
): boolean =>
  context.releaseMode === RELEASE_MODE.manual ? !awaitsRelease(context) : now >= context.endingTime;

export function studentReportStatus(
  stateValue: Exclude<ReportStateValue, 'recalled'>,
  context: Pick<ReportStatusContext, 'endingTime'> & ResultsRelease,
  now: number,
): StudentReportStatus {
  switch (stateValue) {
    case 'notSubmitted':
      return STUDENT_REPORT_STATUS.notSubmitted;
    case 'submitted':
      return STUDENT_REPORT_STATUS.awaitingReview;
    case 'graded':
      return resultsVisible(context, now)
        ? STUDENT_REPORT_STATUS.reviewed
        : STUDENT_REPORT_STATUS.scoresHidden;
    default: {
      const unknown: never = stateValue;
      throw new Error(`unknown report state ${unknown}`);
    }
  }
}

/** What the student's app offers on a report now. */
export interface ReportAbilities {
  save_answers: Ability;
  submit: Ability;
}

export function reportAbilities(
  stateValue: ReportStateValue,
  context: RuleArgs['context'],
  now: number,
): ReportAbilities {
  const shown = stateValue === 'notSubmitted';
  return {
    save_answers: abilityOf(
      shown,
      explainReportRefusal(stateValue, context, { type: 'report.saveAnswers', now }),
    ),
    submit: abilityOf(shown, explainReportRefusal(stateValue, context, { type: 'report.submit', now })),
  };
}
