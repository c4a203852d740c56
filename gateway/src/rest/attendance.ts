/** Shapes of the REST leave, AttendInfo and team class calls, as the API answers them. */
import type { AttendanceRest } from '@school/api';
import type { Camel } from '../camel';

export type RestAbility = AttendanceRest.Ability;
export type RestLeaveRequest = AttendanceRest.LeaveRequest;
export type RestLeaveList = AttendanceRest.LeaveList;
export type RestAttendCourse = AttendanceRest.AttendCourse;
export type RestStudyPeriod = AttendanceRest.PeriodAttendance;
export type RestOpStatusAbilities = AttendanceRest.OpStatusAbilities;
export type RestStudyStudent = AttendanceRest.StudentAttendance;
/** A team class as its list answers it, or one team class (teamClass/{id}) with its arranged lesson. */
export type RestTeamClass = AttendanceRest.TeamClass | AttendanceRest.TeamClassDetail;
export type RestTeamClassDetail = AttendanceRest.TeamClassDetail;
export type RestTeamClassList = AttendanceRest.TeamClassList;
export type RestTeamClassStudent = AttendanceRest.TeamClassStudent;
export type RestTeamClassStudentList = AttendanceRest.TeamClassStudentList;
export type RestLessonTime = AttendanceRest.LessonTime;
export type RestLessonTimeList = AttendanceRest.LessonTimeList;
export type RestCellAbilities = AttendanceRest.CellAbilities;
/** A cell as REST answers it, with its student's id added by the row (REST keeps it on the row). */
export type RestAttendanceCell = AttendanceRest.AttendanceCell & { clue_id: number };
export type RestAttendanceRow = AttendanceRest.AttendanceRow;
export type RestArrangedHomework = AttendanceRest.ArrangedHomework;

/** The answers as the GraphQL types read them (`camel` converts each once, where the resolver receives it). */
export type LeaveRequestAnswer = Camel<RestLeaveRequest>;
export type AttendCourseAnswer = Camel<RestAttendCourse>;
export type AttendPeriodAnswer = Camel<RestStudyPeriod>;
export type PeriodAttendanceAnswer = Camel<RestStudyStudent>;
export type OpStatusAbilitiesAnswer = Camel<RestOpStatusAbilities>;
export type TeamClassAnswer = Camel<RestTeamClass>;
export type TeamClassStudentAnswer = Camel<RestTeamClassStudent>;
export type LessonTimeAnswer = Camel<RestLessonTime>;
export type AttendanceRowAnswer = Camel<RestAttendanceRow>;
export type AttendanceCellAnswer = Camel<RestAttendanceCell>;
export type AttendanceCellAbilitiesAnswer = Camel<RestCellAbilities>;
export type ArrangedHomeworkAnswer = Camel<RestArrangedHomework>;
