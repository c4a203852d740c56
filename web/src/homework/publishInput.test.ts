import { describe, expect, it } from 'vitest';
import { toPublishInput } from './usePublishForm';

describe('the publish form as the publishHomework mutation takes it', () => {
  it('period homework, scored, for the chosen child courses', () => {
    expect(
      toPublishInput({
        course_basis_id: 3,
        type: 2,
        course_periods_id: 9,
        is_set_score: 2,
        publish_scope: 2,
        child_course_basis_ids: [4, 5],
      }),
    ).toMatchObject({
      courseId: '3',
      type: 'PERIOD',
      periodId: '9',
      scored: true,
      scope: 'CHOSEN_CHILD_COURSES',
      childCourseIds: ['4', '5'],
    });
  });

  it('course homework has no period; by correct rate is unscored; each scope code has its enum', () => {
    const input = (form: Parameters<typeof toPublishInput>[0]) =>
      toPublishInput({ course_basis_id: 3, ...form });
    expect(input({ type: 1, course_periods_id: 9, is_set_score: 1, publish_scope: 1 })).toMatchObject({
      type: 'COURSE',
      periodId: null,
      scored: false,
      scope: 'ALL_CHILD_COURSES',
    });
    expect(input({ publish_scope: 3 })).toMatchObject({ type: null, scored: null, scope: 'COURSE_ONLY' });
    expect(input({ publish_scope: 4 }).scope).toBeNull();
  });

  it('homework arranged to a team class has no scope', () => {
    expect(toPublishInput({ type: 1, publish_scope: 1, arrange_id: 7, arrange_type: 4 })).toMatchObject({
      scope: null,
      arrangeId: '7',
      arrangeType: 4,
    });
  });
});
