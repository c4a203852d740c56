import { and, assign, setup } from 'xstate';
import { allHold, firstRefusal, type Refusal, type Rule, rule } from '../refusals';
import { isSelectableDeadline, PUBLISH_MESSAGES } from './publishRules';

/** Who is acting, as far as the lifecycle cares. */
export interface Actor {
  id: string;
  canDispatch: boolean;
}

export interface HomeworkLifecycleContext {
  ownerId: string;
  /** 2: multi-class homework, the only kind that can be continued to more classes. */
  publishType: number;
  /** Homework arranged for a lesson session (arrange mode) is never continued. */
  arranged: boolean;
  classIds: readonly string[];
  publishedClassIds: readonly string[];
  /** Unix seconds. */
  endingTime: number;
}

export type HomeworkLifecycleEvent =
  | { type: 'homework.publishMore'; actor: Actor; now: number; classIds: readonly string[] }
  | { type: 'homework.adjustDeadline'; actor: Actor; now: number; endingTime: number }
  | { type: 'homework.recall'; actor: Actor; now: number };

/** The lifecycle's states: published to some of its classes, to all of them, or recalled. */
export type HomeworkStateValue = 'partlyPublished' | 'fullyPublished' | 'recalled';

/** A homework's REST status: 1 published (to some or all of its classes), 2 recalled. */
export const HOMEWORK_STATUS = { published: 1, recalled: 2 } as const;

/** The lifecycle's messages; the spec does not word them (docs/decisions.md lists them). */
export const HOMEWORK_MESSAGES = {
  notOwner: '只能操作自己发布的作业',
  noDispatch: '没有发布作业的权限',
  recalled: '作业已撤回',
  singleClass: '该作业不支持继续发布',
  arranged: '排课作业不支持继续发布',
  publishedToAll: '作业已发布到全部班级',
  pastDeadlineToPublish: '作业已截止，不能继续发布',
  pastDeadlineToAdjust: '作业已截止，不能调整截止时间',
  notAllowedNow: '当前状态不允许此操作',
} as const;

/** What the rules about who is acting need: the owner, and the actor. */
export interface ActorArgs {
  context: Pick<HomeworkLifecycleContext, 'ownerId'>;
  event: { actor: Actor };
}

type GuardArgs = { context: HomeworkLifecycleContext; event: HomeworkLifecycleEvent };

const unpublished = (context: HomeworkLifecycleContext) =>
  context.classIds.filter((id) => !context.publishedClassIds.includes(id));

const mayDispatch = ({ event }: ActorArgs) => event.actor.canDispatch;
const isOwner = ({ context, event }: ActorArgs) => event.actor.id === context.ownerId;
const isBeforeDeadline = ({ context, event }: GuardArgs) => event.now < context.endingTime;
const isMultiClass = ({ context }: GuardArgs) => context.publishType === 2;
const isNotArranged = ({ context }: GuardArgs) => !context.arranged;
const hasUnpublishedClasses = ({ context }: GuardArgs) => unpublished(context).length > 0;
const choosesNewClasses = ({ context, event }: GuardArgs) =>
  event.type === 'homework.publishMore' &&
  event.classIds.length > 0 &&
  new Set(event.classIds).size === event.classIds.length &&
  event.classIds.every((id) => context.classIds.includes(id) && !context.publishedClassIds.includes(id));
const isSelectable = ({ event }: GuardArgs) =>
  event.type === 'homework.adjustDeadline' && isSelectableDeadline(event.endingTime, event.now);

/** Acting on a homework at all: canDispatch, then ownership (spec section 6). Copy asks the same. */
export const homeworkActorRules: readonly Rule<ActorArgs>[] = [
  rule('forbidden', mayDispatch, HOMEWORK_MESSAGES.noDispatch),
  rule('forbidden', isOwner, HOMEWORK_MESSAGES.notOwner),
];

/**
 * The one refusal table of the lifecycle: each event's rules, in the order a user should hear them.
 * The machine's guards are built from it, so what it accepts and why it refuses cannot drift apart.
 */
