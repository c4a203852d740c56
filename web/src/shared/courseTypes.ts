import type { CourseType } from '../generated/graphql';
import { t } from './i18n/zh-CN';
/** Course types as the screens name them (classes and attendance alike). */
export const COURSE_TYPE_NAMES: Record<CourseType, string> = {
  LIVE: t('liveCourse'),
  SMALL_CLASS: t('smallClassCourse'),
  LARGE_CLASS: t('largeClassCourse'),
  DUAL_TEACHER: t('dualTeacherCourse'),
  OFFLINE: t('offlineCourse'),
  TEXT: t('textCourse'),
  EXTENDED_LIVE: t('extendedLiveCourse'),
  EXTENDED_RECORDED: t('extendedRecordedCourse'),
  PACKAGE: t('packageCourse'),
};
export const courseTypeName = (type: CourseType) => COURSE_TYPE_NAMES[type];
