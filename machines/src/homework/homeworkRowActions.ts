import { assign, emit, setup } from 'xstate';
import { isSelectableDeadline, PUBLISH_MESSAGES } from './publishRules';

/**
 * The homework list's row actions and their dialogs: continue publishing (class picker), adjust
 * deadline (date picker) and recall (confirmation). The calls are supplied at the edge with
 * `homeworkRowActions.provide({ actions: { publishMore, saveDeadline, recall } })`, which answer
 * with `action.done` or `action.failed`.
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
  | { type: 'dialog.cancel' }
  | { type: 'action.done' }
  | { type: 'action.failed'; message: string };

export type HomeworkRowActionsEmitted = {
  type: 'notice';
  message: string;
  severity: 'success' | 'warn' | 'error';
};

const cleared = { hwId: null, classIds: [], endingTime: null };

export const homeworkRowActions = setup({
  types: {
    context: {} as HomeworkRowActionsContext,
    events: {} as HomeworkRowActionsEvent,
    emitted: {} as HomeworkRowActionsEmitted,
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
    publishMore: (_, _params: { hwId: string; classIds: readonly string[] }) => {},
    saveDeadline: (_, _params: { hwId: string; endingTime: number }) => {},
    recall: (_, _params: { hwId: string }) => {},
    notify: emit((_, params: { message: string; severity?: HomeworkRowActionsEmitted['severity'] }) => ({
      type: 'notice' as const,
      message: params.message,
      severity: params.severity ?? 'warn',
    })),
    notifyFailure: emit(({ event }) => ({
      type: 'notice' as const,
      message: event.type === 'action.failed' ? event.message : '操作失败',
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
      entry: {
        type: 'publishMore',
        params: ({ context }) => ({ hwId: context.hwId ?? '', classIds: context.classIds }),
      },
      on: {
        'action.done': {
          target: 'idle',
          actions: [
            'clear',
            { type: 'notify', params: { message: ROW_ACTION_MESSAGES.published, severity: 'success' } },
          ],
        },
        'action.failed': { target: 'choosingClasses', actions: 'notifyFailure' },
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
      entry: {
        type: 'saveDeadline',
        params: ({ context }) => ({ hwId: context.hwId ?? '', endingTime: context.endingTime ?? 0 }),
      },
      on: {
        'action.done': {
          target: 'idle',
          actions: [
            'clear',
            { type: 'notify', params: { message: ROW_ACTION_MESSAGES.adjusted, severity: 'success' } },
          ],
        },
        'action.failed': { target: 'adjustingDeadline', actions: 'notifyFailure' },
      },
    },
    confirmingRecall: {
      on: {
        'recall.confirm': { target: 'recalling' },
        'dialog.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    recalling: {
      entry: { type: 'recall', params: ({ context }) => ({ hwId: context.hwId ?? '' }) },
      on: {
        'action.done': {
          target: 'idle',
          actions: [
            'clear',
            { type: 'notify', params: { message: ROW_ACTION_MESSAGES.recalled, severity: 'success' } },
          ],
        },
        'action.failed': { target: 'idle', actions: ['clear', 'notifyFailure'] },
      },
    },
  },
});
