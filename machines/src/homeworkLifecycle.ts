import { and, assign, setup } from 'xstate';
import { firstRefusal, type Refusal } from './refusals';

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

type GuardArgs = { context: HomeworkLifecycleContext; event: HomeworkLifecycleEvent };

const ONE_DAY = 86_400;

/** Pure predicates, shared by the machine and by the refusal messages below. */
export const homeworkGuards = {
  isOwner: ({ context, event }: GuardArgs) => event.actor.id === context.ownerId,
  mayDispatch: ({ event }: GuardArgs) => event.actor.canDispatch,
  isBeforeDeadline: ({ context, event }: GuardArgs) => event.now < context.endingTime,
  isMultiClass: ({ context }: GuardArgs) => context.publishType === 2,
  isNotArranged: ({ context }: GuardArgs) => !context.arranged,
  hasUnpublishedClasses: ({ context }: GuardArgs) =>
    context.publishedClassIds.length < context.classIds.length,
  choosesNewClasses: ({ context, event }: GuardArgs) =>
    event.type === 'homework.publishMore' &&
    event.classIds.length > 0 &&
    event.classIds.every((id) => context.classIds.includes(id) && !context.publishedClassIds.includes(id)),
  isSelectableDeadline: ({ event }: GuardArgs) =>
    event.type === 'homework.adjustDeadline' && event.endingTime >= event.now - ONE_DAY,
};

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
  initial: 'published',
  states: {
    published: {
      on: {
        'homework.publishMore': { guard: 'canContinuePublishing', actions: 'addPublishedClasses' },
        'homework.adjustDeadline': { guard: 'canAdjustDeadline', actions: 'setDeadline' },
        'homework.recall': { guard: 'canRecall', target: 'recalled' },
      },
    },
    recalled: { type: 'final' },
  },
});

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
    [homeworkGuards.choosesNewClasses, '请选择班级'],
  ],
  'homework.adjustDeadline': [
    [homeworkGuards.mayDispatch, NO_DISPATCH],
    [homeworkGuards.isOwner, NOT_OWNER],
    [homeworkGuards.isBeforeDeadline, '作业已截止，不能调整截止时间'],
    [homeworkGuards.isSelectableDeadline, '截止时间不能早于昨天'],
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
