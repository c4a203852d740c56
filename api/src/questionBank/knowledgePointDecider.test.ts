import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type KnowledgePoint, type KnowledgePointEvent, knowledgePointDecider } from './knowledgePoints';

const point = (patch: Partial<KnowledgePoint> = {}): KnowledgePoint => ({
  id: 1,
  name: '函数',
  parentId: 0,
  sort: 1,
  ...patch,
});
const added = (p: KnowledgePoint): KnowledgePointEvent => ({ type: 'KnowledgePointAdded', data: p });
const add = (p: KnowledgePoint) => ({ type: 'AddKnowledgePoint', data: p }) as const;

describe('knowledge point decider (GET ques/point reference data)', () => {
  it('a top-level point is added; a child needs its parent (上级知识点不存在)', () => {
    expect(given(knowledgePointDecider).when(add(point()))).toEqual({ events: [added(point())] });
    const child = point({ id: 2, parentId: 1, name: '一次函数' });
    expect(given(knowledgePointDecider).when(add(child))).toEqual({ refused: 'invalid: 上级知识点不存在' });
    expect(given(knowledgePointDecider, [added(point())]).when(add(child))).toEqual({
      events: [added(child)],
    });
  });

  it('a name is required (请输入名称); an id is added once (该知识点已存在)', () => {
    expect(given(knowledgePointDecider).when(add(point({ name: '  ' })))).toEqual({
      refused: 'invalid: 请输入名称',
    });
    expect(given(knowledgePointDecider, [added(point())]).when(add(point()))).toEqual({
      refused: 'conflict: 该知识点已存在',
    });
  });

  it('no point exists before the first is added; each added id is kept', () => {
    expect(given(knowledgePointDecider).state).toEqual({ ids: [] });
    expect(
      given(knowledgePointDecider, [added(point()), added(point({ id: 2, parentId: 1 }))]).state,
    ).toEqual({
      ids: [1, 2],
    });
  });
});
