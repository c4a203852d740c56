import { describe, expect, it } from 'vitest';
import { firstRefusal } from '../refusals';
import { bankAccessRules, questionChangeRules } from './questionAccess';
import {
  addItem,
  addOption,
  canAddOption,
  canRemoveOption,
  changeItem,
  changeOption,
  chooseItemType,
  hasItem,
  hasOption,
  markRight,
  moveItem,
  optionsOf,
  removeItem,
  removeOption,
} from './questionDraft';
import {
  emptyQuestionDraft,
  emptySubQuestion,
  firstQuestionMessage,
  markOptionRight,
  normalizeQuestion,
  type QuestionDraft,
  type QuestionOption,
  questionIssues,
  type SubQuestion,
  subQuestionIssues,
} from './questionRules';

const option = (id: number, content: string, isRight = false): QuestionOption => ({ id, content, isRight });
const options = (n: number, right = 1) =>
  Array.from({ length: n }, (_, i) => option(i + 1, `选项${i + 1}`, i < right));
const valid = (draft: Partial<QuestionDraft> & Pick<QuestionDraft, 'quesType'>): QuestionDraft => ({
  ...emptyQuestionDraft(draft.quesType),
  stem: '<p>题干</p>',
  facilityValue: 3,
  ...draft,
});
const messages = (draft: QuestionDraft) => questionIssues(draft).map((i) => i.message);
const sub = (patch: Partial<SubQuestion> = {}): SubQuestion => ({
  ...emptySubQuestion(5),
  stem: '小题',
  rightAnswer: '答案',
  ...patch,
});
const long = 'x'.repeat(500_001);
const longest = 'x'.repeat(500_000);

