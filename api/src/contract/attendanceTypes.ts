import type { z } from 'zod';
import type * as c from './attendance';

/** The REST answers of leave, attendance and team classes, for clients in this repository (type-only). */
export type LeaveRequest = z.output<typeof c.leaveRequest>;
export type LeaveList = z.output<typeof c.leaveList>;
export type LeaveStatusSet = z.output<typeof c.leaveStatusSet>;
export type OpStatusChanged = z.output<typeof c.opStatusChanged>;
export type AttendCourse = z.output<typeof c.attendCourse>;
export type PeriodAttendance = z.output<typeof c.periodAttendance>;
export type StudentAttendance = z.output<typeof c.studentAttendance>;
export type OpStatusAbilities = StudentAttendance['abilities'];
export type Ability = OpStatusAbilities['leave'];
export type LessonTime = z.output<typeof c.lessonTime>;
export type LessonTimeList = z.output<typeof c.lessonTimeList>;
export type TeamClass = z.output<typeof c.teamClass>;
export type TeamClassDetail = z.output<typeof c.teamClassDetail>;
export type TeamClassList = z.output<typeof c.teamClassList>;
export type TeamClassStudent = z.output<typeof c.teamClassStudent>;
export type TeamClassStudentList = z.output<typeof c.teamClassStudentList>;
export type AttendanceCell = z.output<typeof c.attendanceCell>;
export type CellAbilities = AttendanceCell['abilities'];
export type AttendanceRow = z.output<typeof c.attendanceRow>;
export type ArrangedHomework = z.output<typeof c.arrangedHomework>;
export type MyPeriod = z.output<typeof c.myPeriod>;
export type MyPeriods = z.output<typeof c.myPeriods>;
