import type { PublishForm } from '@school/machines';
import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { AppError } from '../shared/errors';
import type { HomeworkEvent, HomeworkPublished, HomeworkState } from './homework';
import { decideHomework, homeworkDecider } from './homeworkDecider';

const NOW = 1_800_000_000;
const owner = { id: '1', canDispatch: true };
const homework: HomeworkPublished = {
  id: 7,
  name: '作业',
  type: 1,
  courseId: 1,
  courseTitle: '课程',
  periodId: null,
  periodTitle: '',
  remark: '',
  endingTime: NOW + 86_400,
  publishTime: NOW,
  isSetScore: 2,
  publishScope: 2,
  childCourseIds: [2],
  arrangeId: null,
  arrangeType: null,
  publishType: 2,
  creator: { id: 1, role: 'teacher', name: '王老师' },
  classIds: [1, 3, 4],
  publishedClassIds: [1, 4],
  questions: [],
  reports: [{ id: 1, classId: 1, uid: 9 }],
};
const form: PublishForm = {
  course_basis_id: 1,
  type: 1,
  name: '作业',
  ending_time: NOW + 86_400,
  is_set_score: 2,
  publish_scope: 2,
  child_course_basis_ids: [2],
  question: [{ id: 5, score: 3 }],
};
const facts = { now: NOW, hasChildCourses: true };

const fold = (events: HomeworkEvent[]): HomeworkState =>
  events.reduce(homeworkDecider.evolve, homeworkDecider.initialState());
const published = fold([{ type: 'HomeworkPublished', data: homework }]);
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? `${error.kind}: ${error.message}` : String(error);
  }
  return 'accepted';
};

describe('homework decider', () => {
  it('publishing checks the form rules and canDispatch', () => {
    const publish =
      (patch: Partial<PublishForm>, actor = owner) =>
      () =>
        decideHomework(
          { type: 'PublishHomework', data: { homework, form: { ...form, ...patch }, facts, actor } },
          homeworkDecider.initialState(),
        );
    expect(refusal(publish({}))).toBe('accepted');
    expect(refusal(publish({ name: '' }))).toBe('invalid: 请输入');
    expect(refusal(publish({ question: [] }))).toBe('invalid: 请选择题目');
    expect(refusal(publish({}, { id: '1', canDispatch: false }))).toBe('forbidden: 没有发布作业的权限');
  });

  it('published to two of three classes is partly published; continuing to the third completes it', () => {
    expect(published.status).toBe('partlyPublished');
    const events = decideHomework(
      { type: 'PublishToMoreClasses', data: { classIds: [3], reports: [], actor: owner, now: NOW } },
      published,
    );
    expect(fold([{ type: 'HomeworkPublished', data: homework }, ...events]).status).toBe('fullyPublished');
  });

  it('someone else is refused with 403; a class already given it with 400 请选择班级', () => {
    const more =
      (classIds: number[], actor = owner) =>
      () =>
        decideHomework(
          { type: 'PublishToMoreClasses', data: { classIds, reports: [], actor, now: NOW } },
          published,
        );
    expect(refusal(more([3], { id: '2', canDispatch: true }))).toBe('forbidden: 只能操作自己发布的作业');
    expect(refusal(more([1]))).toBe('invalid: 请选择班级');
  });

  it('recall twice is refused: 作业已撤回', () => {
    const recall = { type: 'RecallHomework', data: { actor: owner, now: NOW } } as const;
    const recalled = fold([
      { type: 'HomeworkPublished', data: homework },
      ...decideHomework(recall, published),
    ]);
    expect(recalled.status).toBe('recalled');
    expect(refusal(() => decideHomework(recall, recalled))).toBe('conflict: 作业已撤回');
  });

  it('a deadline before yesterday is refused; past the deadline nothing but recall', () => {
    const adjust =
      (endingTime: number, now = NOW) =>
      () =>
        decideHomework({ type: 'AdjustDeadline', data: { endingTime, actor: owner, now } }, published);
    expect(refusal(adjust(NOW - 86_401))).toBe('invalid: 截止时间不能早于昨天');
    expect(refusal(adjust(NOW + 99, NOW + 86_400))).toBe('conflict: 作业已截止，不能调整截止时间');
    expect(refusal(adjust(NOW - 86_400))).toBe('accepted');
  });

  it('a command on a homework that does not exist: 作业不存在', () => {
    expect(
      refusal(() =>
        decideHomework(
          { type: 'RecallHomework', data: { actor: owner, now: NOW } },
          homeworkDecider.initialState(),
        ),
      ),
    ).toBe('not_found: 作业不存在');
  });
});

