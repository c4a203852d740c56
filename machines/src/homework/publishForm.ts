import { and, assign, emit, fromPromise, not, setup } from 'xstate';
import {
  type BatchScores,
  clampBatchScore,
  DEFAULT_BATCH_SCORES,
  type FieldRefusal,
  PUBLISH_MESSAGES,
  type PublishForm,
  publishInfoRefusals,
  publishQuestionsRefusal,
  type ScoredType,
} from './publishRules';
import {
  addQuestions,
  applyBatchScores,
  type FormQuestion,
  moveSelected,
  setRubric,
  setScore,
  toQuestionChoices,
} from './questionList';

/** Where the multi-select question dialog takes questions from. */
export type PickerSource = 'mine' | 'public' | 'history';

/** The homework-info section: the publish form without its question list. */
export type PublishInfo = Omit<PublishForm, 'question'>;

export interface PublishFormContext {
  info: PublishInfo;
  questions: readonly FormQuestion[];
  selected: readonly number[];
  /** The batch-score form: applied by the dialog, and giving a newly added question its score. */
  batch: BatchScores;
  /** The dialog's numbers while it is open. */
  draft: BatchScores;
  removal: { ids: readonly number[]; message: string } | null;
  picker: PickerSource | null;
  /** Messages beside the info fields after a refused submit. */
  fieldErrors: readonly FieldRefusal[];
}

export interface PublishFormInput {
  info?: PublishInfo;
  questions?: readonly FormQuestion[];
  batch?: BatchScores;
}

/** What the edge needs to check the form at submit time: the clock, and whether the course has child courses. */
export interface SubmitFacts {
  now: number;
  hasChildCourses: boolean;
}

export type PublishFormEvent =
  | { type: 'info.change'; patch: Partial<PublishInfo> }
  | { type: 'question.toggle'; id: number }
  | { type: 'selection.set'; ids: readonly number[] }
  | { type: 'selection.moveUp' }
  | { type: 'selection.moveDown' }
  | { type: 'selection.remove' }
  | { type: 'question.remove'; id: number }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'question.score'; id: number; score: number; itemId?: number }
  | { type: 'question.rubric'; id: number; rubricId: number | null; itemId?: number }
  | { type: 'batchScore.open' }
  | { type: 'batchScore.change'; quesType: ScoredType; value: number }
  | { type: 'batchScore.apply' }
  | { type: 'batchScore.cancel' }
  | { type: 'picker.open'; source: PickerSource }
  | { type: 'picker.confirm'; chosen: number; questions: readonly FormQuestion[] }
  | { type: 'picker.confirmHomework'; homeworkIds: readonly string[] }
  | { type: 'picker.cancel' }
  | { type: 'course.open' }
  | { type: 'course.pick'; courseId: number }
  | { type: 'course.cancel' }
  | { type: 'form.submit'; facts: SubmitFacts };

/** Messages for the screen's toast; the screen listens with `actor.on('notice', …)`. */
export type PublishFormEmitted = { type: 'notice'; message: string; severity: 'warn' | 'error' | 'success' };

/** The whole form as the publish call takes it. */
export const publishPayload = (context: PublishFormContext): PublishForm => ({
  ...context.info,
  question: toQuestionChoices(context.questions),
});

const isScored = (context: PublishFormContext) => context.info.is_set_score === 2;

/** Score inputs (and the batch-score button) show only when scoring is on. */
export const showsScores = (context: PublishFormContext) => isScored(context);

type Args = { context: PublishFormContext; event: PublishFormEvent };

const notProvided = () => Promise.reject(new Error(PUBLISH_MESSAGES.invalidForm));
const failureMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : PUBLISH_MESSAGES.invalidForm;

