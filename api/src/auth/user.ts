import type { Role } from './tables';

export interface UserProfile {
  id: number;
  role: Role;
  mobile: string;
  nickname: string;
  realName: string;
  avatar: string;
  introduction: string;
  canDispatch: boolean;
  canCorrect: boolean;
}

export type UserEvent = {
  type: 'UserRegistered';
  data: UserProfile & { passwordHash: string; registeredAt: number };
};

export type UserState = { status: 'none' } | { status: 'active'; profile: UserProfile };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { passwordHash: _hash, registeredAt: _at, ...profile } = event.data;
      return { status: 'active', profile };
    }
    default:
      return state;
  }
}
