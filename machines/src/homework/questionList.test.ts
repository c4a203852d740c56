import { describe, expect, it } from 'vitest';
import { DEFAULT_BATCH_SCORES } from './publishRules';
import {
  addQuestions,
  applyBatchScores,
  type FormQuestion,
  moveSelected,
  setRubric,
  setScore,
  toQuestionChoices,
} from './questionList';

const q = (id: number, type: FormQuestion['type'] = 1, score?: number): FormQuestion => ({
  id,
  type,
  stem: `题${id}`,
  score,
});
const ids = (list: readonly FormQuestion[]) => list.map((x) => x.id);
const material: FormQuestion = {
  id: 9,
  type: 6,
  stem: '材料',
  items: [
    { id: 91, type: 1, stem: '一' },
    { id: 92, type: 5, stem: '二', score: 4 },
  ],
};

describe('moving selected questions as a group', () => {
  const list = [q(1), q(2), q(3), q(4), q(5)];

  it('selected questions move up one place each', () => {
    expect(ids(moveSelected(list, [2, 4], 'up'))).toEqual([2, 1, 4, 3, 5]);
  });

  it('a selected question does not move past another selected one', () => {
    expect(ids(moveSelected(list, [1, 2, 4], 'up'))).toEqual([1, 2, 4, 3, 5]);
    expect(ids(moveSelected(list, [4, 5, 2], 'down'))).toEqual([1, 3, 2, 4, 5]);
  });

  it('adjacent selected questions move together', () => {
    expect(ids(moveSelected(list, [3, 4], 'up'))).toEqual([1, 3, 4, 2, 5]);
    expect(ids(moveSelected(list, [2, 3], 'down'))).toEqual([1, 4, 2, 3, 5]);
  });

  it('at the edge nothing moves', () => {
    expect(ids(moveSelected(list, [1], 'up'))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(moveSelected(list, [5], 'down'))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('scores', () => {
  it('a newly added question takes its score from the batch form unless it has one', () => {
    const batch = { ...DEFAULT_BATCH_SCORES, 1: 3, 5: 10 };
    const list = addQuestions([], [q(1, 1), q(2, 5, 7), q(3, 3)], batch);
    expect(list.map((x) => x.score)).toEqual([3, 7, 1]);
  });

  it('a material question scores the sum of its sub-questions', () => {
    const [added] = addQuestions([], [material], { ...DEFAULT_BATCH_SCORES, 1: 2.5 });
    expect(added?.items?.map((i) => i.score)).toEqual([2.5, 4]);
    expect(added?.score).toBe(6.5);
    const changed = setScore([added as FormQuestion], 9, 10, 91);
    expect(changed[0]?.score).toBe(14);
  });

  it('the same question is not added twice', () => {
    expect(ids(addQuestions([q(1)], [q(1), q(2)], DEFAULT_BATCH_SCORES))).toEqual([1, 2]);
  });

  it('per-question scores are clamped to 1 to 100', () => {
    expect(setScore([q(1, 1, 5)], 1, 150)[0]?.score).toBe(100);
    expect(setScore([q(1, 1, 5)], 1, 0)[0]?.score).toBe(1);
  });

  it('the batch score applies by type, and to each sub-question of a material question', () => {
    const batch = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6 };
    const list = applyBatchScores([q(1, 1, 9), q(2, 4), material], batch);
    expect(list.map((x) => x.score)).toEqual([2, 5, 8]);
  });

  it('the question field carries ids in order with scores, and sub-question scores', () => {
    const list = addQuestions([], [q(5, 2, 3), material], DEFAULT_BATCH_SCORES);
    expect(toQuestionChoices(list)).toEqual([
      { id: 5, score: 3 },
      {
        id: 9,
        score: 5,
        ques_item: [
          { id: 91, score: 1 },
          { id: 92, score: 4 },
        ],
      },
    ]);
  });
});

describe('rubrics on the question list', () => {
  const list: FormQuestion[] = [
    { id: 1, type: 5, stem: '简答', score: 10 },
    { id: 2, type: 1, stem: '单选', score: 5 },
    {
      id: 3,
      type: 6,
      stem: '材料',
      score: 8,
      items: [
        { id: 31, type: 5, stem: '小题简答', score: 4 },
        { id: 32, type: 1, stem: '小题单选', score: 4 },
      ],
    },
  ];

  it('a short answer or short-answer sub-question takes a rubric; other questions do not', () => {
    const chosen = setRubric(setRubric(setRubric(setRubric(list, 1, 7), 2, 7), 3, 8, 31), 3, 8, 32);
    expect(toQuestionChoices(chosen)).toEqual([
      { id: 1, score: 10, rubric_id: 7 },
      { id: 2, score: 5 },
      {
        id: 3,
        score: 8,
        ques_item: [
          { id: 31, score: 4, rubric_id: 8 },
          { id: 32, score: 4 },
        ],
      },
    ]);
    expect(toQuestionChoices(setRubric(chosen, 1, null))[0]).toEqual({ id: 1, score: 10 });
  });
});
