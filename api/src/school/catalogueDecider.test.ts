import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type CatalogueEntry, type CatalogueEvent, type CatalogueKind, catalogueDecider } from './catalogue';

const added = (kind: CatalogueKind, entry: CatalogueEntry): CatalogueEvent => ({
  type: 'CatalogueEntryAdded',
  data: { kind, entry },
});
const add = (kind: CatalogueKind, entry: CatalogueEntry) =>
  ({ type: 'AddCatalogueEntry', data: { kind, entry } }) as const;
const campus = { id: 1, name: '北京校区' };

describe('catalogue decider (campuses, grades, classifications, subjects, rooms)', () => {
  it('an entry is added once per kind: 该条目已存在', () => {
    expect(given(catalogueDecider).when(add('campus', campus))).toEqual({
      events: [added('campus', campus)],
    });
    expect(given(catalogueDecider, [added('campus', campus)]).when(add('campus', campus))).toEqual({
      refused: 'conflict: 该条目已存在',
    });
    expect(
      given(catalogueDecider, [added('campus', campus)]).when(add('grade', { id: 1, name: '高一' })),
    ).toEqual({
      events: [added('grade', { id: 1, name: '高一' })],
    });
  });

  it('a name is required: 请输入名称', () => {
    expect(given(catalogueDecider).when(add('subject', { id: 1, name: ' ' }))).toEqual({
      refused: 'invalid: 请输入名称',
    });
  });

  it('a room belongs to a known campus: 请选择校区', () => {
    const room = { id: 5, name: '101', campusId: 1 };
    expect(given(catalogueDecider).when(add('room', room))).toEqual({ refused: 'invalid: 请选择校区' });
    expect(
      given(catalogueDecider, [added('campus', campus)]).when(add('room', { id: 5, name: '101' })),
    ).toEqual({
      refused: 'invalid: 请选择校区',
    });
    expect(given(catalogueDecider, [added('campus', campus)]).when(add('room', room))).toEqual({
      events: [added('room', room)],
    });
  });

  it('each kind keeps its own entries, none before the first is added', () => {
    expect(given(catalogueDecider).state).toEqual({
      campus: [],
      grade: [],
      classify: [],
      subject: [],
      room: [],
    });
    const room = { id: 5, name: '101', campusId: 1 };
    expect(
      given(catalogueDecider, [
        added('campus', campus),
        added('grade', { id: 2, name: '高一' }),
        added('classify', { id: 3, name: '理科' }),
        added('subject', { id: 4, name: '数学' }),
        added('room', room),
      ]).state,
    ).toEqual({ campus: [1], grade: [2], classify: [3], subject: [4], room: [5] });
  });
});
