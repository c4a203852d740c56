import { describe, expect, it } from 'vitest';
import { type Action, allowed, hidden, NOT_ALLOWED, refusalOf, refused, splitActions } from './ability';

const action = (label: string, ability = allowed): Action => ({ label, ability, onClick: () => {} });

describe('row actions', () => {
  it('at most two actions stay visible, the rest go to the menu in order', () => {
    const { visible, more } = splitActions([
      action('查看'),
      action('去批改'),
      action('复制'),
      action('撤回'),
    ]);
    expect(visible.map((a) => a.label)).toEqual(['查看', '去批改']);
    expect(more.map((a) => a.label)).toEqual(['复制', '撤回']);
  });

  it('actions not shown take no place', () => {
    const { visible, more } = splitActions([action('查看'), action('继续发布', hidden), action('复制')]);
    expect(visible.map((a) => a.label)).toEqual(['查看', '复制']);
    expect(more).toEqual([]);
  });

  it('a refused action says why, with a fallback when the server gave no reason', () => {
    expect(refusalOf(refused('作业已撤回'))).toBe('作业已撤回');
    expect(refusalOf({ shown: true, allowed: false, reason: null })).toBe(NOT_ALLOWED);
    expect(refusalOf(allowed)).toBeUndefined();
  });
});