describe('released grades: results released when the teacher says so', () => {
  const manual: HomeworkEvent = { type: 'HomeworkPublished', data: { ...homework, releaseMode: 2 } };
  const release = (classIds: number[]) => ({
    type: 'ReleaseResults' as const,
    data: { classIds, actor: owner, now: NOW + 60 },
  });

  it('given a homework published with release_mode 2, when its teacher releases a reached class, then HomeworkResultsReleased names that class', () => {
    expect(given(homeworkDecider, [manual]).when(release([4]))).toEqual({
      events: [{ type: 'HomeworkResultsReleased', data: { id: 7, classIds: [4], by: 1, at: NOW + 60 } }],
    });
  });

  it('given one class released, when the teacher releases the whole homework, then only the other class is recorded', () => {
    const past: HomeworkEvent[] = [
      manual,
      { type: 'HomeworkResultsReleased', data: { id: 7, classIds: [4], by: 1, at: NOW } },
    ];
    expect(given(homeworkDecider, past).when(release([1, 4]))).toEqual({
      events: [{ type: 'HomeworkResultsReleased', data: { id: 7, classIds: [1], by: 1, at: NOW + 60 } }],
    });
    expect(given(homeworkDecider, past).when(release([4]))).toEqual({
      refused: 'conflict: 成绩已发布，请勿重复发布',
    });
  });

  it('given automatic release (today’s behaviour, or an older homework without the field), when released, then refused', () => {
    expect(
      given(homeworkDecider, [{ type: 'HomeworkPublished', data: homework }]).when(release([1])),
    ).toEqual({
      refused: 'conflict: 该作业成绩自动发布，无需手动发布',
    });
  });

  it('given a class the homework has not reached, when released, then the homework is not found there', () => {
    expect(given(homeworkDecider, [manual]).when(release([3]))).toEqual({ refused: 'not_found: 作业不存在' });
  });

  it('given a recalled homework, when released, then refused', () => {
    const recalled: HomeworkEvent = { type: 'HomeworkRecalled', data: { id: 7, by: 1, at: NOW } };
    expect(given(homeworkDecider, [manual, recalled]).when(release([1]))).toMatchObject({
      refused: expect.stringMatching(/^conflict: /),
    });
  });
});

describe('publishing: once, and to at least one class', () => {
  const publish = (patch: Partial<HomeworkPublished> = {}) => ({
    type: 'PublishHomework' as const,
    data: { homework: { ...homework, ...patch }, form, facts, actor: owner },
  });

  it('given a published homework, when it is published again, then 作业已存在', () => {
    expect(given(homeworkDecider, [{ type: 'HomeworkPublished', data: homework }]).when(publish())).toEqual({
      refused: 'conflict: 作业已存在',
    });
  });

  it('given a course without classes, when a homework is published to it, then 所选课程暂无班级', () => {
    expect(given(homeworkDecider).when(publish({ publishedClassIds: [] }))).toEqual({
      refused: 'invalid: 所选课程暂无班级',
    });
  });
});

