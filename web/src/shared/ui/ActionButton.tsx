import { Button } from 'primereact/button';
import { useId } from 'react';
import { type Action, refusalOf } from './ability';

/**
 * A button that, when refused, stays focusable and says why in a tooltip (on hover and on focus) and
 * to screen readers; pressing it does nothing.
 */
export function ActionButton({
  action,
  link = true,
  className,
}: {
  action: Action;
  link?: boolean;
  className?: string;
}) {
  const reasonId = useId();
  const refusal = refusalOf(action.ability);
  return (
    <>
      <Button
        type="button"
        label={action.label}
        icon={action.icon}
        link={link}
        size="small"
        severity={action.danger ? 'danger' : undefined}
        className={`action-button${refusal ? ' action-button--refused p-disabled' : ''} ${className ?? ''}`}
        aria-disabled={refusal ? true : undefined}
        aria-describedby={refusal ? reasonId : undefined}
        tooltip={refusal}
        tooltipOptions={{ showOnDisabled: true, event: 'both', position: 'top' }}
        onClick={() => {
          if (!refusal) action.onClick();
        }}
      />
      {refusal && (
        <span id={reasonId} className="visually-hidden">
          {refusal}
        </span>
      )}
    </>
  );
}
