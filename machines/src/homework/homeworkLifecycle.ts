import { and, assign, setup } from 'xstate';
import { accepts } from '../checkTransition';
import { firstRefusal, type Refusal } from '../refusals';
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

type GuardArgs = { context: HomeworkLifecycleContext; event: HomeworkLifecycleEvent };

const unpublished = (context: HomeworkLifecycleContext) =>
  context.classIds.filter((id) => !context.publishedClassIds.includes(id));

/** Pure predicates, shared by the machine and by the refusal messages below. */
export const homeworkGuards = {
  isOwner: ({ context, event }: GuardArgs) => event.actor.id === context.ownerId,
  mayDispatch: ({ event }: GuardArgs) => event.actor.canDispatch,
  isBeforeDeadline: ({ context, event }: GuardArgs) => event.now < context.endingTime,
  isMultiClass: ({ context }: GuardArgs) => context.publishType === 2,
  isNotArranged: ({ context }: GuardArgs) => !context.arranged,
  hasUnpublishedClasses: ({ context }: GuardArgs) => unpublished(context).length > 0,
  isPublishedToAll: ({ context }: GuardArgs) => unpublished(context).length === 0,
  choosesNewClasses: ({ context, event }: GuardArgs) =>
    event.type === 'homework.publishMore' &&
    event.classIds.length > 0 &&
    new Set(event.classIds).size === event.classIds.length &&
    event.classIds.every((id) => context.classIds.includes(id) && !context.publishedClassIds.includes(id)),
  coversRemainingClasses: ({ context, event }: GuardArgs) =>
    event.type === 'homework.publishMore' && unpublished(context).every((id) => event.classIds.includes(id)),
  isSelectableDeadline: ({ event }: GuardArgs) =>
    event.type === 'homework.adjustDeadline' && isSelectableDeadline(event.endingTime, event.now),
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
    ...homeworkGuards,
    canContinuePublishing: and([
      'mayDispatch',
      'isOwner',
      'isMultiClass',
      'isNotArranged',
      'hasUnpublishedClasses',
      'isBeforeDeadline',
      'choosesNewClasses',
    ]),
    completesPublishing: and(['canContinuePublishing', 'coversRemainingClasses']),
    canAdjustDeadline: and(['mayDispatch', 'isOwner', 'isBeforeDeadline', 'isSelectableDeadline']),
    canRecall: and(['mayDispatch', 'isOwner']),
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

/** What a row or the detail header offers a viewer, asked of the machine itself. */
export interface HomeworkAbilities {
  /** Continue publishing is offered at all (multi-class, not arranged, may dispatch). */
  continuePublishShown: boolean;
  continuePublishEnabled: boolean;
  adjustDeadlineEnabled: boolean;
  recallEnabled: boolean;
}

export function homeworkAbilities(
  stateValue: HomeworkStateValue,
  context: HomeworkLifecycleContext,
  actor: Actor,
  now: number,
): HomeworkAbilities {
  const can = (event: HomeworkLifecycleEvent) => accepts(homeworkLifecycle, stateValue, context, event);
  const remaining = unpublished(context);
  return {
    continuePublishShown: actor.canDispatch && context.publishType === 2 && !context.arranged,
    continuePublishEnabled:
      remaining.length > 0 && can({ type: 'homework.publishMore', actor, now, classIds: remaining }),
    adjustDeadlineEnabled: can({
      type: 'homework.adjustDeadline',
      actor,
      now,
      endingTime: Math.max(context.endingTime, now),
    }),
    recallEnabled: can({ type: 'homework.recall', actor, now }),
  };
}

const NOT_OWNER = '只能操作自己发布的作业';
const NO_DISPATCH = '没有发布作业的权限';

/** Why a refused event was refused, in the order a user should hear it. */
export const homeworkRefusals: Record<HomeworkLifecycleEvent['type'], Refusal<GuardArgs>[]> = {
  'homework.publishMore': [
    [homeworkGuards.mayDispatch, NO_DISPATCH],
    [homeworkGuards.isOwner, NOT_OWNER],
    [homeworkGuards.isMultiClass, '该作业不支持继续发布'],
    [homeworkGuards.isNotArranged, '排课作业不支持继续发布'],
    [homeworkGuards.hasUnpublishedClasses, '作业已发布到全部班级'],
    [homeworkGuards.isBeforeDeadline, '作业已截止，不能继续发布'],
    [homeworkGuards.choosesNewClasses, PUBLISH_MESSAGES.pickClasses],
  ],
  'homework.adjustDeadline': [
    [homeworkGuards.mayDispatch, NO_DISPATCH],
    [homeworkGuards.isOwner, NOT_OWNER],
    [homeworkGuards.isBeforeDeadline, '作业已截止，不能调整截止时间'],
    [homeworkGuards.isSelectableDeadline, PUBLISH_MESSAGES.deadlineTooEarly],
  ],
  'homework.recall': [
    [homeworkGuards.mayDispatch, NO_DISPATCH],
    [homeworkGuards.isOwner, NOT_OWNER],
  ],
};

export const HOMEWORK_RECALLED = '作业已撤回';

export function explainHomeworkRefusal(
  stateValue: string,
  context: HomeworkLifecycleContext,
  event: HomeworkLifecycleEvent,
): string {
  if (stateValue === 'recalled') return HOMEWORK_RECALLED;
  return firstRefusal(homeworkRefusals[event.type], { context, event }) ?? '当前状态不允许此操作';
}