export const publishForm = setup({
  types: {
    context: {} as PublishFormContext,
    events: {} as PublishFormEvent,
    input: {} as PublishFormInput,
    emitted: {} as PublishFormEmitted,
  },
  /**
   * The calls the form makes, supplied at the edge with `publishForm.provide({ actors })`; each
   * resolves on success and rejects with an Error carrying the message to show.
   */
  actors: {
    /** Sends the whole form. */
    publish: fromPromise<unknown, PublishForm>(notProvided),
    /** The questions of the chosen historical homework, to add to the list. */
    loadHomeworkQuestions: fromPromise<readonly FormQuestion[], { homeworkIds: readonly string[] }>(
      notProvided,
    ),
  },
  guards: {
    hasSelection: ({ context }: Args) => context.selected.length > 0,
    isScored: ({ context }: Args) => isScored(context),
    /** Questions come from a bank (picker.confirm) or from historical homework (picker.confirmHomework). */
    isHistory: ({ context }: Args) => context.picker === 'history',
    choseSomething: ({ event }: Args) => event.type === 'picker.confirm' && event.chosen > 0,
    choseHomework: ({ event }: Args) =>
      event.type === 'picker.confirmHomework' && event.homeworkIds.length > 0,
    infoIsValid: ({ context, event }: Args) =>
      event.type === 'form.submit' && publishInfoRefusals(context.info, event.facts).length === 0,
    questionsAreValid: ({ context }: Args) =>
      publishQuestionsRefusal(toQuestionChoices(context.questions), isScored(context)) === undefined,
    isListed: ({ context, event }: Args) =>
      event.type === 'question.remove' && context.questions.some((q) => q.id === event.id),
  },
  actions: {
    notify: emit((_, params: { message: string; severity?: PublishFormEmitted['severity'] }) => ({
      type: 'notice' as const,
      message: params.message,
      severity: params.severity ?? 'warn',
    })),
    changeInfo: assign({
      info: ({ context, event }) =>
        event.type === 'info.change' ? { ...context.info, ...event.patch } : context.info,
      // A field filled in after a refused submit no longer shows its refusal; submit checks again.
      fieldErrors: ({ context, event }) =>
        event.type === 'info.change'
          ? context.fieldErrors.filter((e) => !(e.field in event.patch))
          : context.fieldErrors,
    }),
    toggle: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'question.toggle' || !context.questions.some((q) => q.id === event.id))
          return context.selected;
        return context.selected.includes(event.id)
          ? context.selected.filter((id) => id !== event.id)
          : [...context.selected, event.id];
      },
    }),
    setSelection: assign({
      selected: ({ context, event }) =>
        event.type === 'selection.set'
          ? context.questions.map((q) => q.id).filter((id) => event.ids.includes(id))
          : context.selected,
    }),
    moveUp: assign({ questions: ({ context }) => moveSelected(context.questions, context.selected, 'up') }),
    moveDown: assign({
      questions: ({ context }) => moveSelected(context.questions, context.selected, 'down'),
    }),
    askRemoveSelected: assign({
      removal: ({ context }) => ({ ids: context.selected, message: PUBLISH_MESSAGES.removeSelected }),
    }),
    askRemoveOne: assign({
      removal: ({ event }) =>
        event.type === 'question.remove' ? { ids: [event.id], message: PUBLISH_MESSAGES.removeOne } : null,
    }),
    remove: assign(({ context }) => {
      const gone = new Set(context.removal?.ids ?? []);
      return {
        questions: context.questions.filter((q) => !gone.has(q.id)),
        selected: context.selected.filter((id) => !gone.has(id)),
        removal: null,
      };
    }),
    clearRemoval: assign({ removal: null }),
    chooseRubric: assign({
      questions: ({ context, event }) =>
        event.type === 'question.rubric'
          ? setRubric(context.questions, event.id, event.rubricId, event.itemId)
          : context.questions,
    }),
    score: assign({
      questions: ({ context, event }) =>
        event.type === 'question.score'
          ? setScore(context.questions, event.id, event.score, event.itemId)
          : context.questions,
    }),
    openDraft: assign({ draft: ({ context }) => context.batch }),
    changeDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'batchScore.change'
          ? { ...context.draft, [event.quesType]: clampBatchScore(event.value) }
          : context.draft,
    }),
    applyDraft: assign(({ context }) => ({
      batch: context.draft,
      questions: applyBatchScores(context.questions, context.draft),
    })),
    openPicker: assign({ picker: ({ event }) => (event.type === 'picker.open' ? event.source : null) }),
    addPicked: assign(({ context }, params: { questions: readonly FormQuestion[] }) => ({
      questions: addQuestions(context.questions, params.questions, context.batch),
      picker: null,
    })),
    closePicker: assign({ picker: null }),
    checkFields: assign({
      fieldErrors: ({ context, event }) =>
        event.type === 'form.submit' ? publishInfoRefusals(context.info, event.facts) : [],
    }),
  },
}).createMachine({
  id: 'publishForm',
  context: ({ input }) => ({
    info: { type: 1, is_set_score: 1, publish_scope: 1, ...input.info },
    questions: addQuestions([], input.questions ?? [], input.batch ?? DEFAULT_BATCH_SCORES),
    selected: [],
    batch: input.batch ?? DEFAULT_BATCH_SCORES,
    draft: input.batch ?? DEFAULT_BATCH_SCORES,
    removal: null,
    picker: null,
    fieldErrors: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'info.change': { actions: 'changeInfo' },
        'question.toggle': { actions: 'toggle' },
        'selection.set': { actions: 'setSelection' },
        'selection.moveUp': [
          { guard: 'hasSelection', actions: 'moveUp' },
          { actions: { type: 'notify', params: { message: PUBLISH_MESSAGES.nothingSelected } } },
        ],
        'selection.moveDown': [
          { guard: 'hasSelection', actions: 'moveDown' },
          { actions: { type: 'notify', params: { message: PUBLISH_MESSAGES.nothingSelected } } },
        ],
        'selection.remove': [
          { guard: 'hasSelection', target: 'confirmingRemoval', actions: 'askRemoveSelected' },
          { actions: { type: 'notify', params: { message: PUBLISH_MESSAGES.nothingSelected } } },
        ],
        'question.remove': { guard: 'isListed', target: 'confirmingRemoval', actions: 'askRemoveOne' },
        'question.score': { guard: 'isScored', actions: 'score' },
        'question.rubric': { actions: 'chooseRubric' },
        'batchScore.open': { guard: 'isScored', target: 'batchScoring', actions: 'openDraft' },
        'picker.open': { target: 'picking', actions: 'openPicker' },
        'course.open': { target: 'choosingCourse' },
        'form.submit': [
          {
            guard: and(['infoIsValid', 'questionsAreValid']),
            target: 'submitting',
            actions: 'checkFields',
          },
          {
            guard: not('infoIsValid'),
            actions: ['checkFields', { type: 'notify', params: { message: PUBLISH_MESSAGES.invalidForm } }],
          },
          {
            actions: [
              'checkFields',
              emit(({ context }) => ({
                type: 'notice' as const,
                message:
                  publishQuestionsRefusal(toQuestionChoices(context.questions), isScored(context)) ??
                  PUBLISH_MESSAGES.invalidForm,
                severity: 'warn' as const,
              })),
            ],
          },
        ],
      },
    },
    confirmingRemoval: {
      on: {
        'removal.confirm': { target: 'editing', actions: 'remove' },
        'removal.cancel': { target: 'editing', actions: 'clearRemoval' },
      },
    },
    batchScoring: {
      on: {
        'batchScore.change': { actions: 'changeDraft' },
        'batchScore.apply': { target: 'editing', actions: 'applyDraft' },
        'batchScore.cancel': { target: 'editing' },
      },
    },
    picking: {
      on: {
        'picker.confirm': [
          {
            guard: and([not('isHistory'), 'choseSomething']),
            target: 'editing',
            actions: {
              type: 'addPicked',
              params: ({ event }) => ({ questions: event.type === 'picker.confirm' ? event.questions : [] }),
            },
          },
          {
            guard: not('isHistory'),
            actions: { type: 'notify', params: { message: PUBLISH_MESSAGES.noQuestions } },
          },
        ],
        'picker.confirmHomework': [
          { guard: and(['isHistory', 'choseHomework']), target: 'loadingPicked' },
          {
            guard: 'isHistory',
            actions: { type: 'notify', params: { message: PUBLISH_MESSAGES.pickHomework } },
          },
        ],
        'picker.cancel': { target: 'editing', actions: 'closePicker' },
      },
    },
    /** The picker stays open (busy) while the chosen homework's questions load. */
    loadingPicked: {
      invoke: {
        id: 'loadHomeworkQuestions',
        src: 'loadHomeworkQuestions',
        input: ({ event }) => ({
          homeworkIds: event.type === 'picker.confirmHomework' ? event.homeworkIds : [],
        }),
        onDone: {
          target: 'editing',
          actions: { type: 'addPicked', params: ({ event }) => ({ questions: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: [
            'closePicker',
            {
              type: 'notify',
              params: ({ event }) => ({ message: failureMessage(event.error), severity: 'error' as const }),
            },
          ],
        },
      },
    },
    /** The course dialog; picking a course clears the period and child courses chosen for the last one. */
    choosingCourse: {
      on: {
        'course.pick': {
          target: 'editing',
          actions: assign({
            info: ({ context, event }) => ({
              ...context.info,
              course_basis_id: event.courseId,
              course_periods_id: undefined,
              child_course_basis_ids: [],
            }),
            fieldErrors: ({ context }) =>
              context.fieldErrors.filter(
                (e) => e.field !== 'course_basis_id' && e.field !== 'course_periods_id',
              ),
          }),
        },
        'course.cancel': { target: 'editing' },
      },
    },
    submitting: {
      invoke: {
        id: 'publish',
        src: 'publish',
        input: ({ context }) => publishPayload(context),
        onDone: {
          target: 'published',
          actions: { type: 'notify', params: { message: PUBLISH_MESSAGES.published, severity: 'success' } },
        },
        onError: {
          target: 'editing',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ message: failureMessage(event.error), severity: 'error' as const }),
          },
        },
      },
    },
    /** The screen goes back on reaching this state. */
    published: { type: 'final' },
  },
});
