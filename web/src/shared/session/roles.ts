import type { Role } from '../../generated/graphql';
import { t } from '../i18n/zh-CN';

/** Where everyone signs in; the entry opens it without the app's route table. */
export const LOGIN_PATH = '/login';

/** Where the student side lives: its own route tree and entry chunk (web/src/student). */
export const STUDENT_HOME = '/student';

/** Whether a path belongs to the student side. */
export const isStudentPath = (path: string) =>
  path === STUDENT_HOME || path.startsWith(`${STUDENT_HOME}/`) || path.startsWith(`${STUDENT_HOME}?`);

/** The roles that may sign in to the back-office; students and administrators have their own apps. */
export const staffRoles = ['TEACHER', 'ASSISTANT'] as const satisfies readonly Role[];

export type StaffRole = (typeof staffRoles)[number];

export const isStaff = (role: Role): role is StaffRole => staffRoles.some((staff) => staff === role);

/** A role's name in the chosen language, read when shown (the catalogue of the language may load later). */
export const roleLabel = (role: Role): string =>
  ({ TEACHER: t('teacher'), ASSISTANT: t('assistant'), STUDENT: t('student'), ADMIN: t('administrator') })[
    role
  ];
