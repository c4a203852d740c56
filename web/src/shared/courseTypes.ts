import { t } from './i18n/zh-CN';
/** Course types as the screens name them (classes and attendance alike). */
export const COURSE_TYPE_NAMES: Record<number, string> = {
  1: t('liveCourse'),
  2: t('smallClassCourse'),
  3: t('largeClassCourse'),
  4: t('dualTeacherCourse'),
  7: t('offlineCourse'),
  10: t('textCourse'),
  15: t('extendedLiveCourse'),
  16: t('extendedRecordedCourse'),
  17: t('packageCourse'),
};
export const courseTypeName = (type: number) => COURSE_TYPE_NAMES[type] ?? t('type', { type });
