import { describe, expect, it } from 'vitest';
import type { ExamForEditingQuery } from '../generated/graphql';
import { formOf, inputOf, stemOfText } from './examFormInput';

type Editing = NonNullable<ExamForEditingQuery['examForEditing']>;

const draft: Editing = {
  id: '9',
  classIds: ['5', '2'],
  row: {
    id: '9',
    name: '期中数学',
    classifyId: '6',
    timeType: 'FIXED_PERIOD',
    startTime: '2026-09-10T09:00:00+08:00',
    endTime: '2026-09-12T18:00:00+08:00',
    durationMinutes: 0,
    passScore: 6,
    attempts: 2,
    status: 'DRAFT',
    resultsReleasedByTeacher: true,
    abilities: { edit: { shown: true, allowed: true, reason: null } },
  },
  sections: [
    {
      name: '一、基础题',
      introduce: '',
      questions: [
        {
          number: 1,
          bankQuestionId: '31',
          type: 'SINGLE_CHOICE',
          stem: '<p>1+1</p>',
          blanks: [],
          analysis: '',
          score: 6,
        },
        {
          number: 2,
          bankQuestionId: null,
          type: 'FILL_BLANK',
          stem: '<p>____是首都</p>',
          blanks: [{ answers: ['北京', '北京市'] }],
          analysis: '',
          score: 4,
        },
      ],
    },
  ],
};

describe('the exam form and the GraphQL input', () => {
  it('a draft read for editing is sent back as it was (bank questions by id, blanks with answers, times)', () => {
    const input = inputOf(formOf(draft));
    expect(input).toEqual({
      name: '期中数学',
      classifyId: '6',
      sections: [
        {
          name: '一、基础题',
          introduce: '',
          questions: [
            { bankQuestionId: '31', score: 6 },
            {
              type: 'FILL_BLANK',
              stem: '<p>____是首都</p>',
              blanks: [{ answers: ['北京', '北京市'] }],
              analysis: '',
              score: 4,
            },
          ],
        },
      ],
      passScore: 6,
      durationMinutes: 0,
      timeType: 'FIXED_PERIOD',
      startTime: '2026-09-10T09:00:00+08:00',
      endTime: '2026-09-12T18:00:00+08:00',
      attempts: 2,
      classIds: ['5', '2'],
      // 成绩发布 由我发布 is kept through an edit.
      releaseLater: true,
    });
  });

  it('a long-term exam sends no period; empty accepted answers are dropped', () => {
    const form = formOf(draft);
    const input = inputOf({
      ...form,
      time_type: 2,
      sections: [
        {
          ...(form.sections[0] as (typeof form.sections)[number]),
          questions: [{ ques_type: 7, ques_stem: '<p>x</p>', blanks: [{ answers: [' 甲 ', ''] }], score: 2 }],
        },
      ],
    });
    expect(input).toMatchObject({ timeType: 'LONG_TERM', startTime: null, endTime: null });
    expect(input.sections[0]?.questions[0]?.blanks).toEqual([{ answers: ['甲'] }]);
  });

  it('typed text becomes escaped paragraphs', () => {
    expect(stemOfText('a<b\n____')).toBe('<p>a&lt;b</p><p>____</p>');
  });
});
