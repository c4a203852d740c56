import { emptyQuestionDraft, type QuestionDraft } from '@school/machines';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppStore } from '../modules';
import { AppError } from '../shared/errors';
import type { EventMeta } from '../store/eventStore';
import { rebuildProjections } from '../store/rebuild';
import type { Store } from '../store/store';
import { evolveQuestion, initialQuestionState, type QuestionEvent, type QuestionState } from './question';
import { addQuestion, deleteQuestions, editQuestion } from './questionCommands';
import { decideQuestion, type QuestionCommand } from './questionDecider';

const shortAnswer: QuestionDraft = {
  ...emptyQuestionDraft(5),
  stem: '<p>题干</p>',
  rightAnswer: '<p>答</p>',
  facilityValue: 2,
};
const added = (ownerId: number, isPublic = false): QuestionState =>
  [
    {
      type: 'QuestionAdded',
      data: {
        id: 1,
        ownerId,
        isPublic,
        question: { ...shortAnswer, facilityValue: 2 },
        at: 1,
        source: 'form',
      },
    } as QuestionEvent,
  ].reduce(evolveQuestion, initialQuestionState());

const refusal = (command: QuestionCommand, state: QuestionState) => {
  try {
    decideQuestion(command, state);
  } catch (error) {
    if (error instanceof AppError) return [error.kind, error.message];
    throw error;
  }
  return undefined;
};

describe('question decider', () => {
  it('a new question is added with the whole question in the event, normalised', () => {
    const [event] = decideQuestion(
      {
        type: 'AddQuestion',
        data: {
          id: 7,
          ownerId: 3,
          isPublic: false,
          question: { ...shortAnswer, options: [{ id: 1, content: 'x', isRight: true }], remark: ' 备注 ' },
          source: 'form',
          now: 100,
        },
      },
      initialQuestionState(),
    );
    expect(event).toEqual({
      type: 'QuestionAdded',
      data: {
        id: 7,
        ownerId: 3,
        isPublic: false,
        question: { ...shortAnswer, options: [], remark: '备注' },
        at: 100,
        source: 'form',
      },
    });
  });

  it('refuses an invalid question with the form’s message', () => {
    const command: QuestionCommand = {
      type: 'AddQuestion',
      data: {
        id: 7,
        ownerId: 3,
        isPublic: false,
        question: { ...shortAnswer, stem: '' },
        source: 'form',
        now: 1,
      },
    };
    expect(refusal(command, initialQuestionState())).toEqual(['invalid', '请输入']);
  });

  it('only the owner edits or deletes; someone else hears 题目不存在, the shared bank is read-only', () => {
    const edit = (actorId: number): QuestionCommand => ({
      type: 'EditQuestion',
      data: { actorId, question: shortAnswer, now: 2 },
    });
    expect(refusal(edit(3), added(3))).toBeUndefined();
    expect(refusal(edit(4), added(3))).toEqual(['not_found', '题目不存在']);
    expect(refusal(edit(4), added(0, true))).toEqual(['forbidden', '公共题库的题目只能查看']);
    expect(refusal({ type: 'DeleteQuestion', data: { actorId: 4, now: 2 } }, added(3))).toEqual([
      'not_found',
      '题目不存在',
    ]);
  });

  it('the type is locked when editing', () => {
    const command: QuestionCommand = {
      type: 'EditQuestion',
      data: { actorId: 3, question: { ...emptyQuestionDraft(1), stem: 'x', facilityValue: 1 }, now: 2 },
    };
    expect(refusal(command, added(3))).toEqual(['invalid', '题目类型不能修改']);
  });

  it('a deleted question can be neither edited nor deleted again', () => {
    const deleted = evolveQuestion(added(3), { type: 'QuestionDeleted', data: { id: 1, at: 3 } });
    expect(refusal({ type: 'DeleteQuestion', data: { actorId: 3, now: 4 } }, deleted)).toEqual([
      'not_found',
      '题目不存在',
    ]);
    expect(
      refusal({ type: 'EditQuestion', data: { actorId: 3, question: shortAnswer, now: 4 } }, deleted),
    ).toEqual(['not_found', '题目不存在']);
  });

  it('a question never added is neither edited nor deleted: 题目不存在, whoever asks', () => {
    for (const actorId of [0, 3]) {
      expect(
        refusal(
          { type: 'EditQuestion', data: { actorId, question: shortAnswer, now: 2 } },
          initialQuestionState(),
        ),
      ).toEqual(['not_found', '题目不存在']);
      expect(refusal({ type: 'DeleteQuestion', data: { actorId, now: 2 } }, initialQuestionState())).toEqual([
        'not_found',
        '题目不存在',
      ]);
    }
  });
});

