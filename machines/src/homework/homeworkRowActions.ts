import { assign, emit, fromPromise, setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { isSelectableDeadline, PUBLISH_MESSAGES } from './publishRules';

/**
 * The homework list's row actions and their dialogs: continue publishing (class picker), adjust
 * deadline (date picker) and recall (confirmation). Each call is an invoked actor supplied at the
 * edge with `homeworkRowActions.provide({ actors: { publishMore, saveDeadline, recall } })`; it
 * resolves on success and rejects with an Error carrying the message to show.
 */

export const ROW_ACTION_MESSAGES = {
  published: '继续发布成功',
  adjusted: '调整成功',
  recalled: '作业撤回成功',
  deadlineRequired: '请选择截止时间',
  recallWarning: '撤回作业后学员将看不到本次作业，本次作业的相关记录也会消失，此操作不可逆，确认撤回么？',
} as const;

export interface HomeworkRowActionsContext {
  hwId: string | null;
  classIds: readonly string[];
  /** Unix seconds; null until picked. */
  endingTime: number | null;
}

export type HomeworkRowActionsEvent =
  | { type: 'continue.open'; hwId: string }
  | { type: 'classes.choose'; classIds: readonly string[] }
  | { type: 'continue.confirm' }
  | { type: 'deadline.open'; hwId: string; endingTime: number }
  | { type: 'deadline.change'; endingTime: number | null }
  | { type: 'deadline.confirm'; now: number }
  | { type: 'recall.open'; hwId: string }
  | { type: 'recall.confirm' }
  | { type: 'dialog.cancel' };

export type HomeworkRowActionsEmitted = {
  type: 'notice';
  message: string;
  severity: 'success' | 'warn' | 'error';
};

const cleared = { hwId: null, classIds: [], endingTime: null };

const notProvided = () => Promise.reject(new Error(COMMON_MESSAGES.failed));
const failure = {
  type: 'notifyFailure',
  params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }),
} as const;

export const homeworkRowActions = setup({
  types: {
    context: {} as HomeworkRowActionsContext,
    events: {} as HomeworkRowActionsEvent,
    emitted: {} as HomeworkRowActionsEmitted,
  },
  actors: {
    publishMore: fromPromise<unknown, { hwId: string; classIds: readonly string[] }>(notProvided),
    saveDeadline: fromPromise<unknown, { hwId: string; endingTime: number }>(notProvided),
    recall: fromPromise<unknown, { hwId: string }>(notProvided),
  },
  guards: {
    choseClasses: ({ context }) => context.classIds.length > 0,
    hasDeadline: ({ context }) => context.endingTime !== null,
    isSelectable: ({ context, event }) =>
      event.type === 'deadline.confirm' &&
      context.endingTime !== null &&
      isSelectableDeadline(context.endingTime, event.now),
  },
  actions: {
    notify: emit((_, params: { message: string; severity?: HomeworkRowActionsEmitted['severity'] }) => ({
      type: 'notice' as const,
      message: params.message,
      severity: params.severity ?? 'warn',
    })),
    notifyFailure: emit((_, params: { error: unknown }) => ({
      type: 'notice' as const,
      message:
        params.error instanceof Error && params.error.message ? params.error.message : COMMON_MESSAGES.failed,
      severity: 'error' as const,
    })),
    clear: assign(cleared),
  },
}).createMachine({
  id: 'homeworkRowActions',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'continue.open': {
          target: 'choosingClasses',
          actions: assign({ hwId: ({ event }) => event.hwId, classIds: [] }),
        },
        'deadline.open': {
          target: 'adjustingDeadline',
          actions: assign({ hwId: ({ event }) => event.hwId, endingTime: ({ event }) => event.endingTime }),
        },
        'recall.open': { target: 'confirmingRecall', actions: assign({ hwId: ({ event }) => event.hwId }) },
      },
    },
    choosingClasses: {
      on: {
        'classes.choose': { actions: assign({ classIds: ({ event }) => event.classIds }) },
        'continue.confirm': [
          { guard: 'choseClasses', target: 'publishingMore' },
          { actions: { type: 'notify', params: { message: PUBLISH_MESSAGES.pickClasses } } },
        ],
        'dialog.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    publishingMore: {
      invoke: {
        id: 'publishMore',
        src: 'publishMore',
        input: ({ context }) => ({ hwId: context.hwId ?? '', classIds: context.classIds }),
        onDone: {
          target: 'idle',
          actions: [
            'clear',
            { type: 'notify', params: { message: ROW_ACTION_MESSAGES.published, severity: 'success' } },
          ],
        },
        onError: { target: 'choosingClasses', actions: failure },
      },
    },
    adjustingDeadline: {
      on: {
        'deadline.change': { actions: assign({ endingTime: ({ event }) => event.endingTime }) },
        'deadline.confirm': [
          { guard: 'isSelectable', target: 'savingDeadline' },
          {
            guard: 'hasDeadline',
            actions: { type: 'notify', params: { message: PUBLISH_MESSAGES.deadlineTooEarly } },
          },
          { actions: { type: 'notify', params: { message: ROW_ACTION_MESSAGES.deadlineRequired } } },
        ],
        'dialog.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    savingDeadline: {
      invoke: {
        id: 'saveDeadline',
        src: 'saveDeadline',
        input: ({ context }) => ({ hwId: context.hwId ?? '', endingTime: context.endingTime ?? 0 }),
        onDone: {
          target: 'idle',
          actions: [
            'clear',
            { type: 'notify', params: { message: ROW_ACTION_MESSAGES.adjusted, severity: 'success' } },
          ],
        },
        onError: { target: 'adjustingDeadline', actions: failure },
      },
    },
    confirmingRecall: {
      on: {
        'recall.confirm': { target: 'recalling' },
        'dialog.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    recalling: {
      invoke: {
        id: 'recall',
        src: 'recall',
        input: ({ context }) => ({ hwId: context.hwId ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            'clear',
            { type: 'notify', params: { message: ROW_ACTION_MESSAGES.recalled, severity: 'success' } },
          ],
        },
        onError: { target: 'idle', actions: [failure, 'clear'] },
      },
    },
  },
});
