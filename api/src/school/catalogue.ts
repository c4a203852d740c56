import { conflict, invalid } from '../shared/errors';
import type { Decider } from '../store/decider';

/**
 * The school's reference lists (campuses, grades, classifications, subjects, rooms) in one stream.
 * Staff never edit them in this product; they enter through the demo-school generator or an import.
 */
export type CatalogueKind = 'campus' | 'grade' | 'classify' | 'subject' | 'room';

export interface CatalogueEntry {
  id: number;
  name: string;
  sort?: number;
  campusId?: number;
}

export type CatalogueEvent = {
  type: 'CatalogueEntryAdded';
  data: { kind: CatalogueKind; entry: CatalogueEntry };
};
export type CatalogueCommand = {
  type: 'AddCatalogueEntry';
  data: { kind: CatalogueKind; entry: CatalogueEntry };
};
export type CatalogueState = Record<CatalogueKind, number[]>;

export const catalogueDecider: Decider<CatalogueState, CatalogueCommand, CatalogueEvent> = {
  streamType: 'catalogue',
  initialState: () => ({ campus: [], grade: [], classify: [], subject: [], room: [] }),
  evolve: (state, { data }) => ({ ...state, [data.kind]: [...state[data.kind], data.entry.id] }),
  decide: ({ data }, state) => {
    if (!data.entry.name.trim()) throw invalid('请输入名称');
    if (state[data.kind].includes(data.entry.id)) throw conflict('该条目已存在');
    if (data.kind === 'room' && !state.campus.includes(data.entry.campusId ?? -1))
      throw invalid('请选择校区');
    return [{ type: 'CatalogueEntryAdded', data }];
  },
};
