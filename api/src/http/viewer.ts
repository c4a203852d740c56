import type { Selectable } from 'kysely';
import type { Role, UsersTable } from '../auth/tables';

/** The signed-in user, as every route sees them. */
export interface Viewer {
  id: number;
  role: Role;
  mobile: string;
  nickname: string;
  realName: string;
  avatar: string;
  canDispatch: boolean;
  canCorrect: boolean;
  token: string;
}

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
