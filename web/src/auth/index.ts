/** What other web domains may use of the session: the signed-in viewer and role names. */
export { roleLabels, type StaffRole } from './roles';
export { type StaffViewer, useViewer } from './viewer';
