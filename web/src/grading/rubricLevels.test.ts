import { describe, expect, it } from 'vitest';
import {
  chooseLevel,
  levelOfKey,
  levelsComplete,
  levelsOfList,
  listOfLevels,
  type PanelRubric,
} from './rubricLevels';

const rubric: PanelRubric = {
  criteria: [
    {
      id: '1',
      name: '观点',
      levels: [
        { id: '1', text: '缺失', points: 0 },
        { id: '2', text: '清楚', points: 4 },
      ],
    },
    {
      id: '2',
      name: '论据',
      levels: [
        { id: '1', text: '不足', points: 1 },
        { id: '2', text: '充分', points: 7 },
      ],
    },
  ],
};

describe('rubric panel', () => {
  it('gives no grade until every criterion has a level, then the clamped sum', () => {
    const first = chooseLevel(rubric, null, '1', '2', 2, 10);
    expect(first).toEqual({ levels: { 1: 2 }, score: null, rate: null });
    expect(levelsComplete(rubric, first.levels)).toBe(false);
    const both = chooseLevel(rubric, first.levels, '2', '2', 2, 10);
    expect(both).toEqual({ levels: { 1: 2, 2: 2 }, score: 10, rate: null });
    expect(levelsComplete(rubric, both.levels)).toBe(true);
  });

  it('in rate mode gives the nearest fixed rate', () => {
    expect(chooseLevel(rubric, { 1: 2 }, '2', '1', 1, 1)).toMatchObject({ score: null, rate: 50 });
  });

  it('digit keys pick a level of the focused criterion', () => {
    expect(levelOfKey(rubric.criteria[0] as PanelRubric['criteria'][number], '2')).toBe('2');
    expect(levelOfKey(rubric.criteria[0] as PanelRubric['criteria'][number], '3')).toBeUndefined();
    expect(levelOfKey(rubric.criteria[0] as PanelRubric['criteria'][number], 'a')).toBeUndefined();
  });

  it('converts levels between the draft and GraphQL lists', () => {
    expect(levelsOfList([{ criterionId: '1', levelId: '2' }])).toEqual({ 1: 2 });
    expect(listOfLevels({ 1: 2 })).toEqual([{ criterionId: '1', levelId: '2' }]);
    expect(listOfLevels(null)).toBeNull();
  });
});
