import type { OpStatus } from '../../generated/graphql';
import { t } from '../i18n/zh-CN';

/** Each op_status of a period (spec section 4), as the student reads it, and its badge's colour. */
export const OP_STATUS_BADGES: Record<
  OpStatus,
  { label: string; severity: 'warning' | 'info' | 'success' | 'danger' | 'secondary' }
> = {
  NONE: { label: t('opNone'), severity: 'secondary' },
  ATTENDED: { label: t('opAttended'), severity: 'success' },
  LEAVE_REQUESTED: { label: t('opRequested'), severity: 'warning' },
  LEAVE_APPROVED: { label: t('opApproved'), severity: 'info' },
  LEAVE_REJECTED: { label: t('opRejected'), severity: 'danger' },
  LEAVE_CANCELLED: { label: t('opCancelled'), severity: 'secondary' },
  ABSENT: { label: t('opAbsent'), severity: 'danger' },
  NOT_APPLICABLE: { label: t('opNotApplicable'), severity: 'secondary' },
};
