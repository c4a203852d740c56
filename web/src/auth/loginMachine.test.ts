import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { SessionViewerFragment } from '../generated/graphql';
import { type Credentials, loginMachine } from './loginMachine';

const viewer: SessionViewerFragment = {
  user: {
    id: '1',
    role: 'TEACHER',
    mobile: '13800000001',
    nickname: '王老师',
    realName: '王芳',
    avatar: null,
  },
  canDispatch: true,
  canCorrect: true,
  isHeadTeacher: false,
};

const refused = (message: string, code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

function start(signIn: (credentials: Credentials) => Promise<SessionViewerFragment>) {
  const enterBackOffice = vi.fn();
  const actor = createActor(
    loginMachine.provide({
      actors: { signIn: fromPromise(({ input }) => signIn(input)) },
      actions: { enterBackOffice },
    }),
  ).start();
  const type = (mobile: string, password: string) => {
    actor.send({ type: 'login.change', field: 'mobile', value: mobile });
    actor.send({ type: 'login.change', field: 'password', value: password });
  };
  return { actor, enterBackOffice, type };
}

describe('login form', () => {
  it('asks for the mobile number and the password before calling the server', () => {
    const signIn = vi.fn();
    const { actor } = start(signIn);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.missing).toEqual({ mobile: '请输入手机号', password: '请输入密码' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('clears a field message as soon as the field is typed in', () => {
    const { actor, type } = start(vi.fn());
    actor.send({ type: 'login.submit' });
    type('13800000001', '');
    expect(actor.getSnapshot().context.missing.mobile).toBeUndefined();
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.missing).toEqual({ password: '请输入密码' });
  });

  it('signs in with the trimmed mobile number and enters the back-office', async () => {
    const signIn = vi.fn(async () => viewer);
    const { actor, enterBackOffice, type } = start(signIn);
    type(' 13800000001 ', 'Demo2026');
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(signIn).toHaveBeenCalledWith({ mobile: '13800000001', password: 'Demo2026' });
    expect(enterBackOffice).toHaveBeenCalledOnce();
  });

  it('shows the server message and keeps everything typed when sign-in is refused', async () => {
    const { actor, enterBackOffice, type } = start(async () => {
      throw refused('手机号或密码错误', 'BAD_USER_INPUT');
    });
    type('13800000001', 'wrong');
    actor.send({ type: 'login.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    expect(snapshot.context).toMatchObject({
      mobile: '13800000001',
      password: 'wrong',
      serverError: '手机号或密码错误',
    });
    expect(enterBackOffice).not.toHaveBeenCalled();
  });

  it('ignores typing while the sign-in is under way', () => {
    const { actor, type } = start(() => new Promise(() => {}));
    type('13800000001', 'Demo2026');
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().can({ type: 'login.change', field: 'mobile', value: '' })).toBe(false);
  });

  it('clears the previous server message when submitting again', async () => {
    let attempt = 0;
    const { actor, type } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw refused('登录失败次数过多，请稍后再试', 'TOO_MANY_REQUESTS');
      return new Promise<SessionViewerFragment>(() => {});
    });
    type('13800000001', 'Demo2026');
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.context.serverError !== null);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.serverError).toBeNull();
  });
});
