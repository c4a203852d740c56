import { COMMON_MESSAGES, STUDENT_LEAVE_MESSAGES } from '@school/machines';
import { Router as createRouter, type Router } from 'express';
import { z } from 'zod';
import { ownClass } from '../classes';
import type { ApiContext } from '../context';
import * as contract from '../contract/attendance';
import { exportFile } from '../contract/classes';
import {
  filterText,
  id,
  idList,
  oneOf,
  optionalId,
  optionalOneOf,
  optionalUnixTime,
  paged,
  paging,
  plainText,
} from '../http/fields';
import { route } from '../http/route';
import { arrangedHomework } from './arranged';
import { courseAttendanceExport } from './attendanceExport';
import {
  ATTENDANCE_MESSAGES,
  ownTeamClass,
  setLeaveStatus,
  setLessonAttendance,
  staffChangesOpStatus,
  studentAsksLeave,
  studentWithdrawsLeave,
} from './commands';
import { mySchedule } from './mySchedule';
import {
  attendCourse,
  classAttendance,
  leaveList,
  lessonTimes,
  studyPeriods,
  studyStudents,
  teamClassDetail,
  teamClassList,
  teamClassStudents,
} from './queries';

const STAFF = ['teacher', 'assistant'] as const;
const classId = id(COMMON_MESSAGES.classNotFound);
const teamClassId = id(ATTENDANCE_MESSAGES.teamClassNotFound);
/** Free text checked by the reason rule of the machines (at most 100), so it has one home. */
const reason = plainText(1000);

const staffPeriod = {
  uid: id(ATTENDANCE_MESSAGES.studentNotFound),
  class_id: classId,
  course_id: id(COMMON_MESSAGES.courseNotFound),
  course_periods_id: id(ATTENDANCE_MESSAGES.periodNotFound),
};