describe('anonymous grading: the publisher lifts it, or the last pending report reveals the names', () => {
  const anonymous: HomeworkEvent = { type: 'HomeworkPublished', data: { ...homework, isAnonymous: 2 } };
  const lift = (id = '1') => ({
    type: 'LiftAnonymity' as const,
    data: { actor: { id, canDispatch: true }, now: NOW + 60 },
  });
  const graded = (pending: number) => ({
    type: 'RevealNamesAfterGrading' as const,
    data: { pending, actor: { id: '5', canDispatch: false }, now: NOW + 60 },
  });
  const revealed: HomeworkEvent = {
    type: 'HomeworkNamesRevealed',
    data: { id: 7, reason: 'lifted', by: 1, at: NOW },
  };

  it('given an anonymous homework, when its publisher lifts anonymity, then the names are revealed (lifted)', () => {
    expect(given(homeworkDecider, [anonymous]).when(lift())).toEqual({
      events: [{ type: 'HomeworkNamesRevealed', data: { id: 7, reason: 'lifted', by: 1, at: NOW + 60 } }],
    });
  });

  it('given an anonymous homework, when another teacher lifts anonymity, then 只能操作自己发布的作业', () => {
    expect(given(homeworkDecider, [anonymous]).when(lift('2'))).toEqual({
      refused: 'forbidden: 只能操作自己发布的作业',
    });
  });

  it('given a homework without anonymous grading, when anonymity is lifted, then 该作业未开启匿名批改', () => {
    expect(given(homeworkDecider, [{ type: 'HomeworkPublished', data: homework }]).when(lift())).toEqual({
      refused: 'conflict: 该作业未开启匿名批改',
    });
  });

  it('given names already revealed, when anonymity is lifted again, then 学员姓名已公开', () => {
    expect(given(homeworkDecider, [anonymous, revealed]).when(lift())).toEqual({
      refused: 'conflict: 学员姓名已公开',
    });
  });

  it('given an anonymous homework, when a report is finished and none is left pending, then the names are revealed (graded), once', () => {
    expect(given(homeworkDecider, [anonymous]).when(graded(0))).toEqual({
      events: [{ type: 'HomeworkNamesRevealed', data: { id: 7, reason: 'graded', by: 5, at: NOW + 60 } }],
    });
    expect(given(homeworkDecider, [anonymous]).when(graded(1))).toEqual({ events: [] });
    expect(given(homeworkDecider, [anonymous, revealed]).when(graded(0))).toEqual({ events: [] });
    expect(given(homeworkDecider, [{ type: 'HomeworkPublished', data: homework }]).when(graded(0))).toEqual({
      events: [],
    });
  });
});

describe('released grades: which classes a release names', () => {
  const manual: HomeworkEvent = { type: 'HomeworkPublished', data: { ...homework, releaseMode: 2 } };
  const release = (classIds: number[]) => ({
    type: 'ReleaseResults' as const,
    data: { classIds, actor: owner, now: NOW + 60 },
  });

  it('given a manual release, when no class is named, then the homework is not found there; a class named twice is released once', () => {
    expect(given(homeworkDecider, [manual]).when(release([]))).toEqual({ refused: 'not_found: 作业不存在' });
    expect(given(homeworkDecider, [manual]).when(release([4, 4]))).toEqual({
      events: [{ type: 'HomeworkResultsReleased', data: { id: 7, classIds: [4], by: 1, at: NOW + 60 } }],
    });
  });

  it('given a recalled homework, when released, then 作业已撤回', () => {
    const recalled: HomeworkEvent = { type: 'HomeworkRecalled', data: { id: 7, by: 1, at: NOW } };
    expect(given(homeworkDecider, [manual, recalled]).when(release([1]))).toEqual({
      refused: 'conflict: 作业已撤回',
    });
  });
});

describe('what publishing, adjusting the deadline and recalling record', () => {
  const past: HomeworkEvent[] = [{ type: 'HomeworkPublished', data: homework }];

  it('given no homework, when its teacher publishes it, then HomeworkPublished carries the homework', () => {
    expect(
      given(homeworkDecider).when({ type: 'PublishHomework', data: { homework, form, facts, actor: owner } }),
    ).toEqual({ events: [{ type: 'HomeworkPublished', data: homework }] });
  });

  it('given a published homework, when the deadline is adjusted or it is recalled, then the event says which, by whom and when', () => {
    expect(
      given(homeworkDecider, past).when({
        type: 'AdjustDeadline',
        data: { endingTime: NOW + 3600, actor: owner, now: NOW + 60 },
      }),
    ).toEqual({
      events: [
        { type: 'HomeworkDeadlineAdjusted', data: { id: 7, endingTime: NOW + 3600, by: 1, at: NOW + 60 } },
      ],
    });
    expect(
      given(homeworkDecider, past).when({ type: 'RecallHomework', data: { actor: owner, now: NOW + 60 } }),
    ).toEqual({
      events: [{ type: 'HomeworkRecalled', data: { id: 7, by: 1, at: NOW + 60 } }],
    });
  });

  it('given a manual release, when a reached and an unreached class are named together, then the homework is not found there', () => {
    const manual: HomeworkEvent = { type: 'HomeworkPublished', data: { ...homework, releaseMode: 2 } };
    expect(
      given(homeworkDecider, [manual]).when({
        type: 'ReleaseResults',
        data: { classIds: [1, 3], actor: owner, now: NOW + 60 },
      }),
    ).toEqual({ refused: 'not_found: 作业不存在' });
  });
});
