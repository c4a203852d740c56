import type { RubricDraft } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type RubricCommand, type RubricStreamEvent, rubricDecider } from './rubric';

const NOW = 1_800_000_000;
const draft: RubricDraft = {
  title: ' 作文评分 ',
  criteria: [
    {
      name: ' 结构 ',
      levels: [
        { text: ' 清晰 ', points: 5 },
        { text: '混乱', points: 1 },
      ],
    },
  ],
};
const snapshot = {
  id: 4,
  title: '作文评分',
  criteria: [
    {
      id: 1,
      name: '结构',
      levels: [
        { id: 1, text: '清晰', points: 5 },
        { id: 2, text: '混乱', points: 1 },
      ],
    },
  ],
};
const created: RubricStreamEvent = { type: 'RubricCreated', data: { ...snapshot, ownerId: 1, at: NOW } };
const archived: RubricStreamEvent = { type: 'RubricArchived', data: { id: 4, at: NOW + 2 } };
const create = (d: RubricDraft = draft): RubricCommand => ({
  type: 'CreateRubric',
  data: { id: 4, ownerId: 1, draft: d, at: NOW },
});
const edit = (actorId = 1, usedCount = 0, d: RubricDraft = draft): RubricCommand => ({
  type: 'EditRubric',
  facts: { actorId, usedCount },
  data: { id: 4, draft: d, at: NOW + 1 },
});
const archive = (actorId = 1, usedCount = 0): RubricCommand => ({
  type: 'ArchiveRubric',
  facts: { actorId, usedCount },
  data: { id: 4, at: NOW + 2 },
});

describe('rubric decider (a staff member’s library)', () => {
  it('created with its criteria and levels numbered 1..n, texts trimmed', () => {
    expect(given(rubricDecider).when(create())).toEqual({ events: [created] });
    expect(given(rubricDecider, [created]).when(create())).toMatchObject({
      refused: expect.stringMatching(/^forbidden: /),
    });
  });

  it('a draft needs a title (请输入评分标准名称) and a criterion (请至少添加一个评分项)', () => {
    expect(given(rubricDecider).when(create({ ...draft, title: ' ' }))).toEqual({
      refused: 'invalid: 请输入评分标准名称',
    });
    expect(given(rubricDecider).when(create({ ...draft, criteria: [] }))).toEqual({
      refused: 'invalid: 请至少添加一个评分项',
    });
    expect(given(rubricDecider).when(create({ ...draft, criteria: [{ name: '结构', levels: [] }] }))).toEqual(
      {
        refused: 'invalid: 每个评分项至少添加一个等级',
      },
    );
  });

  it('edited by its owner while a draft; someone else is told it does not exist', () => {
    expect(given(rubricDecider, [created]).when(edit())).toEqual({
      events: [{ type: 'RubricEdited', data: { ...snapshot, at: NOW + 1 } }],
    });
    expect(given(rubricDecider, [created]).when(edit(2))).toEqual({ refused: 'not_found: 评分标准不存在' });
    expect(given(rubricDecider).when(edit())).toEqual({ refused: 'not_found: 评分标准不存在' });
    expect(given(rubricDecider, [created]).when(edit(1, 0, { ...draft, title: '' }))).toEqual({
      refused: 'invalid: 请输入评分标准名称',
    });
  });

  it('in use by a published homework it is not edited (评分标准已被作业使用，不能修改), but may be archived', () => {
    expect(given(rubricDecider, [created]).when(edit(1, 1))).toEqual({
      refused: 'conflict: 评分标准已被作业使用，不能修改',
    });
    expect(given(rubricDecider, [created]).when(archive(1, 1))).toEqual({ events: [archived] });
  });

  it('archived: no edit (评分标准已归档), no second archive (评分标准已归档，请勿重复操作)', () => {
    expect(given(rubricDecider, [created, archived]).when(edit())).toEqual({
      refused: 'conflict: 评分标准已归档',
    });
    expect(given(rubricDecider, [created, archived]).when(archive())).toEqual({
      refused: 'conflict: 评分标准已归档，请勿重复操作',
    });
    expect(given(rubricDecider, [created]).when(archive(2))).toEqual({
      refused: 'not_found: 评分标准不存在',
    });
  });

  it('an edit changes neither the owner nor the state: the edited draft is edited again and archived', () => {
    const edited: RubricStreamEvent = { type: 'RubricEdited', data: { ...snapshot, at: NOW + 1 } };
    expect(given(rubricDecider, [created, edited]).when(archive())).toEqual({ events: [archived] });
    expect(given(rubricDecider, [created, edited]).when(edit(2))).toEqual({
      refused: 'not_found: 评分标准不存在',
    });
    expect(given(rubricDecider, [created, edited]).when(edit())).toMatchObject({
      events: [{ type: 'RubricEdited' }],
    });
  });
});