/** Leave and attendance of classes, and team classes with their attendance (spec section 7). */
export function attendanceRoutes({ store }: ApiContext): Router {
  const router = createRouter();
  const db = store.db;

  router.get(
    '/leave/getLeaveList/:classId',
    route({
      summary: "Lists the leave requests of a class's students, with filters (the leave tab)",
      roles: STAFF,
      input: z.object({
        ...paging,
        classId,
        op_status: optionalOneOf([1, 2, 3, 4]),
        course_id: optionalId(),
        name: filterText(50),
      }),
      output: contract.leaveList,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.classId);
        const { list, total } = await leaveList(db, input.classId, input, input, now);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.put(
    '/leave/setOpStatus/:ids',
    route({
      summary:
        'Approves (2) or rejects (3) pending leave requests, one or a batch, or cancels (4) one approved leave',
      roles: STAFF,
      changes: true,
      input: z.object({
        ids: idList(ATTENDANCE_MESSAGES.leaveNotFound, 200),
        op_status: oneOf([2, 3, 4], '审批状态不正确'),
      }),
      success: COMMON_MESSAGES.done,
      output: contract.leaveStatusSet,
      handler: ({ input, viewer, now, meta }) =>
        setLeaveStatus(store, viewer, input.ids, input.op_status as 2 | 3 | 4, now, meta),
    }),
  );

  router.post(
    '/leave',
    route({
      summary: "Puts a student of the caller's class on leave for a course period (granted at once)",
      roles: STAFF,
      changes: true,
      input: z.object({ ...staffPeriod, leave_cause: plainText(200) }),
      success: COMMON_MESSAGES.leaveRequested,
      output: contract.opStatusChanged,
      handler: ({ input, viewer, now, meta }) =>
        staffChangesOpStatus(
          store,
          viewer,
          input,
          { type: 'leave.request', byStaff: true },
          input.leave_cause,
          now,
          meta,
        ),
    }),
  );

  router.post(
    '/leave/cancel',
    route({
      summary: "Cancels an approved leave of a student of the caller's class",
      roles: STAFF,
      changes: true,
      input: z.object(staffPeriod),
      success: '取消请假成功',
      output: contract.opStatusChanged,
      handler: ({ input, viewer, now, meta }) =>
        staffChangesOpStatus(store, viewer, input, { type: 'leave.cancel' }, '', now, meta),
    }),
  );

  router.post(
    '/leave/attendance',
    route({
      summary:
        'Marks a student present at an offline period (op_status 0, with a reason) or cancels the attendance (5)',
      roles: STAFF,
      changes: true,
      input: z.object({ ...staffPeriod, op_status: oneOf([0, 5], '考勤状态不正确'), reason }),
      success: COMMON_MESSAGES.done,
      output: contract.opStatusChanged,
      handler: ({ input, viewer, now, meta }) =>
        staffChangesOpStatus(
          store,
          viewer,
          input,
          input.op_status === 0
            ? { type: 'attendance.mark', reason: input.reason }
            : { type: 'attendance.cancel' },
          '',
          now,
          meta,
        ),
    }),
  );

  router.get(
    '/stateschoolcourse/:id',
    route({
      summary: "Shows a course of the caller's class for AttendInfo (title, cover, counts)",
      roles: STAFF,
      input: z.object({ id: id(COMMON_MESSAGES.courseNotFound), class_id: classId }),
      output: contract.attendCourse,
      handler: async ({ input, viewer }) => {
        await ownClass(db, viewer, input.class_id);
        return attendCourse(db, input.id, input.class_id);
      },
    }),
  );

  router.get(
    '/stateschoolcourse/studyperiods/:id/:classId',
    route({
      summary: "Lists a course's periods with their attended, leave and truant counts in one class",
      roles: STAFF,
      input: z.object({ id: id(COMMON_MESSAGES.courseNotFound), classId }),
      output: contract.periodAttendanceList,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.classId);
        await attendCourse(db, input.id, input.classId);
        return studyPeriods(db, input.id, input.classId, now);
      },
    }),
  );

  router.get(
    '/stateschoolcourse/studystudents/:id/:classId',
    route({
      summary: "Lists a class's students at one period of a course with their op_status and its actions",
      roles: STAFF,
      input: z.object({
        id: id(COMMON_MESSAGES.courseNotFound),
        classId,
        period_id: id(ATTENDANCE_MESSAGES.periodNotFound),
      }),
      output: contract.studentAttendanceList,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.classId);
        return studyStudents(db, input.id, input.period_id, input.classId, now);
      },
    }),
  );

  router.post(
    '/stateschoolcourse/exportStudy',
    route({
      summary:
        "Exports AttendInfo (a course's periods with their counts, the class's students by period) as .xlsx and answers its private URL",
      roles: STAFF,
      changes: true,
      input: z.object({ id: id(COMMON_MESSAGES.courseNotFound), class: classId }),
      output: exportFile,
      handler: async ({ input, viewer, now }) => {
        await ownClass(db, viewer, input.class);
        return courseAttendanceExport(db, viewer.id, input.id, input.class, now);
      },
    }),
  );

  router.get(
    '/teamClass',
    route({
      summary: "Lists the assistant's team classes with filters, and their campuses in extra",
      roles: ['assistant'],
      input: z.object({
        ...paging,
        class_name: filterText(50),
        school_id: optionalId(),
        grade_id: optionalId(),
        classify_id: optionalId(),
        subject_id: optionalId(),
        teaching_mode: optionalOneOf([1, 2]),
        room_id: optionalId(),
        status: optionalOneOf([1, 2, 3]),
      }),
      output: contract.teamClassList,
      handler: async ({ input, viewer }) => {
        const { list, total, extra } = await teamClassList(db, viewer.id, input, input);
        return { ...paged(list, total, input.page, input.limit), extra };
      },
    }),
  );

  router.get(
    '/teamClass/student/getTeamClassStudentList/:id',
    route({
      summary: "Lists the students enrolled in one of the assistant's team classes",
      roles: ['assistant'],
      input: z.object({ id: teamClassId }),
      output: contract.teamClassStudentList,
      handler: async ({ input, viewer, now }) => {
        await ownTeamClass(db, viewer, input.id);
        const list = await teamClassStudents(db, input.id, now);
        return paged(list, list.length, 1, Math.max(list.length, 1));
      },
    }),
  );

  router.get(
    '/teamClass/classTime/list/:id',
    route({
      summary: "Lists the lesson times of one of the assistant's team classes",
      roles: ['assistant'],
      input: z.object({ ...paging, id: teamClassId }),
      output: contract.lessonTimeList,
      handler: async ({ input, viewer }) => {
        await ownTeamClass(db, viewer, input.id);
        const { list, total } = await lessonTimes(db, input.id, input);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );

  router.get(
    '/teamClass/classTime/student/classAttendance/:id',
    route({
      summary: "Shows the attendance matrix (students × lesson times) of one of the assistant's team classes",
      roles: ['assistant'],
      input: z.object({ id: teamClassId }),
      output: contract.attendanceMatrix,
      handler: async ({ input, viewer, now }) => {
        await ownTeamClass(db, viewer, input.id);
        return classAttendance(db, input.id, now);
      },
    }),
  );

  router.post(
    '/teamClass/classTime/student/setAttendance',
    route({
      summary:
        'Acts on one attendance cell: 1 leave, 2 cancel leave, 3 cancel attendance, 4 manual attendance with remark',
      roles: ['assistant'],
      changes: true,
      input: z.object({
        class_id: teamClassId,
        times_id: id(ATTENDANCE_MESSAGES.lessonNotFound),
        clue_id: id(ATTENDANCE_MESSAGES.studentNotFound),
        type: oneOf([1, 2, 3, 4], '考勤操作不正确'),
        remark: reason,
      }),
      success: COMMON_MESSAGES.done,
      output: contract.lessonAttendanceSet,
      handler: ({ input, viewer, now, meta }) =>
        setLessonAttendance(store, viewer, { ...input, type: input.type as 1 | 2 | 3 | 4 }, now, meta),
    }),
  );

  router.get(
    '/teacherSchedule/scheduleDetail/:id',
    route({
      summary: "Shows one of the teacher's team classes (arranged homework's target)",
      roles: ['teacher'],
      input: z.object({ id: teamClassId }),
      output: contract.teamClassDetail,
      handler: async ({ input, viewer, now }) => {
        const team = await ownTeamClass(db, viewer, input.id);
        return teamClassDetail(db, Number(team.assistant_id), input.id, now);
      },
    }),
  );

  router.get(
    '/arrangeHomework/getHomeWorkRecord',
    route({
      summary: "Lists the homework arranged to one of the caller's team classes (type 3, type_id)",
      roles: STAFF,
      input: z.object({ type: oneOf([3], '类型不正确'), type_id: teamClassId }),
      output: contract.arrangedHomeworkList,
      handler: async ({ input, viewer }) => {
        await ownTeamClass(db, viewer, input.type_id);
        return arrangedHomework(db, input.type_id, {});
      },
    }),
  );

  router.get(
    '/arrangeHomework/getClassHomeWorkRecord',
    route({
      summary: "Lists the homework arranged to one of the assistant's team classes, with filters",
      roles: ['assistant'],
      input: z.object({
        type: oneOf([3], '类型不正确'),
        class_id: teamClassId,
        hw_name: filterText(50),
        start_time: optionalUnixTime(),
        end_time: optionalUnixTime(),
      }),
      output: contract.arrangedHomeworkList,
      handler: async ({ input, viewer }) => {
        await ownTeamClass(db, viewer, input.class_id);
        return arrangedHomework(db, input.class_id, input);
      },
    }),
  );

  router.get(
    '/teamClass/:id',
    route({
      summary: "Shows one of the assistant's team classes",
      roles: ['assistant'],
      input: z.object({ id: teamClassId }),
      output: contract.teamClassDetail,
      handler: ({ input, viewer, now }) => teamClassDetail(db, viewer.id, input.id, now),
    }),
  );

  return router;
}

/** The student app's schedule and leave (spec: a student asks for leave of a period not yet started). */
export function leaveAppRoutes({ store }: ApiContext): Router {
  const router = createRouter();
  const period = {
    course_id: id(COMMON_MESSAGES.courseNotFound),
    course_periods_id: id(ATTENDANCE_MESSAGES.periodNotFound),
  };
  router.get(
    '/app/schedule',
    route({
      summary: "Lists the student's course periods not yet ended, soonest first, with op_status and leave",
      roles: ['student'],
      // period_id narrows the list to one period (the row a leave changed).
      input: z.object({ ...paging, period_id: optionalId() }),
      output: contract.myPeriods,
      handler: async ({ input, viewer, now }) => {
        const { list, total } = await mySchedule(store.db, viewer.id, input, now);
        return paged(list, total, input.page, input.limit);
      },
    }),
  );
  router.post(
    '/app/leave',
    route({
      summary: 'A student asks for leave of a course period not yet started (once per period)',
      roles: ['student'],
      changes: true,
      // The reason's rule (required, at most 100) is the machines' leaveCauseRefusal.
      input: z.object({ ...period, leave_cause: reason }),
      success: STUDENT_LEAVE_MESSAGES.asked,
      output: contract.opStatusChanged,
      handler: ({ input, viewer, now, meta }) => studentAsksLeave(store, viewer, input, now, meta),
    }),
  );
  router.post(
    '/app/leave/cancel',
    route({
      summary: 'A student takes back their own leave request of a period while it is pending',
      roles: ['student'],
      changes: true,
      input: z.object(period),
      success: STUDENT_LEAVE_MESSAGES.withdrawn,
      output: contract.opStatusChanged,
      handler: ({ input, viewer, now, meta }) => studentWithdrawsLeave(store, viewer, input, now, meta),
    }),
  );
  return router;
}
