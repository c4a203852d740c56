import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { isBlankRichText } from '../richText';
import { questionForm } from './questionForm';
import {
  emptyQuestionDraft,
  firstQuestionMessage,
  normalizeQuestion,
  optionLetter,
  type QuestionDraft,
  questionIssues,
} from './questionRules';

const option = (id: number, content: string, isRight = false) => ({ id, content, isRight });
const valid = (draft: Partial<QuestionDraft> & Pick<QuestionDraft, 'quesType'>): QuestionDraft => ({
  ...emptyQuestionDraft(draft.quesType),
  stem: '<p>题干</p>',
  facilityValue: 3,
  ...draft,
});
const messages = (draft: QuestionDraft) => questionIssues(draft).map((i) => i.message);

describe('question form rules (section 5)', () => {
  it('option counts initial / min / max: single 4/2/26, true-false 2/2/2, multiple and indefinite 4/2/26, others 0', () => {
    expect(emptyQuestionDraft(1).options).toHaveLength(4);
    expect(emptyQuestionDraft(2).options.map((o) => o.content)).toEqual(['正确', '错误']);
    expect(emptyQuestionDraft(3).options).toHaveLength(4);
    expect(emptyQuestionDraft(4).options).toHaveLength(4);
    expect(emptyQuestionDraft(5).options).toHaveLength(0);
    expect(emptyQuestionDraft(6).options).toHaveLength(0);
    expect(messages(valid({ quesType: 1, options: [option(1, 'a', true)] }))).toContain(
      '选项数量应为2到26个',
    );
    expect(
      messages(valid({ quesType: 2, options: [...emptyQuestionDraft(2).options, option(3, 'x')] })),
    ).toContain('选项必须是2个');
  });

  it('type, stem, difficulty and the short answer are required: 请选择 / 请输入', () => {
    expect(questionIssues(emptyQuestionDraft(null))).toEqual([
      { path: 'quesType', message: '请选择' },
      { path: 'stem', message: '请输入' },
      { path: 'facilityValue', message: '请选择' },
    ]);
    expect(questionIssues(valid({ quesType: 5, stem: '<p><br></p>' }))).toEqual([
      { path: 'stem', message: '请输入' },
      { path: 'rightAnswer', message: '请输入' },
    ]);
  });

  it('each option needs content: 选项X内容不能为空, X the option letter', () => {
    const draft = valid({
      quesType: 1,
      options: [option(1, 'a', true), option(2, '&nbsp;'), option(3, 'c')],
    });
    expect(messages(draft)).toEqual(['选项B内容不能为空']);
    expect(optionLetter(6)).toBe('F');
  });

  it('types 1, 2 and 4 need a correct option: 请选择一个正确答案; type 3 two: 请至少选择两个正确答案', () => {
    for (const quesType of [1, 2, 4] as const) {
      expect(messages(valid({ quesType, options: [option(1, 'a'), option(2, 'b')] }))).toEqual([
        '请选择一个正确答案',
      ]);
    }
    expect(messages(valid({ quesType: 3, options: [option(1, 'a', true), option(2, 'b')] }))).toEqual([
      '请至少选择两个正确答案',
    ]);
    expect(messages(valid({ quesType: 4, options: [option(1, 'a', true), option(2, 'b')] }))).toEqual([]);
    expect(messages(valid({ quesType: 1, options: [option(1, 'a', true), option(2, 'b', true)] }))).toEqual([
      '只能选择一个正确答案',
    ]);
  });

  it('remark at most 20 characters; difficulty 1 to 5', () => {
    expect(messages(valid({ quesType: 6, items: [], remark: '一'.repeat(20) }))).toEqual(['至少保留一题']);
    expect(messages(valid({ quesType: 5, rightAnswer: 'a', remark: '一'.repeat(21) }))).toEqual([
      '备注不能超过20个字',
    ]);
    expect(messages(valid({ quesType: 5, rightAnswer: 'a', facilityValue: 6 }))).toEqual(['难度只能是1到5']);
  });

  it('material needs valid sub-questions, none of them material; a failure answers 请先完善信息', () => {
    const bad = valid({ quesType: 6, items: [{ ...emptyQuestionDraft(5), id: 0, quesType: 5 }] });
    expect(questionIssues(bad).map((i) => i.path)).toEqual(['items.0.stem', 'items.0.rightAnswer']);
    expect(firstQuestionMessage(questionIssues(bad))).toBe('请先完善信息');
    const nested = valid({ quesType: 6, items: [{ ...emptyQuestionDraft(5), id: 0, quesType: 6 as 5 }] });
    expect(messages(nested)).toEqual(['材料题的小题不能是材料题']);
  });

  it('rich text counts images as content and empty paragraphs as blank', () => {
    expect(isBlankRichText('<p><br></p>')).toBe(true);
    expect(isBlankRichText('<p><img src="/u/a.png"></p>')).toBe(false);
  });

  it('the stored form drops what does not belong to the type and renumbers options', () => {
    const stored = normalizeQuestion({
      ...valid({ quesType: 5 }),
      quesType: 5,
      rightAnswer: 'a',
      options: [option(3, 'x')],
      items: [{ id: 9, quesType: 5, stem: 's', options: [], rightAnswer: 'r', analysis: '' }],
    });
    expect(stored.options).toEqual([]);
    expect(stored.items).toEqual([]);
    const choice = normalizeQuestion({
      ...valid({ quesType: 1 }),
      quesType: 1,
      options: [option(3, 'x', true), option(7, 'y')],
    });
    expect(choice.options.map((o) => o.id)).toEqual([1, 2]);
    expect(choice.rightAnswer).toBe('');
  });
});

