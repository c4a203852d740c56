import type { Ability, Action } from '../shared/ui/ability';

/** What a homework row offers the viewer, each with whether it is shown, allowed and why not (from the server). */
export type HomeworkRowAbilities = Record<
  'view' | 'copy' | 'continuePublishing' | 'grade' | 'adjustDeadline' | 'recall',
  Ability
>;

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
