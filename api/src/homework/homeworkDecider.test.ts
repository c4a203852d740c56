import type { PublishForm } from '@school/machines';
import { describe, expect, it } from 'vitest';
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
