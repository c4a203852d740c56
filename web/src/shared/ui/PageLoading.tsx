import './status.css';
import { t } from '../i18n/zh-CN';
/** Shown while a screen's code or the session loads; plain CSS so the first download stays small. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-label={t('loading')}>
      <span className="page-loading__spinner" />
    </div>
  );
}
