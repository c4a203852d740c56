import { and, assertEvent, assign, fromPromise, not, setup } from 'xstate';
import {
  addItem,
  addOption,
  canAddOption,
  canRemoveOption,
  changeItem,
  changeOption,
  chooseItemType,
  hasItem,
  hasOption,
  markRight,
  moveItem,
  type OptionTarget,
  type QuestionPatch,
  removeItem,
  removeOption,
  type SubQuestionPatch,
} from './questionDraft';
import {
  type BankQuesType,
  emptyQuestionDraft,
  firstQuestionMessage,
  QUESTION_MESSAGES,
  type QuestionDraft,
  type QuestionIssue,
  questionIssues,
  SUB_QUES_TYPES,
  SUB_QUESTIONS_MAX,
  type SubQuesType,
} from './questionRules';

/**
 * The question form (HomeworkAddQues / HomeworkEditQues): type chosen (new) or locked (editing),
 * options and sub-questions edited, removals confirmed, the draft validated with section 5's rules
 * and saved: `saving` invokes the `persist` actor the screen supplies with
 * `questionForm.provide({ actors: { persist } })`, which resolves with the saved question's id or
 * rejects with an Error carrying the message to show.
 */
export type QuestionFormMode = 'add' | 'edit';

export interface Notice {
  message: string;
  tone: 'info' | 'error' | 'success';
}

export type PendingRemoval =
  | { kind: 'option'; item?: number; index: number }
  | { kind: 'item'; index: number };

export interface QuestionFormContext {
  mode: QuestionFormMode;
  questionId: number | null;
  draft: QuestionDraft;
  /** Failed rules, shown beside their fields once a save has been tried. */
  issues: QuestionIssue[];
  showIssues: boolean;
  /** The latest message for a toast; a new object each time one is raised. */
  notice: Notice | null;
  pending: PendingRemoval | null;
  continueAfterSave: boolean;
  /** Questions added with save and continue since the form opened. */
  addedCount: number;
}

export interface QuestionFormInput {
  mode: QuestionFormMode;
  questionId?: number | null;
  /** The question being edited; a new question starts empty with `quesType` (default: unchosen). */
  draft?: QuestionDraft;
  quesType?: BankQuesType | null;
}

export type QuestionFormEvent =
  | { type: 'question.chooseType'; quesType: BankQuesType }
  | { type: 'question.change'; patch: QuestionPatch }
  | ({ type: 'option.add' } & OptionTarget)
  | ({ type: 'option.change'; index: number; content: string } & OptionTarget)
  | ({ type: 'option.markRight'; index: number } & OptionTarget)
  | ({ type: 'option.remove'; index: number } & OptionTarget)
  | { type: 'item.add' }
  | { type: 'item.chooseType'; index: number; quesType: SubQuesType }
  | { type: 'item.change'; index: number; patch: SubQuestionPatch }
  | { type: 'item.moveUp'; index: number }
  | { type: 'item.moveDown'; index: number }
  | { type: 'item.remove'; index: number }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'question.save'; continueAfter: boolean };

/** What a save sends: the draft, and the question it updates (null: a new question). */
export interface PersistInput {
  draft: QuestionDraft;
  questionId: number | null;
}

type Args = { context: QuestionFormContext; event: QuestionFormEvent };

const FIELD_MESSAGES: readonly string[] = [QUESTION_MESSAGES.choose, QUESTION_MESSAGES.enter];

/** The toast of a refused save: a bare 请选择 / 请输入 sits beside its field, so the toast says 请先完善信息. */
export function saveRefusalNotice(issues: readonly QuestionIssue[]): Notice {
  const message = firstQuestionMessage(issues) ?? QUESTION_MESSAGES.incomplete;
  return {
    message: FIELD_MESSAGES.includes(message) ? QUESTION_MESSAGES.incomplete : message,
    tone: 'error',
  };
}

const itemIndex = (event: QuestionFormEvent) => ('index' in event ? event.index : -1);

