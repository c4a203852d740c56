import { isLive } from '../app/routes/routeTo';
import { type Ability, type Action, COMING_SOON, refused } from '../shared/ui/ability';
import { t } from './i18n/zh-CN';

/** An ability that also needs its screen to exist. */
export const whenLive = (ability: Ability, live: boolean): Ability =>
  ability.allowed && !live ? refused(COMING_SOON) : ability;

/** A report row's actions: 批改 (status 2, may grade) and 查看详情 (status 3). */
export function reportActions(
  abilities: { grade: Ability; view: Ability },
  on: { grade: () => void; view: () => void },
): Action[] {
  return [
    {
      label: t('grade'),
      icon: 'pi pi-pencil',
      ability: whenLive(abilities.grade, isLive('HomeworkApprove')),
      onClick: on.grade,
    },
    {
      label: t('details'),
      icon: 'pi pi-eye',
      ability: whenLive(abilities.view, isLive('HomeworkApproveView')),
      onClick: on.view,
    },
  ];
}
