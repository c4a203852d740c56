import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { confirmedAction } from './confirmedAction';

const run = (act: (ids: string[]) => Promise<string>) =>
  createActor(
    confirmedAction.provide({ actors: { act: fromPromise(({ input }: { input: string[] }) => act(input)) } }),
  ).start();

describe('an action that asks first', () => {
  it('does nothing until confirmed, and nothing when cancelled', async () => {
    const calls: string[][] = [];
    const actor = run(async (ids) => {
      calls.push(ids);
      return '退出成功！';
    });
    actor.send({ type: 'action.ask', target: ['3'] });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    actor.send({ type: 'action.ask', target: ['3'] });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(calls).toEqual([['3']]);
    expect(actor.getSnapshot().context.notice).toEqual({ tone: 'success', message: '退出成功！' });
  });

  it("tells the server's refusal", async () => {
    const actor = run(() => Promise.reject(new Error('仅班主任可删除学生的帖子')));
    actor.send({ type: 'action.ask', target: ['9'] });
    actor.send({ type: 'action.confirm' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context).toEqual({
      target: [],
      notice: { tone: 'error', message: '仅班主任可删除学生的帖子' },
    });
  });
});
