import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { COMMENT_BANK_MAX, type CommentBankEvent, commentBankDecider } from './commentBank';

const NOW = 1_800_000_000;
const banked = (content: string): CommentBankEvent => ({
  type: 'CommentBanked',
  data: { uid: 1, content, at: NOW },
});
const bank = (content: string) => ({ type: 'BankComment', data: { uid: 1, content, now: NOW } }) as const;
const unbank = (exists: boolean) =>
  ({ type: 'UnbankComment', data: { uid: 1, id: 1, exists, now: NOW } }) as const;

describe("comment bank decider (a grader's common comments)", () => {
  it('a comment is banked trimmed; empty is refused (请输入评语); at most 300 characters like a grading comment', () => {
    expect(given(commentBankDecider).when(bank(' 书写工整 '))).toEqual({ events: [banked('书写工整')] });
    expect(given(commentBankDecider).when(bank('  '))).toEqual({ refused: 'invalid: 请输入评语' });
    expect(given(commentBankDecider).when(bank('评'.repeat(301)))).toEqual({
      refused: 'invalid: 评语最多300字',
    });
    expect(given(commentBankDecider).when(bank('评'.repeat(300)))).toEqual({
      events: [banked('评'.repeat(300))],
    });
  });

  it('at most 50 comments: 常用评语最多50条; removing one makes room', () => {
    const full = Array.from({ length: COMMENT_BANK_MAX }, (_, i) => banked(`评语${i}`));
    expect(given(commentBankDecider, full).when(bank('再一条'))).toEqual({
      refused: 'conflict: 常用评语最多50条',
    });
    expect(given(commentBankDecider, full.slice(1)).when(bank('再一条'))).toEqual({
      events: [banked('再一条')],
    });
    const removed: CommentBankEvent = { type: 'CommentUnbanked', data: { uid: 1, id: 1, at: NOW } };
    expect(given(commentBankDecider, [...full, removed]).when(bank('再一条'))).toEqual({
      events: [banked('再一条')],
    });
  });

  it('only a banked comment is removed: 评语不存在', () => {
    expect(given(commentBankDecider, [banked('好')]).when(unbank(true))).toEqual({
      events: [{ type: 'CommentUnbanked', data: { uid: 1, id: 1, at: NOW } }],
    });
    expect(given(commentBankDecider).when(unbank(false))).toEqual({ refused: 'not_found: 评语不存在' });
  });
});