describe('question form limits (section 5), each at its value and one past it', () => {
  it('difficulty is a whole number from 1 to 5: 难度只能是1到5', () => {
    for (const facilityValue of [1, 5])
      expect(messages(valid({ quesType: 5, rightAnswer: 'a', facilityValue }))).toEqual([]);
    for (const facilityValue of [0, 6, 2.5])
      expect(questionIssues(valid({ quesType: 5, rightAnswer: 'a', facilityValue }))).toEqual([
        { path: 'facilityValue', message: '难度只能是1到5' },
      ]);
  });

  it('the remark counts characters, not code units: 20 emoji pass, 21 say 备注不能超过20个字', () => {
    expect(messages(valid({ quesType: 5, rightAnswer: 'a', remark: '😀'.repeat(20) }))).toEqual([]);
    expect(questionIssues(valid({ quesType: 5, rightAnswer: 'a', remark: '😀'.repeat(21) }))).toEqual([
      { path: 'remark', message: '备注不能超过20个字' },
    ]);
  });

  it('choice options: 2 to 26 (选项数量应为2到26个), true/false exactly 2 (选项必须是2个)', () => {
    for (const quesType of [1, 3, 4] as const) {
      expect(
        messages(valid({ quesType, options: options(26, 2) })).filter((m) => m.startsWith('选项')),
      ).toEqual([]);
      expect(
        messages(valid({ quesType, options: options(2, 2) })).filter((m) => m.startsWith('选项')),
      ).toEqual([]);
      expect(questionIssues(valid({ quesType, options: options(27, 2) }))).toContainEqual({
        path: 'options',
        message: '选项数量应为2到26个',
      });
    }
    expect(messages(valid({ quesType: 2, options: options(2) }))).toEqual([]);
    expect(messages(valid({ quesType: 2, options: options(1) }))).toEqual(['选项必须是2个']);
  });

  it('one right answer on single choice and true/false (只能选择一个正确答案); multiple and indefinite take several', () => {
    expect(messages(valid({ quesType: 2, options: options(2, 2) }))).toEqual(['只能选择一个正确答案']);
    expect(messages(valid({ quesType: 3, options: options(3, 3) }))).toEqual([]);
    expect(messages(valid({ quesType: 4, options: options(3, 3) }))).toEqual([]);
    expect(messages(valid({ quesType: 3, options: options(3, 0) }))).toEqual(['请至少选择两个正确答案']);
  });

  it('rich text is refused past 500,000 characters: 内容过长, in stem, options, answer and analysis', () => {
    expect(messages(valid({ quesType: 5, stem: longest, rightAnswer: longest, analysis: longest }))).toEqual(
      [],
    );
    expect(questionIssues(valid({ quesType: 5, stem: long, rightAnswer: long, analysis: long }))).toEqual([
      { path: 'stem', message: '内容过长' },
      { path: 'rightAnswer', message: '内容过长' },
      { path: 'analysis', message: '内容过长' },
    ]);
    const choice = valid({ quesType: 1, options: [option(1, long, true), option(2, longest)] });
    expect(questionIssues(choice)).toEqual([{ path: 'options.0.content', message: '内容过长' }]);
  });

  it('a material question keeps 1 to 50 sub-questions: 至少保留一题 / 小题最多50道', () => {
    expect(messages(valid({ quesType: 6, items: Array.from({ length: 50 }, () => sub()) }))).toEqual([]);
    expect(questionIssues(valid({ quesType: 6, items: Array.from({ length: 51 }, () => sub()) }))).toEqual([
      { path: 'items', message: '小题最多50道' },
    ]);
    expect(questionIssues(valid({ quesType: 6, items: [] }))).toEqual([
      { path: 'items', message: '至少保留一题' },
    ]);
    expect(messages(valid({ quesType: 1, options: options(2), items: [] }))).toEqual([]);
  });

  it('a sub-question is checked as a question of its type under items.N.; no type says 请选择', () => {
    expect(subQuestionIssues(sub({ stem: '' }), 3)).toEqual([{ path: 'items.3.stem', message: '请输入' }]);
    expect(subQuestionIssues(sub({ quesType: 0 as 5 }), 1)).toEqual([
      { path: 'items.1.quesType', message: '请选择' },
    ]);
    expect(subQuestionIssues(sub({ quesType: 6 as 5 }), 0)).toEqual([
      { path: 'items.0.quesType', message: '材料题的小题不能是材料题' },
    ]);
    expect(subQuestionIssues({ ...emptySubQuestion(1), stem: 's', options: options(2) }, 0)).toEqual([]);
  });

  it('an unknown type says 题目类型不正确 and still asks for the stem', () => {
    expect(questionIssues({ ...valid({ quesType: 5 }), quesType: 7 as 1, stem: '' })).toEqual([
      { path: 'quesType', message: '题目类型不正确' },
      { path: 'stem', message: '请输入' },
    ]);
    expect(questionIssues({ ...valid({ quesType: 5 }), quesType: 7 as 1 })).toEqual([
      { path: 'quesType', message: '题目类型不正确' },
    ]);
  });

  it('a refused save answers the first failure, a sub-question failure as 请先完善信息, nothing when all pass', () => {
    expect(firstQuestionMessage([])).toBeUndefined();
    expect(
      firstQuestionMessage([
        { path: 'remark', message: '备注不能超过20个字' },
        { path: 'items.0.stem', message: '请输入' },
      ]),
    ).toBe('备注不能超过20个字');
    expect(firstQuestionMessage([{ path: 'items.0.stem', message: '请输入' }])).toBe('请先完善信息');
  });

  it('the stored form trims the remark, keeps each knowledge point once and cleans each sub-question by its type', () => {
    const stored = normalizeQuestion({
      ...valid({ quesType: 6 }),
      quesType: 6,
      remark: '  备注  ',
      analysis: '解析',
      facilityValue: 4,
      pointIds: [3, 1, 3],
      options: options(2),
      rightAnswer: 'x',
      items: [
        {
          id: 7,
          quesType: 1,
          stem: 's',
          options: [option(4, 'a', true), option(9, 'b')],
          rightAnswer: 'r',
          analysis: 'an',
        },
        { id: 8, quesType: 5, stem: 't', options: [option(1, 'a')], rightAnswer: 'r', analysis: '' },
      ],
    });
    expect(stored).toEqual({
      quesType: 6,
      stem: '<p>题干</p>',
      options: [],
      rightAnswer: '',
      analysis: '解析',
      facilityValue: 4,
      remark: '备注',
      items: [
        {
          id: 7,
          quesType: 1,
          stem: 's',
          options: [option(1, 'a', true), option(2, 'b')],
          rightAnswer: '',
          analysis: 'an',
        },
        { id: 8, quesType: 5, stem: 't', options: [], rightAnswer: 'r', analysis: '' },
      ],
      pointIds: [3, 1],
    });
    expect(normalizeQuestion({ ...valid({ quesType: 5 }), quesType: 5, rightAnswer: 'r' }).rightAnswer).toBe(
      'r',
    );
  });

  it('marking right: single answer types keep one, multiple and indefinite toggle', () => {
    const three = options(3, 1);
    expect(markOptionRight(2, three, 2).map((o) => o.isRight)).toEqual([false, false, true]);
    expect(markOptionRight(1, three, 0).map((o) => o.isRight)).toEqual([true, false, false]);
    expect(markOptionRight(4, three, 0).map((o) => o.isRight)).toEqual([false, false, false]);
    expect(markOptionRight(3, three, 1).map((o) => o.isRight)).toEqual([true, true, false]);
  });
});

