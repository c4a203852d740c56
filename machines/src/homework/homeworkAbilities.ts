import { accepts } from '../checkTransition';
import { type Ability, abilityOf, firstRefusal, type Refusal } from '../refusals';
import {
  type Actor,
  explainHomeworkRefusal,
  HOMEWORK_MESSAGES,
  type HomeworkLifecycleContext,
  type HomeworkLifecycleEvent,
  type HomeworkStateValue,
  homeworkActorRules,
  homeworkLifecycle,
  unpublishedClassIds,
} from './homeworkLifecycle';

/** Shown on links to screens that are planned but not built yet. */
export const COMING_SOON = '该页面即将上线';

/** The viewer a row is shown to. */
export interface HomeworkViewer extends Actor {
  canCorrect: boolean;
}

/** The actions a homework row (and the detail header) offers; the REST names. */
export type HomeworkAction = 'view' | 'copy' | 'continue_publish' | 'correct' | 'adjust_deadline' | 'recall';
export type HomeworkAbilities = Record<HomeworkAction, Ability>;

/**
 * What a homework offers a viewer now, asked of the lifecycle machine and its refusal table: an
 * action is allowed when the machine accepts it, and its reason is the table's refusal.
 * `detailScreenLive` says whether the detail screen (查看, 去批改) exists yet.
 */
export function homeworkAbilities(
  stateValue: HomeworkStateValue,
  context: HomeworkLifecycleContext,
  viewer: HomeworkViewer,
  now: number,
  detailScreenLive: boolean,
): HomeworkAbilities {
  const actor: Actor = { id: viewer.id, canDispatch: viewer.canDispatch };
  const lifecycle = (event: HomeworkLifecycleEvent): Refusal | undefined =>
    accepts(homeworkLifecycle, stateValue, context, event)
      ? undefined
      : explainHomeworkRefusal(stateValue, context, event);
  const soon: Refusal | undefined = detailScreenLive ? undefined : { kind: 'conflict', message: COMING_SOON };
  const recalled: Refusal | undefined =
    stateValue === 'recalled' ? { kind: 'conflict', message: HOMEWORK_MESSAGES.recalled } : undefined;
  return {
    view: abilityOf(true, soon),
    copy: abilityOf(viewer.canDispatch, firstRefusal(homeworkActorRules, { context, event: { actor } })),
    continue_publish: abilityOf(
      viewer.canDispatch && context.publishType === 2 && !context.arranged,
      lifecycle({ type: 'homework.publishMore', actor, now, classIds: unpublishedClassIds(context) }),
    ),
    correct: abilityOf(viewer.canCorrect, recalled ?? soon),
    adjust_deadline: abilityOf(
      viewer.canDispatch,
      lifecycle({
        type: 'homework.adjustDeadline',
        actor,
        now,
        endingTime: Math.max(context.endingTime, now),
      }),
    ),
    recall: abilityOf(viewer.canDispatch, lifecycle({ type: 'homework.recall', actor, now })),
  };
}
