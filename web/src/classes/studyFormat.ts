import type { ClassValidType, CourseType, OpStatus } from '../generated/graphql';
import { formatSchoolTime } from '../shared/schoolTime';
import { t } from './i18n/zh-CN';

/** Study time is shown in minutes: seconds divided by 60, rounded to whole minutes (spec section 9). */
export const minutesText = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? '—' : `${Math.round(seconds / 60)}`;

/** Rates arrive in percent (one decimal) and are shown as percentages. */
export const percentText = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? '—' : `${rate}%`;

/** Validity: 'long-term valid' for LONG_TERM, else the expiry date. */
export const validityText = (validType: ClassValidType, validTime: string | null | undefined) =>
  validType === 'LONG_TERM'
    ? t('noExpiry')
    : validTime
      ? t('expires', { value: formatSchoolTime(validTime).slice(0, 10) })
      : '—';

export { COURSE_TYPE_NAMES, courseTypeName } from '../shared/courseTypes';

/** Course types whose attendance can be viewed (with is_view_Attendance 1). */
export const ATTENDANCE_VIEW_TYPES: readonly CourseType[] = [
  'SMALL_CLASS',
  'LARGE_CLASS',
  'OFFLINE',
  'EXTENDED_LIVE',
];

export const OP_STATUS_NAMES: Record<OpStatus, string> = {
  NONE: t('notStarted'),
  ATTENDED: t('present2'),
  LEAVE_REQUESTED: t('onLeave2'),
  LEAVE_APPROVED: t('onLeave'),
  LEAVE_REJECTED: t('leaveRejected'),
  LEAVE_CANCELLED: t('leaveCancelled'),
  // One word for truancy on every screen: 旷课, as the statistics tab's tooltip and AttendInfo say.
  ABSENT: t('absent'),
  NOT_APPLICABLE: '—',
};

/** Teachers shown per course before 'N lecturers in total' (spec section 9). */
export const TEACHERS_SHOWN = 5;