describe('question draft edits: options up to 26 and down to 2, on the question or a sub-question', () => {
  const material = (): QuestionDraft => ({
    ...valid({ quesType: 6 }),
    items: [{ ...emptySubQuestion(1), id: 5 }, sub({ id: 6 })],
  });

  it('adds an option up to the maximum of the type, never on a type without options', () => {
    expect(canAddOption(valid({ quesType: 1, options: options(25) }), {})).toBe(true);
    expect(canAddOption(valid({ quesType: 1, options: options(26) }), {})).toBe(false);
    expect(canAddOption(valid({ quesType: 2 }), {})).toBe(false);
    expect(canAddOption(valid({ quesType: 5 }), {})).toBe(false);
    expect(canAddOption(emptyQuestionDraft(null), {})).toBe(false);
    expect(canAddOption(material(), { item: 0 })).toBe(true);
    expect(canAddOption(material(), { item: 1 })).toBe(false);
    expect(canAddOption(material(), { item: 9 })).toBe(false);
    const added = addOption(material(), { item: 0 });
    expect(optionsOf(added, { item: 0 }).map((o) => o.id)).toEqual([1, 2, 3, 4, 5]);
    expect(optionsOf(added, { item: 0 })[4]).toEqual({ id: 5, content: '', isRight: false });
    expect(added.items[1]).toEqual(material().items[1]);
    expect(optionsOf(material(), { item: 9 })).toEqual([]);
    expect(addOption(valid({ quesType: 1 }), {}).options).toHaveLength(5);
  });

  it('removes an option above the minimum, at an index that exists, renumbering the rest', () => {
    const draft = valid({ quesType: 1, options: options(3) });
    expect(canRemoveOption(draft, { index: 0 })).toBe(true);
    expect(canRemoveOption(draft, { index: 2 })).toBe(true);
    expect(canRemoveOption(draft, { index: 3 })).toBe(false);
    expect(canRemoveOption(draft, { index: -1 })).toBe(false);
    expect(canRemoveOption(valid({ quesType: 1, options: options(2) }), { index: 0 })).toBe(false);
    expect(canRemoveOption(valid({ quesType: 5 }), { index: 0 })).toBe(false);
    expect(canRemoveOption(material(), { item: 0, index: 0 })).toBe(true);
    expect(removeOption(draft, { index: 0 }).options).toEqual([option(1, '选项2'), option(2, '选项3')]);
    expect(hasOption(draft, { index: 2 })).toBe(true);
    expect(hasOption(draft, { index: 3 })).toBe(false);
    expect(hasOption(draft, { index: -1 })).toBe(false);
  });

  it('changes and marks the option it names, and only that one', () => {
    const draft = valid({ quesType: 3, options: options(3, 0) });
    expect(changeOption(draft, { index: 1, content: '新' }).options.map((o) => o.content)).toEqual([
      '选项1',
      '新',
      '选项3',
    ]);
    expect(markRight(draft, { index: 2 }).options.map((o) => o.isRight)).toEqual([false, false, true]);
    const marked = markRight(material(), { item: 0, index: 1 });
    expect(optionsOf(marked, { item: 0 }).map((o) => o.isRight)).toEqual([false, true, false, false]);
  });

  it('sub-questions: added as single choice, removed, moved within the edges, retyped afresh keeping their id, edited', () => {
    const draft = material();
    expect(hasItem(draft, 1)).toBe(true);
    expect(hasItem(draft, 2)).toBe(false);
    expect(hasItem(draft, -1)).toBe(false);
    expect(addItem(draft).items[2]).toEqual(emptySubQuestion(1));
    expect(removeItem(draft, 0).items.map((i) => i.id)).toEqual([6]);
    expect(moveItem(draft, 0, 1).items.map((i) => i.id)).toEqual([6, 5]);
    expect(moveItem(draft, 1, -1).items.map((i) => i.id)).toEqual([6, 5]);
    expect(moveItem(draft, 1, 1)).toBe(draft);
    expect(moveItem(draft, 0, -1)).toBe(draft);
    expect(chooseItemType(draft, 1, 3).items[1]).toEqual({ ...emptySubQuestion(3), id: 6 });
    expect(chooseItemType(draft, 1, 3).items[0]).toEqual(draft.items[0]);
    expect(changeItem(draft, 1, { stem: '新题干' }).items.map((i) => i.stem)).toEqual(['', '新题干']);
  });
});

describe('who changes a question', () => {
  it('the bank needs the dispatch right: 没有使用题库的权限', () => {
    expect(firstRefusal(bankAccessRules, { actor: { id: 1, canDispatch: false } })).toEqual({
      kind: 'forbidden',
      message: '没有使用题库的权限',
    });
    expect(firstRefusal(bankAccessRules, { actor: { id: 1, canDispatch: true } })).toBeUndefined();
  });

  it("only the owner changes a question; the shared bank's is read-only, another's own answers as missing", () => {
    const check = (question: { exists: boolean; ownerId: number; isPublic: boolean }) =>
      firstRefusal(questionChangeRules, { actor: { id: 1 }, question });
    expect(check({ exists: true, ownerId: 1, isPublic: true })).toBeUndefined();
    expect(check({ exists: true, ownerId: 1, isPublic: false })).toBeUndefined();
    expect(check({ exists: true, ownerId: 2, isPublic: true })).toEqual({
      kind: 'forbidden',
      message: '公共题库的题目只能查看',
    });
    expect(check({ exists: true, ownerId: 2, isPublic: false })?.kind).toBe('not_found');
    expect(check({ exists: false, ownerId: 1, isPublic: false })?.kind).toBe('not_found');
  });
});
