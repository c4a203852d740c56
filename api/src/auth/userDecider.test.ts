import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import type { UserEvent, UserProfile } from './user';
import { type UserCommand, userDecider } from './userDecider';

const NOW = 1_800_000_000;
const profile: UserProfile = {
  id: 1,
  role: 'teacher',
  mobile: '13800000001',
  nickname: '王老师',
  realName: '王芳',
  avatar: '',
  introduction: '',
  canDispatch: true,
  canCorrect: true,
};
const register = (patch: Partial<UserProfile> = {}): UserCommand => ({
  type: 'RegisterUser',
  data: { ...profile, ...patch, passwordHash: 'hash', now: NOW },
});
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { ...profile, passwordHash: 'hash', registeredAt: NOW },
};
const fields = { avatar: '/files/a.png', realName: '王芳芳', introduction: '数学' };

describe('user decider', () => {
  it('an account is registered once (账号已存在) with an 11-digit mobile starting with 1 and a nickname', () => {
    expect(given(userDecider).when(register())).toEqual({ events: [registered] });
    expect(given(userDecider, [registered]).when(register())).toEqual({ refused: 'conflict: 账号已存在' });
    expect(given(userDecider).when(register({ mobile: '23800000001' }))).toEqual({
      refused: 'invalid: 手机号格式不正确',
    });
    expect(given(userDecider).when(register({ mobile: '1380000000' }))).toEqual({
      refused: 'invalid: 手机号格式不正确',
    });
    expect(given(userDecider).when(register({ mobile: '138000000012' }))).toEqual({
      refused: 'invalid: 手机号格式不正确',
    });
    expect(given(userDecider).when(register({ nickname: ' ' }))).toEqual({ refused: 'invalid: 请输入昵称' });
  });

  it('the profile (avatar, real name, introduction) changes on an existing account only: 账号不存在', () => {
    const change: UserCommand = { type: 'ChangeProfile', data: { ...fields, id: 1, now: NOW + 1 } };
    expect(given(userDecider, [registered]).when(change)).toEqual({
      events: [{ type: 'UserProfileChanged', data: { ...fields, id: 1, at: NOW + 1 } }],
    });
    expect(given(userDecider).when(change)).toEqual({ refused: 'not_found: 账号不存在' });
  });

  it('the password changes on an existing account only', () => {
    const change: UserCommand = {
      type: 'ChangePassword',
      data: { id: 1, passwordHash: 'new', now: NOW + 1 },
    };
    expect(given(userDecider, [registered]).when(change)).toEqual({
      events: [{ type: 'UserPasswordChanged', data: { id: 1, passwordHash: 'new', at: NOW + 1 } }],
    });
    expect(given(userDecider).when(change)).toEqual({ refused: 'not_found: 账号不存在' });
  });
});
