import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './themedElements.css';

/*
 * The markup PrimeReact's Button, Avatar, Tag and Card render, as plain elements wearing the theme's
 * classes: the signed-in frame and the workbench draw with these, so a first visit loads no PrimeReact
 * (its components, its `api`/`utils` base, its settings), which then loads with the first screen that
 * uses it.
 */

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

interface ThemedButtonProps {
  label: string;
  /** A PrimeIcons class, e.g. `pi pi-refresh`. */
  icon: string;
  onClick: () => void;
  className?: string;
  /** Busy: a spinning icon, and pressing does nothing. */
  loading?: boolean;
  /** PrimeReact's `text` button: no fill until hovered. */
  text?: boolean;
  severity?: 'secondary';
}

export function ThemedButton({
  label,
  icon,
  onClick,
  className,
  loading,
  text,
  severity,
}: ThemedButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={classes(
        className,
        'p-button p-component',
        loading && 'p-disabled p-button-loading p-button-loading-left',
        text && 'p-button-text',
        severity && `p-button-${severity}`,
      )}
      disabled={loading}
      onClick={onClick}
    >
      <span
        className={classes(
          'p-button-icon p-c p-button-icon-left',
          loading ? 'p-button-loading-icon pi pi-spin pi-spinner' : icon,
        )}
        aria-hidden="true"
      />
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}

interface ThemedAvatarProps {
  /** The picture; without one, or when it fails to load, the label. */
  image?: string | null;
  label: string;
  className?: string;
  size?: 'xlarge';
}

/** A round avatar. Hidden from screen readers: the name beside it says who it is. */
export function ThemedAvatar({ image, label, className, size }: ThemedAvatarProps) {
  const [failed, setFailed] = useState(false);
  const showImage = Boolean(image) && !failed;
  return (
    <div
      className={classes(
        className,
        'p-avatar p-component',
        showImage && 'p-avatar-image',
        'p-avatar-circle',
        size === 'xlarge' && 'p-avatar-xl',
      )}
      aria-hidden="true"
    >
      {showImage ? (
        <img alt="avatar" src={image ?? undefined} onError={() => setFailed(true)} />
      ) : (
        <span className="p-avatar-text">{label}</span>
      )}
    </div>
  );
}

export function ThemedTag({
  value,
  className,
  testId,
}: {
  value: string;
  className?: string;
  testId?: string;
}) {
  return (
    <span className={classes(className, 'p-tag p-component p-tag-rounded')} data-testid={testId}>
      <span className="p-tag-value">{value}</span>
    </span>
  );
}

export function ThemedCard({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes(className, 'p-card p-component')}>
      <div className="p-card-body">
        <div className="p-card-title">{title}</div>
        <div className="p-card-content">{children}</div>
      </div>
    </div>
  );
}

/**
 * PrimeReact's InputTextarea with `autoResize`, as a plain textarea wearing its classes: it grows with
 * what is typed (never below its rows). The answer sheet writes with it, so a phone opening a homework
 * does not load PrimeReact's overlays chunk (dialogs, dropdown, toast) before one is opened.
 */
export function ThemedTextarea({
  className,
  ...props
}: React.TextareaHTMLAttributes<HTMLTextAreaElement> & { value: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  // Measured when the text changes only, and not while it is empty (its rows give the height): measuring
  // forces a layout, and a sheet of empty answers opening would pay one per question.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    if (props.value === '') return;
    // The height is the border box's: the text's scroll height and the borders around it.
    el.style.height = `${el.scrollHeight + el.offsetHeight - el.clientHeight}px`;
  }, [props.value]);
  return (
    <textarea
      {...props}
      ref={ref}
      className={classes(
        className,
        'p-inputtextarea p-inputtext p-component p-inputtextarea-resizable',
        props.value !== '' && 'p-filled',
        props.disabled && 'p-disabled',
      )}
    />
  );
}
