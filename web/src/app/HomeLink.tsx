import { Link } from 'react-router-dom';
import { t } from './i18n/zh-CN';
import { routeTo } from './routes/routeTo';

/** The way back from a page that cannot be shown: to the workbench. */
export function HomeLink() {
  return (
    <Link className="p-button p-component" to={routeTo('Home')}>
      <span className="p-button-icon p-button-icon-left pi pi-home" />
      <span className="p-button-label">{t('backToTheWorkbench')}</span>
    </Link>
  );
}
