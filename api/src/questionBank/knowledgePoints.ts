import { conflict, invalid } from '../shared/errors';
import type { Decider } from '../store/decider';

/**
 * The school's knowledge points (GET ques/point), reference data staff do not edit: they enter
 * through the demo-school generator, in one stream (`knowledgePoints-1`).
 */
export interface KnowledgePoint {
  id: number;
  name: string;
  /** 0 at the top level. */
  parentId: number;
  sort: number;
}

export type KnowledgePointEvent = { type: 'KnowledgePointAdded'; data: KnowledgePoint };
export type KnowledgePointCommand = { type: 'AddKnowledgePoint'; data: KnowledgePoint };
export type KnowledgePointState = { ids: number[] };

export const KNOWLEDGE_POINTS_STREAM = 'knowledgePoints-1';

export const knowledgePointDecider: Decider<KnowledgePointState, KnowledgePointCommand, KnowledgePointEvent> =
  {
    streamType: 'knowledgePoints',
    initialState: () => ({ ids: [] }),
    evolve: (state, { data }) => ({ ids: [...state.ids, data.id] }),
    decide: ({ data }, state) => {
      if (!data.name.trim()) throw invalid('请输入名称');
      if (state.ids.includes(data.id)) throw conflict('该知识点已存在');
      if (data.parentId !== 0 && !state.ids.includes(data.parentId)) throw invalid('上级知识点不存在');
      return [{ type: 'KnowledgePointAdded', data }];
    },
  };
