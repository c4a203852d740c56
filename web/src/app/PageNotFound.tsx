import { StatusPage } from '../shared/ui/StatusPage';
import { HomeLink } from './HomeLink';
import { t } from './i18n/zh-CN';

/** The not-found message: an unknown path, or a live route opened with missing or malformed parameters. */
export function PageNotFound() {
  return (
    <StatusPage
      icon="pi pi-compass"
      code="404"
      title={t('pageNotFound')}
      description={t('thePageYouAskedFor')}
      actions={<HomeLink />}
    />
  );
}
