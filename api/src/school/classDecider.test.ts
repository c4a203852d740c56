import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import { type ClassCommand, type ClassEvent, type ClassOpened, classDecider } from './schoolClass';

const NOW = 1_800_000_000;
const opened: ClassOpened = {
  id: 1,
  name: '高一(1)班',
  gradeId: 1,
  classifyId: 1,
  largeClass: { id: 1, name: '高一' },
  validType: 1,
  validTime: null,
  coverImage: '',
  headTeacherIds: [1],
  teacherIds: [1],
  assistantIds: [2],
  groupId: 3,
  groupHidden: 0,
  openedAt: NOW,
};
const open = (patch: Partial<ClassOpened> = {}): ClassCommand => ({
  type: 'OpenClass',
  data: { ...opened, ...patch },
});
const classOpened: ClassEvent = { type: 'ClassOpened', data: opened };
const enrolment = { classId: 1, uid: 42, at: NOW };
const enrolled: ClassEvent = { type: 'StudentEnrolled', data: enrolment };

describe('class decider', () => {
  it('a class is opened once (班级已存在) with a name (请输入班级名称)', () => {
    expect(given(classDecider).when(open())).toEqual({ events: [classOpened] });
    expect(given(classDecider, [classOpened]).when(open())).toEqual({ refused: 'conflict: 班级已存在' });
    expect(given(classDecider).when(open({ name: ' ' }))).toEqual({ refused: 'invalid: 请输入班级名称' });
  });

  it('valid_type 2 (valid until a date) needs the date: 请选择有效期', () => {
    expect(given(classDecider).when(open({ validType: 2, validTime: null }))).toEqual({
      refused: 'invalid: 请选择有效期',
    });
    expect(given(classDecider).when(open({ validType: 2, validTime: NOW + 86_400 }))).toMatchObject({
      events: [{ type: 'ClassOpened' }],
    });
  });

  it('a student is enrolled once (学员已在班级中); a course assigned once (课程已在班级中)', () => {
    expect(given(classDecider, [classOpened]).when({ type: 'EnrollStudent', data: enrolment })).toEqual({
      events: [enrolled],
    });
    expect(
      given(classDecider, [classOpened, enrolled]).when({ type: 'EnrollStudent', data: enrolment }),
    ).toEqual({
      refused: 'conflict: 学员已在班级中',
    });
    const course = { classId: 1, courseId: 7 };
    const assigned: ClassEvent = { type: 'CourseAssigned', data: course };
    expect(given(classDecider, [classOpened]).when({ type: 'AssignCourse', data: course })).toEqual({
      events: [assigned],
    });
    expect(given(classDecider, [classOpened, assigned]).when({ type: 'AssignCourse', data: course })).toEqual(
      {
        refused: 'conflict: 课程已在班级中',
      },
    );
  });

  it('the schedule image is set on an existing class; any command on a missing class is not found', () => {
    const image = { classId: 1, scheduleImage: '/files/s.png', at: NOW };
    expect(given(classDecider, [classOpened]).when({ type: 'SetScheduleImage', data: image })).toEqual({
      events: [{ type: 'ScheduleImageSet', data: image }],
    });
    expect(given(classDecider).when({ type: 'SetScheduleImage', data: image })).toMatchObject({
      refused: expect.stringMatching(/^not_found: /),
    });
    expect(given(classDecider).when({ type: 'EnrollStudent', data: enrolment })).toMatchObject({
      refused: expect.stringMatching(/^not_found: /),
    });
  });

  it('setting the schedule image leaves the students and courses as they were', () => {
    const imageSet: ClassEvent = {
      type: 'ScheduleImageSet',
      data: { classId: 1, scheduleImage: '/files/s.png', at: NOW },
    };
    expect(
      given(classDecider, [classOpened, enrolled, imageSet]).when({ type: 'EnrollStudent', data: enrolment }),
    ).toEqual({
      refused: 'conflict: 学员已在班级中',
    });
    expect(
      given(classDecider, [classOpened, imageSet]).when({ type: 'EnrollStudent', data: enrolment }),
    ).toEqual({ events: [enrolled] });
  });
});
