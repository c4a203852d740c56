import { t } from '../i18n/zh-CN';
import type { StaffViewer } from './viewer';

/** Rights granted per staff account on top of the role. */
export type Capability = 'canDispatch' | 'canCorrect';

/** What a page says when the viewer lacks the capability it needs. */
export const capabilityRefusals: Record<Capability, string> = {
  canDispatch: t('thisAccountMayNotPublish'),
  canCorrect: t('thisAccountMayNotGrade'),
};

export const hasCapability = (viewer: StaffViewer, capability: Capability | undefined): boolean =>
  capability === undefined || viewer[capability];
