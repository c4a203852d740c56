import { COMMON_MESSAGES } from '@school/machines';
import { conflict, invalid, notFound } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';
import {
  evolveUser,
  initialUserState,
  type ProfileFields,
  type UserEvent,
  type UserProfile,
  type UserState,
} from './user';

/**
 * Registering comes from the demo school; a profile or a password change from the user themselves,
 * already checked at the edge (the profile rules, the old password): here only the account must exist.
 */
export type UserCommand =
  | { type: 'RegisterUser'; data: UserProfile & { passwordHash: string; now: number } }
  | { type: 'ChangeProfile'; data: ProfileFields & { id: number; now: number } }
  | { type: 'ChangePassword'; data: { id: number; passwordHash: string; now: number } };

const MOBILE = /^1\d{10}$/;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status !== 'none') throw conflict('账号已存在');
      const { now, ...data } = command.data;
      if (!MOBILE.test(data.mobile)) throw invalid('手机号格式不正确');
      if (!data.nickname.trim()) throw invalid('请输入昵称');
      return [{ type: 'UserRegistered', data: { ...data, registeredAt: now } }];
    }
    case 'ChangeProfile': {
      if (state.status !== 'active') throw notFound(COMMON_MESSAGES.accountNotFound);
      const { now, ...data } = command.data;
      return [{ type: 'UserProfileChanged', data: { ...data, at: now } }];
    }
    case 'ChangePassword': {
      if (state.status !== 'active') throw notFound(COMMON_MESSAGES.accountNotFound);
      const { now, ...data } = command.data;
      return [{ type: 'UserPasswordChanged', data: { ...data, at: now } }];
    }
    default:
      return unreachable(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  streamType: 'user',
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
