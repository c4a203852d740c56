import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef } from 'react';
import { ActionButton } from './ActionButton';
import { type Action, refusalOf, splitActions } from './ability';
import './actions.css';
import { t } from '../i18n/zh-CN';

const menuItem = (action: Action): MenuItem => {
  const refusal = refusalOf(action.ability);
  return {
    label: action.label,
    icon: action.icon,
    disabled: Boolean(refusal),
    command: () => action.onClick(),
    template: refusal
      ? (item, options) => (
          <span className={`${options.className} row-actions__refused`} aria-disabled="true">
            <span className="row-actions__refused-label">
              {action.icon && <i className={`${options.iconClassName} ${action.icon}`} aria-hidden="true" />}
              <span className={options.labelClassName}>{item.label}</span>
            </span>
            <small className="row-actions__reason">{refusal}</small>
          </span>
        )
      : undefined,
  };
};

/**
 * A row's actions on one line: at most two visible, the rest in a 更多 menu. Refused actions stay
 * visible and say why (tooltip on buttons, a line under the item in the menu), so a menu never holds
 * only greyed-out items without a reason.
 */
export function RowActions({ actions, label }: { actions: readonly Action[]; label: string }) {
  const menu = useRef<Menu>(null);
  const menuId = useId();
  const { visible, more } = splitActions(actions);
  const usable = more.filter((a) => a.ability.allowed).length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div className="row-actions" role="group" aria-label={label}>
      {visible.map((action) => (
        <ActionButton key={action.label} action={action} />
      ))}
      {more.length > 0 && (
        <>
          <Menu model={more.map(menuItem)} popup ref={menu} id={menuId} />
          <Button
            type="button"
            label={t('more')}
            link
            size="small"
            icon="pi pi-angle-down"
            iconPos="right"
            className="action-button"
            aria-haspopup="menu"
            aria-controls={menuId}
            tooltip={usable === 0 ? t('noActionsAvailableOpenTo') : undefined}
            tooltipOptions={{ position: 'top' }}
            onClick={(e) => menu.current?.toggle(e)}
          />
        </>
      )}
    </div>
  );
}
