import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Camel, camel, camelKey } from './camel';

describe('the gateway converts a REST answer once', () => {
  it('camelCases every key, deeply, and leaves every value as it was', () => {
    const answer = {
      homework_id: 7,
      avarage_score: 81.5,
      end_time: 1_790_000_000,
      ques_item: [{ option_a1: 'x', is_right: 1, sub_items: [{ user_answer: ['A', 'B_c'] }] }],
      abilities: { grade: { allowed: false, reason: '作业已撤回' } },
      empty: null,
    };
    expect(camel(answer)).toEqual({
      homeworkId: 7,
      avarageScore: 81.5,
      endTime: 1_790_000_000,
      quesItem: [{ optionA1: 'x', isRight: 1, subItems: [{ userAnswer: ['A', 'B_c'] }] }],
      abilities: { grade: { allowed: false, reason: '作业已撤回' } },
      empty: null,
    });
  });

  it('leaves keys without an underscore, and values that are not plain objects, alone', () => {
    const when = new Date(0);
    expect(camelKey('title')).toBe('title');
    expect(camelKey('double__under')).toBe('doubleUnder');
    // The question analysis names its question `_id`: the type and the value agree on `id`.
    expect(camelKey('_id')).toBe('id');
    expectTypeOf<Camel<{ _id: number }>>().toEqualTypeOf<{ id: number }>();
    expect(camel({ when, list: [1, 'a_b'] })).toEqual({ when, list: [1, 'a_b'] });
    expect(camel({ when }).when).toBe(when);
    expect(camel([{ a_b: 1 }])).toEqual([{ aB: 1 }]);
  });

  it("names the converted fields in the type, so a mapper's fields are checked by the compiler", () => {
    expectTypeOf<Camel<{ avarage_score: number; ques_item: { is_right: 0 | 1 }[] }>>().toEqualTypeOf<{
      avarageScore: number;
      quesItem: { isRight: 0 | 1 }[];
    }>();
  });
});
