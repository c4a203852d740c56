/**
 * What other domains may use of attendance: the deciders (the demo school seeds leave and attendance),
 * and a lesson time with its cells (lesson sessions extend detailClassTime).
 */
export { lessonTimeDetail, teamClassArrangeData } from './arranged';
export { ATTENDANCE_MESSAGES } from './commands';
export { type ChangeCell, lessonAttendanceDecider, lessonAttendanceStreamId } from './lessonAttendance';
export { cellStateOf, DEFAULT_LESSON_MINUTES, lessonEndsAt, lessonMinutes } from './lessonCell';
export { type ChangeOpStatus, periodAttendanceDecider, periodAttendanceStreamId } from './periodAttendance';
export {
  OP_STATUS_NAMES,
  opStatusOf,
  type PeriodBucket,
  periodBucket,
  takesAttendance,
} from './periodBucket';
export { leaveList } from './queries';
export { LEAVE_ID_TABLE } from './tables';
