/** What other domains may use of attendance: the deciders (the demo school seeds leave and attendance). */
export { type ChangeCell, lessonAttendanceDecider, lessonAttendanceStreamId } from './lessonAttendance';
export { type ChangeOpStatus, periodAttendanceDecider, periodAttendanceStreamId } from './periodAttendance';
export { LEAVE_ID_TABLE } from './tables';
