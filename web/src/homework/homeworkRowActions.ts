import type { Ability, Action } from '../shared/ui/ability';
import { t } from './i18n/zh-CN';

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
    { label: t('view'), ability: abilities.view, onClick: on.view },
    { label: t('grade'), ability: abilities.grade, onClick: on.grade },
    { label: t('copy2'), icon: 'pi pi-copy', ability: abilities.copy, onClick: on.copy },
    {
      label: t('continuePublishing'),
      icon: 'pi pi-send',
      ability: abilities.continuePublishing,
      onClick: on.continuePublishing,
    },
    {
      label: t('changeDeadline'),
      icon: 'pi pi-clock',
      ability: abilities.adjustDeadline,
      onClick: on.adjustDeadline,
    },
    { label: t('recall'), icon: 'pi pi-undo', ability: abilities.recall, onClick: on.recall, danger: true },
  ];
}
