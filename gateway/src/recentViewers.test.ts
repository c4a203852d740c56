import { describe, expect, it } from 'vitest';
import { RecentViewers } from './recentViewers';
import type { RestMe } from './rest/auth';

const viewer = (id: number): RestMe => ({
  id,
  role: 'teacher',
  mobile: '13800000001',
  nickname: 'n',
  real_name: '',
  avatar: '',
  canDispatch: true,
  canCorrect: true,
  is_head_teacher: false,
});

describe('recent viewers', () => {
  it('reuses a session’s viewer for a second, then asks again', async () => {
    let now = 0;
    const viewers = new RecentViewers(1000, 10, () => now);
    let calls = 0;
    const load = () => Promise.resolve(viewer(++calls));
    expect((await viewers.load('a', load)).id).toBe(1);
    now = 999;
    expect((await viewers.load('a', load)).id).toBe(1);
    now = 1000;
    expect((await viewers.load('a', load)).id).toBe(2);
    expect(calls).toBe(2);
  });

  it('keeps sessions apart, shares one call between calls at the same moment', async () => {
    const viewers = new RecentViewers();
    let calls = 0;
    const load = () => Promise.resolve(viewer(++calls));
    const [a1, a2, b] = await Promise.all([
      viewers.load('a', load),
      viewers.load('a', load),
      viewers.load('b', load),
    ]);
    expect([a1.id, a2.id, b.id]).toEqual([1, 1, 2]);
  });

  it('does not keep a failure, and forgets a session when told', async () => {
    const viewers = new RecentViewers();
    await expect(viewers.load('a', () => Promise.reject(new Error('revoked')))).rejects.toThrow('revoked');
    expect((await viewers.load('a', () => Promise.resolve(viewer(1)))).id).toBe(1);
    viewers.forget('a');
    expect((await viewers.load('a', () => Promise.resolve(viewer(2)))).id).toBe(2);
  });

  it('holds at most `max` sessions, the oldest leaving first', async () => {
    const viewers = new RecentViewers(1000, 2);
    let calls = 0;
    const load = () => Promise.resolve(viewer(++calls));
    await viewers.load('a', load);
    await viewers.load('b', load);
    await viewers.load('c', load);
    expect((await viewers.load('b', load)).id).toBe(2);
    expect((await viewers.load('a', load)).id).toBe(4);
  });
});
