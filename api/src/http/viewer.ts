import type { Selectable } from 'kysely';
import type { Role, UsersTable } from '../auth/tables';
import type { UserProfile } from '../auth/user';

/** The signed-in user, as every route sees them. */
export type Viewer = Omit<UserProfile, 'introduction'> & { token: string };

export const toViewer = (row: Selectable<UsersTable>, token: string): Viewer => ({
  id: row.id,
  role: row.role,
  mobile: row.mobile,
  nickname: row.nickname,
  realName: row.real_name,
  avatar: row.avatar,
  canDispatch: row.can_dispatch === 1,
  canCorrect: row.can_correct === 1,
  token,
});

/** Which REST prefix each staff role uses. */
export const PREFIX_OF_ROLE: Partial<Record<Role, 'lector' | 'assistants'>> = {
  teacher: 'lector',
  assistant: 'assistants',
};
