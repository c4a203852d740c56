import { z } from 'zod';
import { opStatus } from './classes';
import { ability, count, entity, page, pageWithExtra, rowId, seconds, unixTime } from './shapes';

/**
 * Leave and attendance as staff read them (classes-community.md, section 3): leave request, AttendInfo's
 * course, course period attendance and student attendance; team class, team class student, lesson time,
 * attendance cell; the homework arranged to a team class.
 */

/** A period's status: 1 not started, 2 in progress, 3 ended. */
const periodStatus = z.int().min(1).max(3).describe('1 not started, 2 in progress, 3 ended');

/** Spec: leave request (the leave tab's row). */
export const leaveRequest = entity(
  {
    id: rowId.describe('The leave request'),
    name: z.string().describe('The student’s nickname'),
    mobile: z.string(),
    created_at: unixTime,
    leave_cause: z.string(),
    op_status: z.int().min(1).max(4).describe('1 pending, 2 approved, 3 rejected, 4 cancelled'),
    course_basis_title: z.string(),
    course_periods_title: z.string(),
    course_periods_status: periodStatus,
  },
  {
    uid: rowId,
    course_id: rowId,
    course_periods_id: rowId,
    abilities: z.strictObject({ approve: ability, reject: ability }),
  },
);

export const leaveList = page(leaveRequest);

/** The answer of leave/setOpStatus: the requests changed and their new op_status. */
export const leaveStatusSet = z.strictObject({
  ids: z.array(rowId),
  op_status: z.int().min(2).max(4).describe('2 approved, 3 rejected, 4 cancelled'),
});

/** The answer of an op_status change: the period's leave request, absent when it has none. */
export const opStatusChanged = z.strictObject({
  leave_id: rowId
    .optional()
    .describe('The period’s leave request (a new one after a leave); absent without one'),
});

/** Spec: AttendInfo's course header (title, cover_img, study_count, course_type, chapter_num, section_num). */
export const attendCourse = entity(
  {
    title: z.string(),
    cover_img: z.string(),
    study_count: count.describe('Students in class'),
    course_type: z.int(),
    chapter_num: count.describe('Chapters: a course is one chapter of periods in this product'),
    section_num: count.describe('Periods of the course'),
  },
  { id: rowId },
);

/** Spec: course period attendance. */
export const periodAttendance = entity(
  {
    title: z.string(),
    start_play: unixTime,
    total_time: seconds,
    status: periodStatus,
    attend_num: count,
    leave_num: count,
    truant_num: count,
    total_num: count.describe('Students in class; the rest (total − the three) is not decided yet'),
  },
  { id: rowId },
);

export const periodAttendanceList = z.array(periodAttendance);

/** Spec: student attendance (AttendInfo's dialog). leave_cause and leave_id only with a leave request. */
export const studentAttendance = entity(
  {
    nickname: z.string(),
    mobile: z.string(),
    op_status: opStatus,
    leave_cause: z.string().optional().describe('Absent when the student asked no leave of the period'),
    leave_id: rowId.optional().describe('Absent when the student asked no leave of the period'),
    uid: rowId,
  },
  {
    course_id: rowId,
    course_periods_id: rowId,
    remark: z.string().optional().describe('The reason of a manual attendance; absent without one'),
    attendance: z
      .int()
      .min(0)
      .max(3)
      .describe(
        'The figure the student counts in: 1 attended, 2 leave, 3 truant; 0 not decided yet or not counted',
      ),
    abilities: z.strictObject({
      leave: ability,
      approve: ability,
      reject: ability,
      cancel_leave: ability,
      cancel_attendance: ability,
      mark_attended: ability,
    }),
  },
);

export const studentAttendanceList = z.array(studentAttendance);

/** Spec: lesson time item. */
export const lessonTime = entity({
  teacher_name: z.string().describe('Empty when no teacher is set'),
  time_name: z.string(),
  arrange_time: unixTime,
  id: rowId,
});

export const lessonTimeList = page(lessonTime);

