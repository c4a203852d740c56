import type { ReactNode } from 'react';
import { t } from '../i18n/zh-CN';
import { StatusPage } from './StatusPage';

export const NO_ACCESS = t('noAccess');

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
      description={reason ?? t('thisAccountMayNotView')}
      actions={actions}
    />
  );
}
