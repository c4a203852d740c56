import { t } from '../i18n/zh-CN';
/**
 * What the viewer may do with one thing, as the server's machine answers it: whether the action is
 * offered at all, whether it is allowed now, and if not, the refusal message that says why.
 */
export interface Ability {
  shown: boolean;
  allowed: boolean;
  reason?: string | null;
}

/** One action of a row or a page header. */
export interface Action {
  label: string;
  ability: Ability;
  onClick: () => void;
  icon?: string;
  danger?: boolean;
}

/** Shown on actions whose screen is planned but not built yet. */
export const COMING_SOON = t('thisPageIsComingSoon');

/** Reason shown when a refused action carries none. */
export const NOT_ALLOWED = t('notAvailableNow');

export const allowed: Ability = { shown: true, allowed: true };
export const refused = (reason: string): Ability => ({ shown: true, allowed: false, reason });
export const hidden: Ability = { shown: false, allowed: false };

/** At most `max` actions stay visible, in the given order; the rest go to the 更多 menu. */
export function splitActions<A extends Action>(actions: readonly A[], max = 2): { visible: A[]; more: A[] } {
  const shown = actions.filter((a) => a.ability.shown);
  if (shown.length <= max) return { visible: shown, more: [] };
  return { visible: shown.slice(0, max), more: shown.slice(max) };
}

/** Why an action cannot be used now; undefined when it can. */
export const refusalOf = (ability: Ability): string | undefined =>
  ability.allowed ? undefined : ability.reason || NOT_ALLOWED;
