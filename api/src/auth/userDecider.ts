import { conflict, invalid } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';
import { evolveUser, initialUserState, type UserEvent, type UserProfile, type UserState } from './user';

export type UserCommand = {
  type: 'RegisterUser';
  data: UserProfile & { passwordHash: string; now: number };
};

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
    default:
      return unreachable(command.type);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  streamType: 'user',
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
