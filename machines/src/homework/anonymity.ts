import { assign, getNextSnapshot, setup } from 'xstate';
import type { Refusal } from '../refusals';
import { HOMEWORK_MESSAGES } from './homeworkLifecycle';

/**
 * Anonymous grading of a homework: when the publisher asks for it (`is_anonymous` 2), graders see
 * 学员1, 学员2… instead of the students' names, phones and avatars, until the last submitted report
 * awaiting grading is finished or the owner lifts it. Revealing is one-way: a report submitted or
 * graded afterwards shows its student's name.
 */
export interface AnonymityContext {
  ownerId: string;
  /** Reports handed out and not yet submitted. */
  waiting: number;
  /** Submitted reports awaiting grading. */
  pending: number;
}

export type AnonymityEvent =
  | { type: 'anonymity.submit' }
  | { type: 'anonymity.finish' }
  | { type: 'anonymity.lift'; actorId: string };

export type AnonymityStateValue = 'anonymous' | 'revealed';

/** `none` is a homework published without anonymous grading: names were never hidden. */
export type AnonymityState = AnonymityStateValue | 'none';

/** The publish form's `is_anonymous`: 1 off (the default), 2 on. */
export const IS_ANONYMOUS = { off: 1, on: 2 } as const;

export const ANONYMITY_MESSAGES = {
  tag: '匿名批改',
  notAnonymous: '该作业未开启匿名批改',
  alreadyRevealed: '学员姓名已公开',
  notOwner: HOMEWORK_MESSAGES.notOwner,
  nameFilterHidden: '匿名批改中，不能按学员姓名或手机号查找',
  lifted: '已公开学员姓名',
  liftConfirm: '公开后所有批改老师都将看到学员姓名、手机号和头像，且不能恢复匿名。确定公开吗？',
} as const;

const isOwner = ({ context, event }: { context: AnonymityContext; event: AnonymityEvent }) =>
  event.type === 'anonymity.lift' && event.actorId === context.ownerId;

const hasWaiting = ({ context }: { context: AnonymityContext }) => context.waiting > 0;
const hasPending = ({ context }: { context: AnonymityContext }) => context.pending > 0;
const isLastPending = ({ context }: { context: AnonymityContext }) => context.pending === 1;

export const anonymity = setup({
  types: {
    context: {} as AnonymityContext,
    events: {} as AnonymityEvent,
    input: {} as AnonymityContext,
  },
  guards: { isOwner, hasWaiting, hasPending, isLastPending },
  actions: {
    countSubmitted: assign({
      waiting: ({ context }) => context.waiting - 1,
      pending: ({ context }) => context.pending + 1,
    }),
    countFinished: assign({ pending: ({ context }) => context.pending - 1 }),
  },
}).createMachine({
  id: 'anonymity',
  context: ({ input }) => input,
  initial: 'anonymous',
  states: {
    /** Graders see aliases; the server never sends the hidden fields. */
    anonymous: {
      on: {
        'anonymity.submit': { guard: 'hasWaiting', actions: 'countSubmitted' },
        'anonymity.finish': [
          { guard: 'isLastPending', target: 'revealed', actions: 'countFinished' },
          { guard: 'hasPending', actions: 'countFinished' },
        ],
        'anonymity.lift': { guard: 'isOwner', target: 'revealed' },
      },
    },
    /** Names appear everywhere, for good. */
    revealed: {
      on: {
        'anonymity.submit': { guard: 'hasWaiting', actions: 'countSubmitted' },
        'anonymity.finish': { guard: 'hasPending', actions: 'countFinished' },
      },
    },
  },
});

/** Why the anonymity lifecycle refuses an event in a state (undefined when it accepts it). */
export function explainAnonymityRefusal(
  state: AnonymityState,
  context: AnonymityContext,
  event: AnonymityEvent,
): Refusal | undefined {
  if (state === 'none') {
    return event.type === 'anonymity.lift'
      ? { kind: 'conflict', message: ANONYMITY_MESSAGES.notAnonymous }
      : undefined;
  }
  if (event.type === 'anonymity.lift') {
    if (!isOwner({ context, event })) return { kind: 'forbidden', message: ANONYMITY_MESSAGES.notOwner };
    return state === 'revealed'
      ? { kind: 'conflict', message: ANONYMITY_MESSAGES.alreadyRevealed }
      : undefined;
  }
  if (event.type === 'anonymity.submit' && context.waiting === 0) {
    return { kind: 'conflict', message: HOMEWORK_MESSAGES.notAllowedNow };
  }
  if (event.type === 'anonymity.finish' && context.pending === 0) {
    return { kind: 'conflict', message: HOMEWORK_MESSAGES.notAllowedNow };
  }
  return undefined;
}

/** The state an event leads to from a known state and context (the machine decides, no actor). */
export function anonymityAfter(
  state: AnonymityStateValue,
  context: AnonymityContext,
  event: AnonymityEvent,
): AnonymityStateValue {
  const snapshot = anonymity.resolveState({ value: state, context });
  return getNextSnapshot(anonymity, snapshot, event).value as AnonymityStateValue;
}

/** What a homework keeps about anonymity: its form's choice and when names were revealed. */
export interface AnonymityFacts {
  isAnonymous: number;
  revealedAt: number | null;
}

export const anonymityStateOf = (facts: AnonymityFacts): AnonymityState =>
  facts.isAnonymous !== IS_ANONYMOUS.on ? 'none' : facts.revealedAt === null ? 'anonymous' : 'revealed';

/** The one question every read asks: are this homework's students shown by alias now? */
export const hidesNames = (facts: AnonymityFacts): boolean => anonymityStateOf(facts) === 'anonymous';

/**
 * A student's alias in a homework: 学员n, n being the report's place in the order the homework handed
 * its reports out (report ids ascending), so it never changes while the homework lives.
 */
export const studentAlias = (place: number): string => `学员${place}`;

/** Each report's alias from the homework's report ids (any order): numbered in handout order. */
export function aliasesOf(reportIds: readonly number[]): Map<number, string> {
  const sorted = [...new Set(reportIds)].sort((a, b) => a - b);
  return new Map(sorted.map((id, i) => [id, studentAlias(i + 1)]));
}