/** Spec: team class (sign_type_name left out: the product records no enrolment type, docs/decisions.md). */
const teamClassFields = {
  id: rowId,
  class_name: z.string(),
  org_name: z.string(),
  in_number: count,
  grade_name: z.string(),
  classify_name: z.string(),
  sub_name: z.string(),
  teacher_name: z.string(),
  assistant_name: z.string(),
  teaching_mode: z.int().min(1).max(2).describe('1 live, 2 in person'),
  room_name: z.string(),
  school_id: rowId.describe('The campus'),
  status: z.int().min(1).max(3),
  schedule: z.string().describe('The number of lessons, e.g. 12次课'),
  created_at: unixTime,
  start_time: unixTime,
  remarks: z.string(),
};

export const teamClass = entity(teamClassFields);

export const teamClassDetail = entity(teamClassFields, {
  arrange_lesson: lessonTime
    .nullable()
    .describe('The lesson a homework arranged now would follow; null without lessons'),
});

export const teamClassList = pageWithExtra(
  teamClass,
  z.array(z.strictObject({ school_id: rowId, org_name: z.string() })).describe('The campuses of them all'),
);

/** Spec: team class student (sign_type_name and periods_price left out, docs/decisions.md). */
export const teamClassStudent = entity(
  {
    clue_name: z.string(),
    mobile: z.string(),
    created_at: unixTime.describe('When the student joined'),
    first_time: unixTime.nullable().describe('The first lesson; null without lessons'),
    org_name: z.string(),
    contracts_number: z.string().optional().describe('Absent when no contract is recorded'),
    time: count.describe('Remaining lessons'),
    class_time_hour: count.describe('Lessons in all'),
  },
  { id: rowId, clue_id: rowId },
);

export const teamClassStudentList = page(teamClassStudent);

/** Spec: attendance cell (team class). */
export const attendanceCell = entity(
  {
    attendance: z.int().min(0).max(3).describe('1 present, 2 leave, 3 truant; 0 not marked yet'),
    status: z.int().min(1).max(2).describe('1 marked, 2 not marked'),
    remarks: z.string(),
    arrange_time: unixTime,
    id: rowId.describe('The lesson time'),
  },
  {
    abilities: z.strictObject({
      leave: ability,
      cancel_leave: ability,
      cancel_attendance: ability,
      manual: ability,
    }),
  },
);

/** A student's row of the attendance matrix: the student and one cell per lesson time. */
export const attendanceRow = entity(
  {},
  {
    clue_id: rowId,
    clue_name: z.string(),
    mobile: z.string(),
    times: z.array(attendanceCell),
  },
);

export const attendanceMatrix = z.array(attendanceRow);

/** The answer of setAttendance: nothing (the screen reads the matrix again). */
export const lessonAttendanceSet = z.strictObject({});

/** A homework arranged to a team class (the homework list row's publish_time, ending_time, status). */
export const arrangedHomework = entity(
  {
    publish_time: unixTime,
    ending_time: unixTime,
    status: z.int().describe('2 recalled'),
  },
  {
    hw_id: rowId,
    hw_name: z.string(),
    creator_name: z.string(),
    question_num: count,
  },
);

export const arrangedHomeworkList = z.array(arrangedHomework);

/**
 * One of the student's upcoming course periods (the student app's schedule): the spec's period fields
 * (title, start_play, op_status, leave_cause, leave_id, id) with the course and class it belongs to.
 */
export const myPeriod = entity(
  {
    id: rowId.describe('The course period'),
    title: z.string(),
    start_play: unixTime,
    op_status: opStatus,
    leave_cause: z
      .string()
      .optional()
      .describe('The reason the student gave; absent without a leave request'),
    leave_id: rowId.optional().describe('The period’s leave request; absent without one'),
  },
  {
    end_play: unixTime,
    course_id: rowId,
    course_title: z.string(),
    course_type: z.int(),
    class_id: rowId.describe('The first of the student’s classes that takes the course'),
    class_name: z.string(),
    abilities: z.strictObject({ leave: ability, cancel: ability }),
  },
);

export const myPeriods = page(myPeriod);
