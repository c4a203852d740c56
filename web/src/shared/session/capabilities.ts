import type { StaffViewer } from './viewer';

/** Rights granted per staff account on top of the role. */
export type Capability = 'canDispatch' | 'canCorrect';

/** What a page says when the viewer lacks the capability it needs. */
export const capabilityRefusals: Record<Capability, string> = {
  canDispatch: '当前账号没有发布作业和使用题库的权限，如有需要请联系教务老师。',
  canCorrect: '当前账号没有批改作业的权限，如有需要请联系教务老师。',
};

export const hasCapability = (viewer: StaffViewer, capability: Capability | undefined): boolean =>
  capability === undefined || viewer[capability];
