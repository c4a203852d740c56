import type { ReactNode } from 'react';
import { StatusPage } from './StatusPage';

export const NO_ACCESS = '无权访问';

/**
 * A screen or thing the viewer may not use: a route their role or capability does not allow, or a
 * permission refusal from the server (never shown as not found or empty).
 */
export function NoAccess({ reason, actions }: { reason?: string; actions?: ReactNode }) {
  return (
    <StatusPage
      icon="pi pi-lock"
      code="403"
      title={NO_ACCESS}
      description={reason ?? '当前账号没有查看此页面的权限，如有需要请联系教务老师。'}
      actions={actions}
    />
  );
}