/** Pure predicates of the form, also what the screen asks through `snapshot.can(...)`. */
export const questionFormGuards = {
  canChooseType: ({ context, event }: Args) =>
    event.type === 'question.chooseType' &&
    context.mode === 'add' &&
    event.quesType !== context.draft.quesType,
  canAddOption: ({ context, event }: Args) =>
    event.type === 'option.add' && canAddOption(context.draft, event),
  hasOption: ({ context, event }: Args) =>
    (event.type === 'option.change' || event.type === 'option.markRight') && hasOption(context.draft, event),
  canRemoveOption: ({ context, event }: Args) =>
    event.type === 'option.remove' && canRemoveOption(context.draft, event),
  isMaterial: ({ context }: Args) => context.draft.quesType === 6,
  canAddItem: ({ context }: Args) =>
    context.draft.quesType === 6 && context.draft.items.length < SUB_QUESTIONS_MAX,
  hasItem: ({ context, event }: Args) => hasItem(context.draft, itemIndex(event)),
  /** A sub-question is never material. */
  isSubQuestionType: ({ event }: Args) =>
    event.type === 'item.chooseType' && SUB_QUES_TYPES.includes(event.quesType),
  isFirstItem: ({ event }: Args) => itemIndex(event) === 0,
  isLastItem: ({ context, event }: Args) => itemIndex(event) === context.draft.items.length - 1,
  isOnlyItem: ({ context, event }: Args) =>
    hasItem(context.draft, itemIndex(event)) && context.draft.items.length === 1,
  isDraftValid: ({ context }: Args) => questionIssues(context.draft).length === 0,
  /** Save and continue exists on the add form only. */
  maySave: ({ context, event }: Args) =>
    event.type === 'question.save' && (!event.continueAfter || context.mode === 'add'),
  continuesAfterSave: ({ context }: Args) => context.continueAfterSave,
};

const withDraft = (context: QuestionFormContext, draft: QuestionDraft) => ({
  draft,
  issues: context.showIssues ? questionIssues(draft) : [],
});

