import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type CourseCreated, type CourseEvent, courseDecider, type PeriodScheduled } from './course';

const NOW = 1_800_000_000;
const course: CourseCreated = {
  id: 2,
  title: '高一数学',
  courseType: 1,
  parentId: null,
  coverImg: '',
  teacherIds: [1],
  createdAt: NOW,
};
const period: PeriodScheduled = {
  id: 5,
  courseId: 2,
  title: '第一讲',
  sort: 1,
  startPlay: NOW,
  endPlay: NOW + 3600,
};
const created: CourseEvent = { type: 'CourseCreated', data: course };
const scheduled: CourseEvent = { type: 'PeriodScheduled', data: period };
const create = (patch: Partial<CourseCreated> = {}) =>
  ({ type: 'CreateCourse', data: { ...course, ...patch } }) as const;
const schedule = (patch: Partial<PeriodScheduled> = {}) =>
  ({ type: 'SchedulePeriod', data: { ...period, ...patch } }) as const;

describe('course decider', () => {
  it('a course is created once (课程已存在) with a title (请输入课程名称)', () => {
    expect(given(courseDecider).when(create())).toEqual({ events: [created] });
    expect(given(courseDecider, [created]).when(create())).toEqual({ refused: 'conflict: 课程已存在' });
    expect(given(courseDecider).when(create({ title: ' ' }))).toEqual({ refused: 'invalid: 请输入课程名称' });
  });

  it('a period is scheduled on an existing course, once, ending after it starts', () => {
    expect(given(courseDecider).when(schedule())).toEqual({ refused: 'not_found: 课程不存在' });
    expect(given(courseDecider, [created]).when(schedule())).toEqual({ events: [scheduled] });
    expect(given(courseDecider, [created, scheduled]).when(schedule())).toEqual({
      refused: 'conflict: 课时已存在',
    });
    expect(given(courseDecider, [created, scheduled]).when(schedule({ id: 6 }))).toEqual({
      events: [{ type: 'PeriodScheduled', data: { ...period, id: 6 } }],
    });
    expect(given(courseDecider, [created]).when(schedule({ endPlay: NOW }))).toEqual({
      refused: 'invalid: 结束时间须晚于开始时间',
    });
  });
});