export const homeworkRules: Record<HomeworkLifecycleEvent['type'], readonly Rule<GuardArgs>[]> = {
  'homework.publishMore': [
    ...homeworkActorRules,
    rule('conflict', isMultiClass, HOMEWORK_MESSAGES.singleClass),
    rule('conflict', isNotArranged, HOMEWORK_MESSAGES.arranged),
    rule('conflict', hasUnpublishedClasses, HOMEWORK_MESSAGES.publishedToAll),
    rule('conflict', isBeforeDeadline, HOMEWORK_MESSAGES.pastDeadlineToPublish),
    rule('invalid', choosesNewClasses, PUBLISH_MESSAGES.pickClasses),
  ],
  'homework.adjustDeadline': [
    ...homeworkActorRules,
    rule('conflict', isBeforeDeadline, HOMEWORK_MESSAGES.pastDeadlineToAdjust),
    rule('invalid', isSelectable, PUBLISH_MESSAGES.deadlineTooEarly),
  ],
  'homework.recall': homeworkActorRules,
};

/** Both published states accept these alike. */
const deadlineAndRecall = {
  'homework.adjustDeadline': { guard: 'canAdjustDeadline', actions: 'setDeadline' },
  'homework.recall': { guard: 'canRecall', target: 'recalled' },
} as const;

export const homeworkLifecycle = setup({
  types: {
    context: {} as HomeworkLifecycleContext,
    events: {} as HomeworkLifecycleEvent,
    input: {} as HomeworkLifecycleContext,
  },
  guards: {
    isPublishedToAll: ({ context }) => unpublished(context).length === 0,
    coversRemainingClasses: ({ context, event }) =>
      event.type === 'homework.publishMore' &&
      unpublished(context).every((id) => event.classIds.includes(id)),
    canContinuePublishing: allHold(homeworkRules['homework.publishMore']),
    completesPublishing: and(['canContinuePublishing', 'coversRemainingClasses']),
    canAdjustDeadline: allHold(homeworkRules['homework.adjustDeadline']),
    canRecall: allHold(homeworkRules['homework.recall']),
  },
  actions: {
    addPublishedClasses: assign({
      publishedClassIds: ({ context, event }) =>
        event.type === 'homework.publishMore'
          ? [...context.publishedClassIds, ...event.classIds]
          : context.publishedClassIds,
    }),
    setDeadline: assign({
      endingTime: ({ context, event }) =>
        event.type === 'homework.adjustDeadline' ? event.endingTime : context.endingTime,
    }),
  },
}).createMachine({
  id: 'homeworkLifecycle',
  context: ({ input }) => input,
  initial: 'partlyPublished',
  states: {
    partlyPublished: {
      always: { guard: 'isPublishedToAll', target: 'fullyPublished' },
      on: {
        'homework.publishMore': [
          { guard: 'completesPublishing', target: 'fullyPublished', actions: 'addPublishedClasses' },
          { guard: 'canContinuePublishing', actions: 'addPublishedClasses' },
        ],
        ...deadlineAndRecall,
      },
    },
    fullyPublished: { on: deadlineAndRecall },
    /** Irreversible: every later action is refused, and students no longer see the homework. */
    recalled: { type: 'final' },
  },
});

/** The state a homework is in, from what its stream says. */
export const homeworkStateOf = (context: HomeworkLifecycleContext, recalled: boolean): HomeworkStateValue =>
  recalled ? 'recalled' : unpublished(context).length === 0 ? 'fullyPublished' : 'partlyPublished';

/** The classes a homework is for that it has not reached yet. */
export const unpublishedClassIds = unpublished;

/** Why the lifecycle refuses an event in a state: recalled homework refuses everything, else the table. */
export function explainHomeworkRefusal(
  stateValue: string,
  context: HomeworkLifecycleContext,
  event: HomeworkLifecycleEvent,
): Refusal {
  if (stateValue === 'recalled') return { kind: 'conflict', message: HOMEWORK_MESSAGES.recalled };
  return (
    firstRefusal(homeworkRules[event.type], { context, event }) ?? {
      kind: 'conflict',
      message: HOMEWORK_MESSAGES.notAllowedNow,
    }
  );
}
