import { StatusPage } from '../shared/ui/StatusPage';

/** A live route that the signed-in role may not open, e.g. an assistant-only page for a teacher. */
export function NoAccess() {
  return (
    <StatusPage
      icon="pi pi-lock"
      code="403"
      title="无权访问"
      description="当前账号没有查看此页面的权限，如有需要请联系教务老师。"
    />
  );
}
