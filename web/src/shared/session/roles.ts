import type { Role } from '../../generated/graphql';

/** The roles that may sign in to the back-office; students and administrators have their own apps. */
export const staffRoles = ['TEACHER', 'ASSISTANT'] as const satisfies readonly Role[];

export type StaffRole = (typeof staffRoles)[number];

export const isStaff = (role: Role): role is StaffRole => staffRoles.some((staff) => staff === role);

export const roleLabels: Record<Role, string> = {
  TEACHER: '讲师',
  ASSISTANT: '助教',
  STUDENT: '学员',
  ADMIN: '管理员',
};
