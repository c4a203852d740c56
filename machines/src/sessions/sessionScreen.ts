import { assign, emit, fromPromise, setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { HANDOUT_MESSAGES } from './handout';
import { explainEvaluationRefusal, SESSION_MESSAGES } from './sessionStatus';

/**
 * The session screens' actions and their dialogs: upload the handout (file picker), approve it, reject
 * it (reason), evaluate a student (remark with counter) and the teacher's leave (confirmation). Each
 * call is an invoked actor supplied at the edge with `sessionScreen.provide({ actors })`; it resolves
 * on success and rejects with an Error carrying the message to show.
 */
export interface SessionScreenContext {
  fileName: string;
  fileBase64: string;
  remark: string;
  studentId: string | null;
  studentName: string;
}

export type SessionScreenEvent =
  | { type: 'upload.open' }
  | { type: 'file.pick'; fileName: string; fileBase64: string }
  | { type: 'upload.confirm' }
  | { type: 'review.approve' }
  | { type: 'reject.open' }
  | { type: 'remark.change'; remark: string }
  | { type: 'reject.confirm' }
  | { type: 'evaluate.open'; studentId: string; studentName: string }
  | { type: 'evaluate.confirm' }
  | { type: 'leave.open' }
  | { type: 'leave.confirm' }
  | { type: 'dialog.cancel' };

export type SessionScreenEmitted = {
  type: 'notice';
  message: string;
  severity: 'success' | 'warn' | 'error';
};

export const SESSION_SCREEN_MESSAGES = {
  uploaded: COMMON_MESSAGES.uploaded,
  approved: '审核通过',
  rejected: '已驳回',
  evaluated: SESSION_MESSAGES.evaluateSuccess,
  left: SESSION_MESSAGES.leaveSuccess,
} as const;

const cleared: SessionScreenContext = {
  fileName: '',
  fileBase64: '',
  remark: '',
  studentId: null,
  studentName: '',
};

const notProvided = () => Promise.reject(new Error(COMMON_MESSAGES.failed));
const failure = {
  type: 'notifyFailure',
  params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }),
} as const;
const done = (message: string) =>
  ['clear', { type: 'notify', params: { message, severity: 'success' } }] as const;

/** The rejection reason's rule as the reviewer types it (the handout machine's). */
const rejectRefusal = (remark: string) =>
  remark.trim() === ''
    ? HANDOUT_MESSAGES.remarkRequired
    : [...remark.trim()].length > 200
      ? HANDOUT_MESSAGES.remarkTooLong
      : undefined;
/** The evaluation's rule as the teacher types it (the session rules', for a completed session). */
const evaluationRefusal = (remark: string) =>
  explainEvaluationRefusal('completed', { role: 'teacher', evaluated: false, remark })?.message;

export const sessionScreen = setup({
  types: {
    context: {} as SessionScreenContext,
    events: {} as SessionScreenEvent,
    emitted: {} as SessionScreenEmitted,
  },
  actors: {
    upload: fromPromise<unknown, { fileName: string; fileBase64: string }>(notProvided),
    review: fromPromise<unknown, { approve: boolean; remark: string }>(notProvided),
    evaluate: fromPromise<unknown, { studentId: string; remark: string }>(notProvided),
    leave: fromPromise<unknown, undefined>(notProvided),
  },
  guards: {
    hasFile: ({ context }) => context.fileBase64 !== '',
    reasonFits: ({ context }) => rejectRefusal(context.remark) === undefined,
    remarkFits: ({ context }) => evaluationRefusal(context.remark) === undefined,
  },
  actions: {
    notify: emit((_, params: { message: string; severity?: SessionScreenEmitted['severity'] }) => ({
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
    notifyRefusal: emit(({ context }, params: { of: 'reason' | 'evaluation' }) => ({
      type: 'notice' as const,
      message:
        (params.of === 'reason' ? rejectRefusal(context.remark) : evaluationRefusal(context.remark)) ?? '',
      severity: 'warn' as const,
    })),
    clear: assign(cleared),
    setRemark: assign({
      remark: ({ event }) => (event.type === 'remark.change' ? event.remark : ''),
    }),
  },
}).createMachine({
  id: 'sessionScreen',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.open': { target: 'choosingFile' },
        'review.approve': { target: 'approving' },
        'reject.open': { target: 'rejecting' },
        'evaluate.open': {
          target: 'evaluating',
          actions: assign({
            studentId: ({ event }) => event.studentId,
            studentName: ({ event }) => event.studentName,
          }),
        },
        'leave.open': { target: 'confirmingLeave' },
      },
    },
    choosingFile: {
      on: {
        'file.pick': {
          actions: assign({
            fileName: ({ event }) => event.fileName,
            fileBase64: ({ event }) => event.fileBase64,
          }),
        },
        'upload.confirm': [
          { guard: 'hasFile', target: 'uploading' },
          { actions: { type: 'notify', params: { message: HANDOUT_MESSAGES.fileRequired } } },
        ],
        'dialog.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ fileName: context.fileName, fileBase64: context.fileBase64 }),
        onDone: { target: 'idle', actions: done(SESSION_SCREEN_MESSAGES.uploaded) },
        onError: { target: 'choosingFile', actions: failure },
      },
    },
    approving: {
      invoke: {
        id: 'review',
        src: 'review',
        input: () => ({ approve: true, remark: '' }),
        onDone: { target: 'idle', actions: done(SESSION_SCREEN_MESSAGES.approved) },
        onError: { target: 'idle', actions: failure },
      },
    },
    rejecting: {
      on: {
        'remark.change': { actions: 'setRemark' },
        'reject.confirm': [
          { guard: 'reasonFits', target: 'savingRejection' },
          { actions: { type: 'notifyRefusal', params: { of: 'reason' } } },
        ],
        'dialog.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    savingRejection: {
      invoke: {
        id: 'review',
        src: 'review',
        input: ({ context }) => ({ approve: false, remark: context.remark }),
        onDone: { target: 'idle', actions: done(SESSION_SCREEN_MESSAGES.rejected) },
        onError: { target: 'rejecting', actions: failure },
      },
    },
    evaluating: {
      on: {
        'remark.change': { actions: 'setRemark' },
        'evaluate.confirm': [
          { guard: 'remarkFits', target: 'savingEvaluation' },
          { actions: { type: 'notifyRefusal', params: { of: 'evaluation' } } },
        ],
        'dialog.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    savingEvaluation: {
      invoke: {
        id: 'evaluate',
        src: 'evaluate',
        input: ({ context }) => ({ studentId: context.studentId ?? '', remark: context.remark }),
        onDone: { target: 'idle', actions: done(SESSION_SCREEN_MESSAGES.evaluated) },
        onError: { target: 'evaluating', actions: failure },
      },
    },
    confirmingLeave: {
      on: {
        'leave.confirm': { target: 'leaving' },
        'dialog.cancel': { target: 'idle' },
      },
    },
    leaving: {
      invoke: {
        id: 'leave',
        src: 'leave',
        input: () => undefined,
        onDone: { target: 'idle', actions: done(SESSION_SCREEN_MESSAGES.left) },
        onError: { target: 'idle', actions: failure },
      },
    },
  },
});
