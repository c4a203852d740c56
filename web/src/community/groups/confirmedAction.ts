import { assign, fromPromise, setup } from 'xstate';

/** What the toast says after an action: the server's success or refusal message. */
export interface Notice {
  tone: 'success' | 'error';
  message: string;
}

export type ConfirmedActionEvent =
  | { type: 'action.ask'; target: string[] }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' };

/**
 * An action that asks first (leaving a circle, deleting class circle posts): idle → confirming →
 * running (the call, an invoked actor the screen provides, resolving with the success message) → idle.
 * The dialog is open exactly while the machine is confirming or running.
 */
export const confirmedAction = setup({
  types: {
    context: {} as { target: string[]; notice: Notice | null },
    events: {} as ConfirmedActionEvent,
  },
  actors: {
    act: fromPromise<string, string[]>(() => Promise.reject(new Error('act is provided by the screen'))),
  },
}).createMachine({
  id: 'confirmedAction',
  initial: 'idle',
  context: { target: [], notice: null },
  states: {
    idle: {
      on: {
        'action.ask': {
          target: 'confirming',
          actions: assign({ target: ({ event }) => event.target, notice: null }),
        },
      },
    },
    confirming: {
      on: {
        'action.confirm': { target: 'running' },
        'action.cancel': { target: 'idle', actions: assign({ target: [] }) },
      },
    },
    running: {
      invoke: {
        src: 'act',
        input: ({ context }) => context.target,
        onDone: {
          target: 'idle',
          actions: assign({
            target: [],
            notice: ({ event }) => ({ tone: 'success', message: event.output }),
          }),
        },
        onError: {
          target: 'idle',
          actions: assign({
            target: [],
            notice: ({ event }) => ({
              tone: 'error',
              message: event.error instanceof Error ? event.error.message : String(event.error),
            }),
          }),
        },
      },
    },
  },
});
