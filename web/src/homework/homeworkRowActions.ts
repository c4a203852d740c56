import { explainHomeworkRefusal, HOMEWORK_RECALLED } from '@school/machines';
import type { HomeworkRowFieldsFragment } from '../generated/graphql';
import type { StaffViewer } from '../shared/session/viewer';
import { type Ability, type Action, allowed, COMING_SOON, hidden, refused } from '../shared/ui/ability';
import { rowAbilities, rowLifecycle } from './homeworkFormat';

/** What a homework row offers, each with whether it is shown, allowed, and why not. */
export interface HomeworkRowAbilities {
  view: Ability;
  copy: Ability;
  continuePublishing: Ability;
  grade: Ability;
  adjustDeadline: Ability;
  recall: Ability;
}

const NOT_OWNER = '只能复制自己发布的作业';

/**
 * The row's abilities worked out in the browser from the lifecycle machine, with the machine's
 * refusal messages as reasons, until the list rows carry the server's abilities.
 */
export function rowAbilitiesOf(
  row: HomeworkRowFieldsFragment,
  viewer: StaffViewer,
  now: number,
  detailLive: boolean,
): HomeworkRowAbilities {
  const who = { id: viewer.user.id, canDispatch: viewer.canDispatch };
  const can = rowAbilities(row, who, now);
  const { state, context, actor } = rowLifecycle(row, who);
  const why = (allowedNow: boolean, event: Parameters<typeof explainHomeworkRefusal>[2]): Ability =>
    allowedNow ? allowed : refused(explainHomeworkRefusal(state, context, event));
  const remaining = context.classIds.filter((id) => !context.publishedClassIds.includes(id));
  return {
    view: detailLive ? allowed : refused(COMING_SOON),
    grade: !viewer.canCorrect
      ? hidden
      : row.recalled
        ? refused(HOMEWORK_RECALLED)
        : detailLive
          ? allowed
          : refused(COMING_SOON),
    copy: !viewer.canDispatch ? hidden : row.isOwner ? allowed : refused(NOT_OWNER),
    continuePublishing: can.continuePublishShown
      ? why(can.continuePublishEnabled, { type: 'homework.publishMore', actor, now, classIds: remaining })
      : hidden,
    adjustDeadline: !viewer.canDispatch
      ? hidden
      : why(can.adjustDeadlineEnabled, {
          type: 'homework.adjustDeadline',
          actor,
          now,
          endingTime: Math.max(context.endingTime, now),
        }),
    recall: !viewer.canDispatch ? hidden : why(can.recallEnabled, { type: 'homework.recall', actor, now }),
  };
}

export interface HomeworkRowHandlers {
  view: () => void;
  grade: () => void;
  copy: () => void;
  continuePublishing: () => void;
  adjustDeadline: () => void;
  recall: () => void;
}

/** The row's actions in the order staff use them most: the first two stay visible, the rest go to 更多. */
export function homeworkRowActions(abilities: HomeworkRowAbilities, on: HomeworkRowHandlers): Action[] {
  return [
    { label: '查看', ability: abilities.view, onClick: on.view },
    { label: '去批改', ability: abilities.grade, onClick: on.grade },
    { label: '复制', icon: 'pi pi-copy', ability: abilities.copy, onClick: on.copy },
    {
      label: '继续发布',
      icon: 'pi pi-send',
      ability: abilities.continuePublishing,
      onClick: on.continuePublishing,
    },
    {
      label: '调整截止时间',
      icon: 'pi pi-clock',
      ability: abilities.adjustDeadline,
      onClick: on.adjustDeadline,
    },
    { label: '撤回', icon: 'pi pi-undo', ability: abilities.recall, onClick: on.recall, danger: true },
  ];
}
