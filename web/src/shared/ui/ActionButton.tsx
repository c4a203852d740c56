import { Button } from 'primereact/button';
import { type FocusEvent, type MouseEvent, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Action, refusalOf } from './ability';

type Anchor = { x: number; y: number } | null;

/**
 * A button that, when refused, stays focusable and says why: a tooltip above it on hover and on
 * keyboard focus, and the same text for screen readers; pressing it does nothing.
 */
export function ActionButton({ action, link = true }: { action: Action; link?: boolean }) {
  const reasonId = useId();
  const refusal = refusalOf(action.ability);
  const [anchor, setAnchor] = useState<Anchor>(null);
  const show = (e: FocusEvent<HTMLButtonElement> | MouseEvent<HTMLButtonElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setAnchor({ x: box.left + box.width / 2, y: box.top });
  };
  const hide = () => setAnchor(null);
  return (
    <>
      <Button
        type="button"
        label={action.label}
        icon={action.icon}
        link={link}
        size="small"
        severity={action.danger ? 'danger' : undefined}
        className={`action-button${refusal ? ' action-button--refused p-disabled' : ''}`}
        aria-disabled={refusal ? true : undefined}
        aria-describedby={refusal ? reasonId : undefined}
        onFocus={refusal ? show : undefined}
        onBlur={refusal ? hide : undefined}
        onMouseEnter={refusal ? show : undefined}
        onMouseLeave={refusal ? hide : undefined}
        onClick={() => {
          if (!refusal) action.onClick();
        }}
      />
      {refusal && (
        <span id={reasonId} className="visually-hidden">
          {refusal}
        </span>
      )}
      {refusal &&
        anchor &&
        createPortal(
          <div className="action-tip" role="tooltip" style={{ left: anchor.x, top: anchor.y }}>
            {refusal}
          </div>,
          document.body,
        )}
    </>
  );
}