describe('question bank read model', () => {
  let store: Store;
  const meta: EventMeta = { actorId: '3', role: 'teacher', requestId: 'test' };
  beforeEach(async () => {
    store = await openAppStore({ databaseUrl: 'sqlite::memory:' });
  });
  afterEach(() => store.close());

  it('a rebuild after adds, edits and deletes gives the same questions table; deleted rows stay flagged', async () => {
    const material: QuestionDraft = {
      ...emptyQuestionDraft(6),
      stem: '<p>材料</p>',
      facilityValue: 3,
      items: [
        { id: 0, quesType: 5, stem: '<p>小题</p>', options: [], rightAnswer: '<p>答</p>', analysis: '' },
      ],
    };
    const a = await addQuestion(store, {
      ownerId: 3,
      isPublic: false,
      draft: material,
      source: 'form',
      now: 10,
      meta,
    });
    const b = await addQuestion(store, {
      ownerId: 3,
      isPublic: false,
      draft: shortAnswer,
      source: 'form',
      now: 11,
      meta,
    });
    await editQuestion(store, { id: a, actorId: 3, draft: { ...material, remark: '改' }, now: 12, meta });
    await deleteQuestions(store, { ids: [b], actorId: 3, now: 13, meta });
    const read = async () =>
      (await sql<Record<string, unknown>>`select * from questions order by id`.execute(store.db)).rows;
    const live = await read();
    expect(live.map((r) => [r.id, r.remark, r.deleted])).toEqual([
      [a, '改', 0],
      [b, '', 1],
    ]);
    // numbers of questions and sub-questions never repeat
    const itemIds = JSON.parse(String(live[0]?.ques_item)).map((i: { id: number }) => i.id);
    expect(new Set([a, b, ...itemIds]).size).toBe(3);
    await rebuildProjections(store);
    expect(await read()).toEqual(live);
  });
});

describe('adding a question: its number once, its type one of the bank’s, its sub-questions numbered', () => {
  const add = (question: QuestionDraft): QuestionCommand => ({
    type: 'AddQuestion',
    data: { id: 7, ownerId: 3, isPublic: false, question, source: 'form', now: 1 },
  });
  const material = (ids: number[]): QuestionDraft => ({
    ...emptyQuestionDraft(6),
    stem: '<p>材料</p>',
    facilityValue: 3,
    items: ids.map((id) => ({
      id,
      quesType: 5,
      stem: '<p>小题</p>',
      options: [],
      rightAnswer: '<p>答</p>',
      analysis: '',
    })),
  });

  it('given a question added, when another is added under its number, then 题目编号已被使用', () => {
    expect(refusal(add(shortAnswer), added(3))).toEqual(['invalid', '题目编号已被使用']);
  });

  it('given no question, when one without a type is added, then 请选择; of an unknown type, then 题目类型不正确', () => {
    expect(refusal(add({ ...shortAnswer, quesType: null }), initialQuestionState())).toEqual([
      'invalid',
      '请选择',
    ]);
    expect(refusal(add({ ...shortAnswer, quesType: 9 as never }), initialQuestionState())).toEqual([
      'invalid',
      '题目类型不正确',
    ]);
  });

  it('given a material question, when its sub-questions are numbered 1 and 2 it is added; numbered 0, 1.5 or twice, then 小题编号不正确', () => {
    expect(refusal(add(material([1, 2])), initialQuestionState())).toBeUndefined();
    for (const ids of [[0], [1.5], [-1], [1, 1]]) {
      expect(refusal(add(material(ids)), initialQuestionState())).toEqual(['invalid', '小题编号不正确']);
    }
  });
});
