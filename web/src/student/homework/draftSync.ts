import { assign, fromPromise, setup } from 'xstate';
import type { DraftAnswer } from './answerCodec';

/**
 * The answers a student is working on, kept in the browser and sent to the server.
 *
 * Every edit is written to the browser's storage at once (`persist`), then sent after a short pause
 * (`save`, the REST save-answers call). When the network is gone the edits stay in storage, and they
 * are sent when it returns, also after the page was closed and opened again. A refusal from the
 * server (the deadline passed, the report was submitted elsewhere) stops sending and says why.
 */

/** A draft as it is stored in the browser for one report. */
export interface StoredDraft<A = DraftAnswer> {
  answers: Record<string, A>;
  /** Counts edits; `savedVersion` is the last one the server accepted. */
  version: number;
  savedVersion: number;
}

export interface DraftContext<A = DraftAnswer> extends StoredDraft<A> {
  /** The server's message when it refused the answers. */
  refusal: string | null;
  /** Whether the browser was online when the sheet opened. */
  startedOnline: boolean;
}

export type DraftEvent<A = DraftAnswer> =
  | { type: 'draft.edit'; questionId: string; answer: A }
  /** Send now (leaving a question, before submitting). */
  | { type: 'draft.flush' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

/** The save failed because the server could not be reached; anything else is a refusal. */
export class NetworkLost extends Error {}

/** How long the student may pause before what they typed is sent. */
export const SAVE_PAUSE_MS = 1200;
/** How often a draft kept offline is tried again. */
export const OFFLINE_RETRY_MS = 10_000;

export interface DraftInput<A = DraftAnswer> {
  stored: StoredDraft<A>;
  online: boolean;
}

const hasUnsaved = ({ context }: { context: { version: number; savedVersion: number } }) =>
  context.version > context.savedVersion;

/** The machine for answers of type `A` (a homework's answers, or an exam's answers with their flags). */
export const draftSyncFor = <A>() =>
  setup({
    types: {
      context: {} as DraftContext<A>,
      events: {} as DraftEvent<A>,
      input: {} as DraftInput<A>,
    },
    actors: {
      save: fromPromise<number, { answers: Record<string, A>; version: number }>(() => {
        throw new Error('save is provided by the answer sheet');
      }),
    },
    actions: {
      /** Writes the context's draft to the browser's storage (provided by the screen). */
      persist: () => {},
      edit: assign(({ context, event }) => {
        if (event.type !== 'draft.edit') return {};
        return {
          answers: { ...context.answers, [event.questionId]: event.answer },
          version: context.version + 1,
        };
      }),
    },
    guards: {
      hasUnsaved,
      isNetworkLost: ({ event }) => (event as { error?: unknown }).error instanceof NetworkLost,
    },
    delays: { pause: SAVE_PAUSE_MS, retry: OFFLINE_RETRY_MS },
  }).createMachine({
    id: 'draftSync',
    context: ({ input }) => ({ ...input.stored, refusal: null, startedOnline: input.online }),
    initial: 'starting',
    states: {
      /** A draft left unsent (closed while offline) is sent as soon as the network allows. */
      starting: {
        always: [
          {
            guard: ({ context }) => context.version > context.savedVersion && !context.startedOnline,
            target: 'offline',
          },
          { guard: 'hasUnsaved', target: 'saving' },
          { target: 'saved' },
        ],
      },
      saved: {
        on: {
          'draft.edit': { target: 'editing', actions: ['edit', 'persist'] },
          'network.offline': 'offline',
        },
      },
      editing: {
        after: { pause: 'saving' },
        on: {
          'draft.edit': { target: 'editing', reenter: true, actions: ['edit', 'persist'] },
          'draft.flush': 'saving',
          'network.offline': 'offline',
        },
      },
      saving: {
        invoke: {
          src: 'save',
          input: ({ context }) => ({ answers: context.answers, version: context.version }),
          onDone: [
            {
              guard: ({ context, event }) => event.output < context.version,
              target: 'saving',
              reenter: true,
              actions: [assign({ savedVersion: ({ event }) => event.output }), 'persist'],
            },
            { target: 'saved', actions: [assign({ savedVersion: ({ event }) => event.output }), 'persist'] },
          ],
          onError: [
            { guard: 'isNetworkLost', target: 'offline' },
            {
              target: 'refused',
              actions: assign({ refusal: ({ event }) => (event.error as Error).message }),
            },
          ],
        },
        on: {
          'draft.edit': { actions: ['edit', 'persist'] },
          'network.offline': 'offline',
        },
      },
      /** The network is gone: edits are kept in the browser until it returns. */
      offline: {
        // The browser may not say when the network returns: try again now and then.
        after: { retry: { guard: 'hasUnsaved', target: 'saving' } },
        on: {
          'draft.edit': { actions: ['edit', 'persist'] },
          'network.online': [{ guard: 'hasUnsaved', target: 'saving' }, { target: 'saved' }],
          // A save may be asked for while the browser still believes it is online.
          'draft.flush': { guard: 'hasUnsaved', target: 'saving' },
        },
      },
      /** The server refused the answers (e.g. the deadline has passed): nothing more is sent. */
      refused: {
        on: { 'draft.edit': { actions: ['edit', 'persist'] } },
      },
    },
  });

export const draftSyncMachine = draftSyncFor<DraftAnswer>();

/** Where a report's draft is kept in the browser. */
export const draftKey = (reportId: string) => `school.student.draft.${reportId}`;

/** The stored draft of a report, or undefined when there is none or it cannot be read. */
export function readDraft<A = DraftAnswer>(
  storage: Pick<Storage, 'getItem'>,
  reportId: string,
): StoredDraft<A> | undefined {
  try {
    const raw = storage.getItem(draftKey(reportId));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as StoredDraft<A>;
    if (typeof value.version !== 'number' || typeof value.savedVersion !== 'number' || !value.answers)
      return undefined;
    return value;
  } catch {
    return undefined;
  }
}

export function writeDraft<A>(
  storage: Pick<Storage, 'setItem'>,
  reportId: string,
  draft: StoredDraft<A>,
): void {
  try {
    storage.setItem(draftKey(reportId), JSON.stringify(draft));
  } catch {
    // A full or refused storage still lets the student answer online.
  }
}

export function forgetDraft(storage: Pick<Storage, 'removeItem'>, reportId: string): void {
  try {
    storage.removeItem(draftKey(reportId));
  } catch {
    // Nothing to forget.
  }
}

/**
 * The draft to start from: the server's saved answers, with what the browser still holds unsent on
 * top (an unsent draft is newer than anything the server has). A draft the server already has is
 * replaced by the server's answers.
 */
export function startingDraft<A>(
  server: Record<string, A>,
  stored: StoredDraft<A> | undefined,
): StoredDraft<A> {
  if (!stored || stored.version <= stored.savedVersion)
    return { answers: server, version: 0, savedVersion: 0 };
  return {
    answers: { ...server, ...stored.answers },
    version: stored.version,
    savedVersion: stored.savedVersion,
  };
}
