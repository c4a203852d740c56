import { IS_ANONYMOUS, toQuestionChoices } from '@school/machines';
import { describe, expect, it, vi } from 'vitest';
import { type HomeworkCopy, publishFormInputOf } from './publishFormInput';

// Stems become plain text through the browser's DOMParser; this suite runs without a DOM.
vi.mock('../shared/text', () => ({ plainText: (html: string) => html.replace(/<[^>]*>/g, '') }));

const copy: HomeworkCopy = {
  id: '7',
  name: '第一周作业',
  remark: '认真完成',
  scored: true,
  anonymous: true,
  releaseLater: true,
  questions: [
    {
      id: '11',
      type: 'SINGLE_CHOICE',
      stem: '<p>1+1</p>',
      difficulty: 1,
      score: 5,
      rubricId: null,
      subQuestions: [],
    },
    {
      id: '12',
      type: 'SHORT_ANSWER',
      stem: '<p>论述</p>',
      difficulty: 3,
      score: 10,
      rubricId: '4',
      subQuestions: [],
    },
    {
      id: '13',
      type: 'MATERIAL',
      stem: '<p>材料</p>',
      difficulty: 2,
      score: 9,
      rubricId: null,
      subQuestions: [
        { id: '14', type: 'SINGLE_CHOICE', stem: '<p>a</p>', score: 4, rubricId: null },
        { id: '15', type: 'SHORT_ANSWER', stem: '<p>b</p>', score: 5, rubricId: '6' },
      ],
    },
  ],
};
const start = (source: HomeworkCopy | undefined) =>
  publishFormInputOf({ source, courseId: undefined, arrange: undefined });

describe('the publish form started from a copy', () => {
  it('fills the anonymous switch from the copied homework', () => {
    expect(start(copy).info?.is_anonymous).toBe(IS_ANONYMOUS.on);
    expect(start({ ...copy, anonymous: false }).info?.is_anonymous).toBe(IS_ANONYMOUS.off);
  });

  it('keeps the copied homework’s 成绩发布 (由我发布 stays 由我发布)', () => {
    expect(start(copy).info?.release_mode).toBe(2);
    expect(start({ ...copy, releaseLater: false }).info?.release_mode).toBe(1);
  });

  it("fills each short answer's rubric picker, sub-questions too, and publishes them again", () => {
    const { questions = [] } = start(copy);
    expect(questions.map((q) => q.rubricId)).toEqual([null, 4, null]);
    expect(questions[2]?.items?.map((i) => i.rubricId)).toEqual([null, 6]);
    expect(toQuestionChoices(questions)).toEqual([
      { id: 11, score: 5 },
      { id: 12, score: 10, rubric_id: 4 },
      {
        id: 13,
        score: 9,
        ques_item: [
          { id: 14, score: 4 },
          { id: 15, score: 5, rubric_id: 6 },
        ],
      },
    ]);
  });

  it('keeps the copied name, remark and score option', () => {
    expect(start(copy).info).toMatchObject({ name: '第一周作业', remark: '认真完成', is_set_score: 2 });
  });

  it('a blank form is by name, unscored, without questions', () => {
    expect(start(undefined)).toEqual({
      info: {
        type: 1,
        is_set_score: 1,
        is_anonymous: IS_ANONYMOUS.off,
        release_mode: 1,
        publish_scope: 1,
        name: '',
        remark: '',
      },
      questions: [],
    });
  });
});
