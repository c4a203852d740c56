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

/** What a staff member changes of their own profile (assistant profile, spec section 3). */
export interface ProfileFields {
  avatar: string;
  realName: string;
  introduction: string;
}

export type UserEvent =
  | { type: 'UserRegistered'; data: UserProfile & { passwordHash: string; registeredAt: number } }
  | { type: 'UserProfileChanged'; data: ProfileFields & { id: number; at: number } }
  | { type: 'UserPasswordChanged'; data: { id: number; passwordHash: string; at: number } };

export type UserState = { status: 'none' } | { status: 'active'; profile: UserProfile };

export const initialUserState = (): UserState => ({ status: 'none' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { passwordHash: _hash, registeredAt: _at, ...profile } = event.data;
      return { status: 'active', profile };
    }
    case 'UserProfileChanged': {
      if (state.status !== 'active') return state;
      const { avatar, realName, introduction } = event.data;
      return { status: 'active', profile: { ...state.profile, avatar, realName, introduction } };
    }
    case 'UserPasswordChanged':
      return state;
    default:
      return state;
  }
}
