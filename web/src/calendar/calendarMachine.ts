import { assign, fromPromise, setup } from 'xstate';
import { monthOf, shiftMonth } from './calendarGrid';

/** A room to enter: a lesson session (with the assistant's class group) or a class meeting. */
export interface RoomRequest {
  periodId?: string;
  meetingId?: string;
  classGroupId?: string;
}

export type CalendarDialog = { kind: 'share'; meetingId: string } | { kind: 'upload'; sessionId: string };

export interface CalendarContext {
  today: string;
  /** The month shown (yyyy-MM). */
  month: string;
  /** The day whose cards are listed (yyyy-MM-dd). */
  day: string;
  dialog: CalendarDialog | null;
  /** Why the last room could not be entered. */
  error: string | null;
}

export type CalendarEvent =
  | { type: 'month.prev' }
  | { type: 'month.next' }
  | { type: 'month.today' }
  | { type: 'day.pick'; day: string }
  | { type: 'card.enter'; room: RoomRequest }
  | { type: 'card.share'; meetingId: string }
  | { type: 'card.upload'; sessionId: string }
  | { type: 'dialog.close' };

/** Moving to another month lists its first day, or today in today's month. */
const dayInMonth = (month: string, today: string) => (monthOf(today) === month ? today : `${month}-01`);

/**
 * The calendar page and ClassDetail's calendar tab: the month shown, the day picked, the share and
 * upload dialogs of a card, and entering a card's room (the live-room address is asked of the server,
 * then opened at the edge by `openRoom`).
 */
export const calendarMachine = setup({
  types: {
    context: {} as CalendarContext,
    input: {} as { today: string },
    events: {} as CalendarEvent,
  },
  actors: {
    enterRoom: fromPromise<{ url: string }, RoomRequest>(async () => {
      throw new Error('enterRoom not provided');
    }),
  },
  actions: {
    openRoom: (_args, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'calendar',
  context: ({ input }) => ({
    today: input.today,
    month: monthOf(input.today),
    day: input.today,
    dialog: null,
    error: null,
  }),
  initial: 'browsing',
  on: {
    'month.prev': {
      actions: assign(({ context }) => {
        const month = shiftMonth(context.month, -1);
        return { month, day: dayInMonth(month, context.today), error: null };
      }),
    },
    'month.next': {
      actions: assign(({ context }) => {
        const month = shiftMonth(context.month, 1);
        return { month, day: dayInMonth(month, context.today), error: null };
      }),
    },
    'month.today': {
      actions: assign(({ context }) => ({ month: monthOf(context.today), day: context.today, error: null })),
    },
    'day.pick': {
      actions: assign(({ event }) => ({ month: monthOf(event.day), day: event.day, error: null })),
    },
  },
  states: {
    browsing: {
      on: {
        'card.enter': 'entering',
        'card.share': {
          target: 'dialog',
          actions: assign(({ event }) => ({
            dialog: { kind: 'share' as const, meetingId: event.meetingId },
          })),
        },
        'card.upload': {
          target: 'dialog',
          actions: assign(({ event }) => ({
            dialog: { kind: 'upload' as const, sessionId: event.sessionId },
          })),
        },
      },
    },
    entering: {
      entry: assign({ error: null }),
      invoke: {
        src: 'enterRoom',
        input: ({ event }) => (event as Extract<CalendarEvent, { type: 'card.enter' }>).room,
        onDone: {
          target: 'browsing',
          actions: { type: 'openRoom', params: ({ event }) => ({ url: event.output.url }) },
        },
        onError: {
          target: 'browsing',
          actions: assign(({ event }) => ({
            error: event.error instanceof Error ? event.error.message : String(event.error),
          })),
        },
      },
    },
    dialog: {
      on: { 'dialog.close': { target: 'browsing', actions: assign({ dialog: null }) } },
    },
  },
});
