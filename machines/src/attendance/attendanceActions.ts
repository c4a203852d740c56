import { assign, emit, fromPromise, setup } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { ATTENDANCE_REASON_MAX, attendanceReasonRefusal, leaveCauseRefusal } from './opStatus';

/**
 * The attendance screens' actions and their dialogs: the leave tab's approve and reject (one or a
 * batch), AttendInfo's op_status buttons and the team class matrix's cell actions. Every action asks
 * its confirmation first; manual attendance also asks a reason (required, at most 100). The call is
 * an invoked actor supplied by the screen with `attendanceActions.provide({ actors: { perform } })`;
 * it resolves on success and rejects with an Error carrying the server's message.
 */

/** An action waiting for its confirmation: what the dialog says and what the screen will call. */
export interface PendingAttendanceAction {
  /** The dialog's title, e.g. 批量通过. */
  title: string;
  /** The question asked, e.g. 确认取消请假吗？ */
  confirmation: string;
  /** Whether a reason must be written (manual attendance). */
  needsReason: boolean;
  /** Which rule the reason follows: manual attendance's (default) or a student's leave cause. */
  reasonRule?: 'attendance' | 'leave';
  /** What the toast says after it succeeded. */
  success: string;
  /** The screen's own description of the call (ids, action); the machine only hands it back. */
  target: unknown;
}

export const ATTENDANCE_ACTION_MESSAGES = {
  failed: COMMON_MESSAGES.failed,
  reasonPlaceholder: `请输入补考勤原因，最多${ATTENDANCE_REASON_MAX}个字`,
} as const;

export interface AttendanceActionsContext {
  action: PendingAttendanceAction | null;
  reason: string;
  /** Why the reason is refused, shown under the field. */
  reasonError: string | null;
}

export type AttendanceActionsEvent =
  | { type: 'action.open'; action: PendingAttendanceAction }
  | { type: 'reason.change'; reason: string }
  | { type: 'action.confirm' }
  | { type: 'dialog.cancel' };

export type AttendanceActionsEmitted = {
  type: 'notice';
  message: string;
  severity: 'success' | 'error';
};

const cleared: AttendanceActionsContext = { action: null, reason: '', reasonError: null };
const notProvided = () => Promise.reject(new Error(ATTENDANCE_ACTION_MESSAGES.failed));

const reasonRefusal = (context: AttendanceActionsContext) => {
  if (!context.action?.needsReason) return undefined;
  return context.action.reasonRule === 'leave'
    ? leaveCauseRefusal(context.reason)
    : attendanceReasonRefusal(context.reason, true);
};

export const attendanceActions = setup({
  types: {
    context: {} as AttendanceActionsContext,
    events: {} as AttendanceActionsEvent,
    emitted: {} as AttendanceActionsEmitted,
  },
  actors: {
    perform: fromPromise<unknown, { target: unknown; reason: string }>(notProvided),
  },
  guards: {
    reasonFits: ({ context }) => reasonRefusal(context) === undefined,
  },
  actions: {
    clear: assign(cleared),
    refuseReason: assign({ reasonError: ({ context }) => reasonRefusal(context)?.message ?? null }),
    notifySuccess: emit(({ context }) => ({
      type: 'notice' as const,
      message: context.action?.success ?? '',
      severity: 'success' as const,
    })),
    notifyFailure: emit((_, params: { error: unknown }) => ({
      type: 'notice' as const,
      message:
        params.error instanceof Error && params.error.message
          ? params.error.message
          : ATTENDANCE_ACTION_MESSAGES.failed,
      severity: 'error' as const,
    })),
  },
}).createMachine({
  id: 'attendanceActions',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.open': {
          target: 'confirming',
          actions: assign({ action: ({ event }) => event.action, reason: '', reasonError: null }),
        },
      },
    },
    confirming: {
      on: {
        'reason.change': { actions: assign({ reason: ({ event }) => event.reason, reasonError: null }) },
        'action.confirm': [{ guard: 'reasonFits', target: 'performing' }, { actions: 'refuseReason' }],
        'dialog.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    performing: {
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => ({ target: context.action?.target, reason: context.reason.trim() }),
        onDone: { target: 'idle', actions: ['notifySuccess', 'clear'] },
        onError: {
          target: 'idle',
          actions: [{ type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }, 'clear'],
        },
      },
    },
  },
});
