import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type CollectionEvent, collectionDecider } from './collections';

const NOW = 1_800_000_000;
const collected: CollectionEvent = {
  type: 'QuestionCollected',
  data: { uid: 42, quesId: 7, type: 3, at: NOW },
};
const uncollected: CollectionEvent = {
  type: 'QuestionUncollected',
  data: { uid: 42, quesId: 7, at: NOW + 1 },
};
const collect = { type: 'CollectQuestion', data: { uid: 42, quesId: 7, type: 3, now: NOW } } as const;
const cancel = { type: 'UncollectQuestion', data: { uid: 42, quesId: 7, now: NOW + 1 } } as const;

describe('collection decider (POST /api/app/collect, PUT collect/cancel)', () => {
  it('收藏成功: a question is collected once (已收藏该题)', () => {
    expect(given(collectionDecider).when(collect)).toEqual({ events: [collected] });
    expect(given(collectionDecider, [collected]).when(collect)).toEqual({ refused: 'conflict: 已收藏该题' });
  });

  it('取消收藏成功: only a collected question is uncollected (收藏不存在), and may be collected again', () => {
    expect(given(collectionDecider).when(cancel)).toEqual({ refused: 'not_found: 收藏不存在' });
    expect(given(collectionDecider, [collected]).when(cancel)).toEqual({ events: [uncollected] });
    expect(given(collectionDecider, [collected, uncollected]).when(cancel)).toEqual({
      refused: 'not_found: 收藏不存在',
    });
    expect(given(collectionDecider, [collected, uncollected]).when(collect)).toEqual({ events: [collected] });
  });

  it('uncollecting one question leaves the others collected', () => {
    const other: CollectionEvent = {
      type: 'QuestionCollected',
      data: { uid: 42, quesId: 8, type: 1, at: NOW },
    };
    const collectOther = {
      type: 'CollectQuestion',
      data: { uid: 42, quesId: 8, type: 1, now: NOW + 2 },
    } as const;
    expect(given(collectionDecider, [collected, other, uncollected]).when(collectOther)).toEqual({
      refused: 'conflict: 已收藏该题',
    });
    expect(given(collectionDecider, [collected, other, uncollected]).state).toEqual({ quesIds: [8] });
  });
});
