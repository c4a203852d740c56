import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import './pageHeader.css';
import { t } from '../i18n/zh-CN';

/** A sub-page's heading: 返回, the title, an optional tag (e.g. 副本) and actions on the right. */
export function PageHeader({
  title,
  onBack,
  tag,
  actions,
  children,
}: {
  title: string;
  onBack?: () => void;
  tag?: ReactNode;
  actions?: ReactNode;
  /** A line under the title, e.g. what a copy was made from. */
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="page-header__row">
        {onBack && (
          <Button
            type="button"
            icon="pi pi-arrow-left"
            text
            rounded
            aria-label={t('back')}
            onClick={onBack}
          />
        )}
        <h1 className="page-header__title">{title}</h1>
        {tag}
        {actions && <div className="page-header__actions">{actions}</div>}
      </div>
      {children && <div className="page-header__note">{children}</div>}
    </header>
  );
}
