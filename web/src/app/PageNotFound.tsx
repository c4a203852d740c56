import { StatusPage } from '../shared/ui/StatusPage';
import { HomeLink } from './HomeLink';

/** The not-found message: an unknown path, or a live route opened with missing or malformed parameters. */
export function PageNotFound() {
  return (
    <StatusPage
      icon="pi pi-compass"
      code="404"
      title="页面不存在"
      description="您访问的页面不存在或已被移除，请检查地址是否正确。"
      actions={<HomeLink />}
    />
  );
}