describe('question form behaviour', () => {
  const start = (input: Parameters<typeof createActor<typeof questionForm>>[1] & object) =>
    createActor(questionForm, input).start();

  it('changing the type of a new question resets stem, analysis, remark, difficulty and answer and re-creates the options', () => {
    const actor = start({ input: { mode: 'add', quesType: 1 } });
    actor.send({
      type: 'question.change',
      patch: { stem: 's', analysis: 'a', remark: 'r', facilityValue: 4 },
    });
    actor.send({ type: 'option.add' });
    actor.send({ type: 'question.chooseType', quesType: 5 });
    actor.send({ type: 'question.change', patch: { rightAnswer: 'x' } });
    actor.send({ type: 'question.chooseType', quesType: 3 });
    expect(actor.getSnapshot().context.draft).toEqual(emptyQuestionDraft(3));
  });

  it('the type is locked when editing and save and continue is not offered', () => {
    const draft = valid({ quesType: 5, rightAnswer: 'a' });
    const snapshot = start({ input: { mode: 'edit', questionId: 1, draft } }).getSnapshot();
    expect(snapshot.can({ type: 'question.chooseType', quesType: 1 })).toBe(false);
    expect(snapshot.can({ type: 'question.save', continueAfter: true })).toBe(false);
    expect(snapshot.can({ type: 'question.save', continueAfter: false })).toBe(true);
  });

  it('choice types 1 and 2: picking one option marks the others wrong; 3 and 4 toggle', () => {
    const single = start({ input: { mode: 'add', quesType: 1 } });
    single.send({ type: 'option.markRight', index: 0 });
    single.send({ type: 'option.markRight', index: 2 });
    expect(single.getSnapshot().context.draft.options.map((o) => o.isRight)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    const multi = start({ input: { mode: 'add', quesType: 4 } });
    multi.send({ type: 'option.markRight', index: 0 });
    multi.send({ type: 'option.markRight', index: 2 });
    multi.send({ type: 'option.markRight', index: 0 });
    expect(multi.getSnapshot().context.draft.options.map((o) => o.isRight)).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });

  it('options are added up to 26 and removed down to 2, each removal confirmed with 确定要删除该选项吗？', () => {
    const actor = start({ input: { mode: 'add', quesType: 1 } });
    for (let i = 0; i < 30; i++) actor.send({ type: 'option.add' });
    expect(actor.getSnapshot().context.draft.options).toHaveLength(26);
    expect(actor.getSnapshot().can({ type: 'option.add' })).toBe(false);
    actor.send({ type: 'option.change', index: 1, content: 'B' });
    actor.send({ type: 'option.remove', index: 0 });
    expect(actor.getSnapshot().matches('confirmingRemoval')).toBe(true);
    actor.send({ type: 'removal.confirm' });
    const options = actor.getSnapshot().context.draft.options;
    expect(options).toHaveLength(25);
    expect(options[0]).toEqual({ id: 1, content: 'B', isRight: false });
    const tf = start({ input: { mode: 'add', quesType: 2 } }).getSnapshot();
    expect(tf.can({ type: 'option.add' })).toBe(false);
    expect(tf.can({ type: 'option.remove', index: 0 })).toBe(false);
  });

  it('sub-questions move up and down, 已经是第一题 / 已经是最后一题 at the edges, 至少保留一题 on the last', () => {
    const actor = start({ input: { mode: 'add', quesType: 6 } });
    actor.send({ type: 'item.remove', index: 0 });
    expect(actor.getSnapshot().context.notice?.message).toBe('至少保留一题');
    actor.send({ type: 'item.add' });
    actor.send({ type: 'item.chooseType', index: 1, quesType: 5 });
    actor.send({ type: 'item.moveUp', index: 0 });
    expect(actor.getSnapshot().context.notice?.message).toBe('已经是第一题');
    actor.send({ type: 'item.moveDown', index: 1 });
    expect(actor.getSnapshot().context.notice?.message).toBe('已经是最后一题');
    actor.send({ type: 'item.moveUp', index: 1 });
    expect(actor.getSnapshot().context.draft.items.map((i) => i.quesType)).toEqual([5, 1]);
    expect(actor.getSnapshot().can({ type: 'item.chooseType', index: 0, quesType: 6 as 5 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'item.chooseType', index: 0, quesType: 2 })).toBe(true);
  });

  it('an invalid save shows each field message and the toast; fixing a field clears its message', () => {
    const actor = start({ input: { mode: 'add', quesType: 1 } });
    actor.send({ type: 'question.save', continueAfter: false });
    const refused = actor.getSnapshot().context;
    expect(refused.notice?.message).toBe('请先完善信息');
    expect(refused.issues.map((i) => i.message)).toEqual([
      '请输入',
      '选项A内容不能为空',
      '选项B内容不能为空',
      '选项C内容不能为空',
      '选项D内容不能为空',
      '请选择一个正确答案',
      '请选择',
    ]);
    actor.send({ type: 'question.change', patch: { stem: 's' } });
    expect(actor.getSnapshot().context.issues[0]?.message).toBe('选项A内容不能为空');
  });
});
