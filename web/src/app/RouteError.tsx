import { StatusPage } from '../shared/ui/StatusPage';
import './standalone.css';
import { t } from './i18n/zh-CN';

/** Anything a screen throws while loading or rendering, e.g. a chunk that vanished after a deployment. */
export function RouteError() {
  return (
    <main className="standalone-page">
      <StatusPage
        icon="pi pi-exclamation-triangle"
        title={t('somethingWentWrong')}
        description={t('anErrorOccurredWhileLoading')}
        actions={
          <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
            <span className="p-button-icon p-button-icon-left pi pi-refresh" />
            <span className="p-button-label">{t('refreshPage')}</span>
          </button>
        }
      />
    </main>
  );
}