export const questionForm = setup({
  types: {
    context: {} as QuestionFormContext,
    events: {} as QuestionFormEvent,
    input: {} as QuestionFormInput,
  },
  actors: {
    /** Saves the draft; resolves with the question's id. */
    persist: fromPromise<number, PersistInput>(() => Promise.reject(new Error(QUESTION_MESSAGES.saveFailed))),
  },
  guards: {
    ...questionFormGuards,
    isItemFirst: and(['hasItem', 'isFirstItem']),
    isItemLast: and(['hasItem', 'isLastItem']),
    canSaveNow: and(['maySave', 'isDraftValid']),
    isSaveRefused: and(['maySave', not('isDraftValid')]),
  },
  actions: {
    resetToType: assign(({ context, event }) => {
      assertEvent(event, 'question.chooseType');
      return { ...withDraft(context, emptyQuestionDraft(event.quesType)), issues: [], showIssues: false };
    }),
    applyPatch: assign(({ context, event }) => {
      assertEvent(event, 'question.change');
      return withDraft(context, { ...context.draft, ...event.patch });
    }),
    addOption: assign(({ context, event }) => {
      assertEvent(event, 'option.add');
      return withDraft(context, addOption(context.draft, event));
    }),
    changeOption: assign(({ context, event }) => {
      assertEvent(event, 'option.change');
      return withDraft(context, changeOption(context.draft, event));
    }),
    markRight: assign(({ context, event }) => {
      assertEvent(event, 'option.markRight');
      return withDraft(context, markRight(context.draft, event));
    }),
    holdOptionRemoval: assign(({ event }) => {
      assertEvent(event, 'option.remove');
      const pending: PendingRemoval =
        event.item === undefined
          ? { kind: 'option', index: event.index }
          : { kind: 'option', item: event.item, index: event.index };
      return { pending, notice: null };
    }),
    addItem: assign(({ context }) => withDraft(context, addItem(context.draft))),
    chooseItemType: assign(({ context, event }) => {
      assertEvent(event, 'item.chooseType');
      return withDraft(context, chooseItemType(context.draft, event.index, event.quesType));
    }),
    changeItem: assign(({ context, event }) => {
      assertEvent(event, 'item.change');
      return withDraft(context, changeItem(context.draft, event.index, event.patch));
    }),
    moveItemUp: assign(({ context, event }) => {
      assertEvent(event, 'item.moveUp');
      return withDraft(context, moveItem(context.draft, event.index, -1));
    }),
    moveItemDown: assign(({ context, event }) => {
      assertEvent(event, 'item.moveDown');
      return withDraft(context, moveItem(context.draft, event.index, 1));
    }),
    holdItemRemoval: assign(({ event }) => {
      assertEvent(event, 'item.remove');
      return { pending: { kind: 'item', index: event.index } as PendingRemoval, notice: null };
    }),
    applyRemoval: assign(({ context }) => {
      const { pending, draft } = context;
      if (!pending) return {};
      const next = pending.kind === 'item' ? removeItem(draft, pending.index) : removeOption(draft, pending);
      return { ...withDraft(context, next), pending: null };
    }),
    dropRemoval: assign({ pending: null }),
    noteFirstItem: assign({ notice: { message: QUESTION_MESSAGES.firstItem, tone: 'info' } as Notice }),
    noteLastItem: assign({ notice: { message: QUESTION_MESSAGES.lastItem, tone: 'info' } as Notice }),
    noteKeepOneItem: assign({ notice: { message: QUESTION_MESSAGES.keepOneItem, tone: 'info' } as Notice }),
    refuseSave: assign(({ context }) => {
      const issues = questionIssues(context.draft);
      return { issues, showIssues: true, notice: saveRefusalNotice(issues) };
    }),
    startSaving: assign(({ event }) => {
      assertEvent(event, 'question.save');
      return { continueAfterSave: event.continueAfter, issues: [], notice: null };
    }),
    startNextQuestion: assign(({ context }) => ({
      draft: emptyQuestionDraft(context.draft.quesType),
      issues: [],
      showIssues: false,
      addedCount: context.addedCount + 1,
      notice: { message: QUESTION_MESSAGES.added, tone: 'success' } as Notice,
    })),
    noteSaved: assign(({ context }, params: { id: number }) => {
      return {
        questionId: params.id,
        notice: {
          message: context.mode === 'add' ? QUESTION_MESSAGES.added : QUESTION_MESSAGES.edited,
          tone: 'success',
        } as Notice,
      };
    }),
    noteSaveFailed: assign((_, params: { error: unknown }) => {
      const message = params.error instanceof Error ? params.error.message : '';
      return { notice: { message: message || QUESTION_MESSAGES.saveFailed, tone: 'error' } as Notice };
    }),
  },
}).createMachine({
  id: 'questionForm',
  context: ({ input }) => ({
    mode: input.mode,
    questionId: input.questionId ?? null,
    draft: input.draft ?? emptyQuestionDraft(input.quesType ?? null),
    issues: [],
    showIssues: false,
    notice: null,
    pending: null,
    continueAfterSave: false,
    addedCount: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'question.chooseType': { guard: 'canChooseType', actions: 'resetToType' },
        'question.change': { actions: 'applyPatch' },
        'option.add': { guard: 'canAddOption', actions: 'addOption' },
        'option.change': { guard: 'hasOption', actions: 'changeOption' },
        'option.markRight': { guard: 'hasOption', actions: 'markRight' },
        'option.remove': {
          guard: 'canRemoveOption',
          target: 'confirmingRemoval',
          actions: 'holdOptionRemoval',
        },
        'item.add': { guard: 'canAddItem', actions: 'addItem' },
        'item.chooseType': {
          guard: and(['isMaterial', 'hasItem', 'isSubQuestionType']),
          actions: 'chooseItemType',
        },
        'item.change': { guard: and(['isMaterial', 'hasItem']), actions: 'changeItem' },
        'item.moveUp': [
          { guard: 'isItemFirst', actions: 'noteFirstItem' },
          { guard: 'hasItem', actions: 'moveItemUp' },
        ],
        'item.moveDown': [
          { guard: 'isItemLast', actions: 'noteLastItem' },
          { guard: 'hasItem', actions: 'moveItemDown' },
        ],
        'item.remove': [
          { guard: 'isOnlyItem', actions: 'noteKeepOneItem' },
          { guard: 'hasItem', target: 'confirmingRemoval', actions: 'holdItemRemoval' },
        ],
        'question.save': [
          { guard: 'isSaveRefused', actions: 'refuseSave' },
          { guard: 'canSaveNow', target: 'saving', actions: 'startSaving' },
        ],
      },
    },
    confirmingRemoval: {
      on: {
        'removal.confirm': { target: 'editing', actions: 'applyRemoval' },
        'removal.cancel': { target: 'editing', actions: 'dropRemoval' },
      },
    },
    saving: {
      invoke: {
        id: 'persist',
        src: 'persist',
        input: ({ context }) => ({ draft: context.draft, questionId: context.questionId }),
        onDone: [
          { guard: 'continuesAfterSave', target: 'editing', actions: 'startNextQuestion' },
          { target: 'saved', actions: { type: 'noteSaved', params: ({ event }) => ({ id: event.output }) } },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'noteSaveFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: 'final' },
  },
});

/** The confirmation a pending removal asks. */
export const removalQuestion = (pending: PendingRemoval) =>
  pending.kind === 'option' ? QUESTION_MESSAGES.confirmRemoveOption : QUESTION_MESSAGES.confirmRemoveItem;
