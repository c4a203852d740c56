import { CELL_ACTION_CODE, COMMON_MESSAGES } from '@school/machines';
import { GraphQLError } from 'graphql';
import { camel } from '../camel';
import type { OpStatusAction, Resolvers } from '../generated/resolvers-types';
import type {
  AttendanceCellAnswer,
  AttendanceRowAnswer,
  PeriodAttendanceAnswer,
  RestArrangedHomework,
  RestAttendanceRow,
  RestAttendCourse,
  RestLeaveList,
  RestLessonTimeList,
  RestStudyPeriod,
  RestStudyStudent,
  RestTeamClass,
  RestTeamClassList,
  RestTeamClassStudentList,
} from '../rest/attendance';
import type { RestExport } from '../rest/classes';
import { restId, restIds } from '../restIds';
import { LONG_WORK_TIMEOUT_MS, type StaffClient } from '../upstream';

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);
const ALL = 999999;

const leaveList = async (staff: StaffClient, classId: string, query: Record<string, unknown> = {}) =>
  camel(
    await staff.request<RestLeaveList>('GET', `/leave/getLeaveList/${restId(classId)}`, {
      query: { page: 1, limit: ALL, ...query },
    }),
  );

const periodStudents = async (staff: StaffClient, courseId: string, classId: string, periodId: string) =>
  camel(
    await staff.request<RestStudyStudent[]>(
      'GET',
      `/stateschoolcourse/studystudents/${restId(courseId)}/${restId(classId)}`,
      { query: { period_id: restId(periodId) } },
    ),
  );

const attendanceRows = async (staff: StaffClient, teamClassId: string) =>
  camel(
    await staff.request<RestAttendanceRow[]>(
      'GET',
      `/teamClass/classTime/student/classAttendance/${restId(teamClassId)}`,
    ),
  );

/** The REST call each op_status button makes (spec section 7: leave, leave/cancel, setOpStatus). */
async function pressOpStatus(
  staff: StaffClient,
  row: PeriodAttendanceAnswer,
  input: { classId: string; action: OpStatusAction; reason?: string | null | undefined },
) {
  const period = {
    uid: row.uid,
    class_id: restId(input.classId),
    course_id: row.courseId,
    course_periods_id: row.coursePeriodsId,
  };
  const reason = input.reason ?? '';
  switch (input.action) {
    case 'LEAVE':
      return staff.request('POST', '/leave', { body: { ...period, leave_cause: reason } });
    case 'CANCEL_LEAVE':
      return staff.request('POST', '/leave/cancel', { body: period });
    case 'APPROVE':
    case 'REJECT':
      if (!row.leaveId)
        throw new GraphQLError('请假记录不存在', { extensions: { code: 'NOT_FOUND', status: 404 } });
      return staff.request('PUT', `/leave/setOpStatus/${row.leaveId}`, {
        body: { op_status: input.action === 'APPROVE' ? 2 : 3 },
      });
    case 'CANCEL_ATTENDANCE':
      return staff.request('POST', '/leave/attendance', { body: { ...period, op_status: 5, reason: '' } });
    case 'MARK_ATTENDED':
      return staff.request('POST', '/leave/attendance', { body: { ...period, op_status: 0, reason } });
    default: {
      const unknown: never = input.action;
      throw new Error(`unknown op_status action ${unknown}`);
    }
  }
}

const cellsOf = (row: AttendanceRowAnswer): AttendanceCellAnswer[] =>
  row.times.map((t) => ({ ...t, clueId: row.clueId }));

/** Leave, AttendInfo and team classes over the caller's staff calls; rows carry the server's abilities. */
export const attendanceResolvers: Resolvers = {
  AttendanceCellAction: CELL_ACTION_CODE,
  LeaveRequest: {
    studentId: (r) => String(r.uid),
    courseTitle: (r) => r.courseBasisTitle,
    periodId: (r) => String(r.coursePeriodsId),
    periodTitle: (r) => r.coursePeriodsTitle,
    periodStatus: (r) => r.coursePeriodsStatus,
    cause: (r) => r.leaveCause,
  },
  AttendPeriod: {
    totalSeconds: (p) => p.totalTime,
  },
  PeriodAttendance: {
    id: (s) => `${s.coursePeriodsId}-${s.uid}`,
    studentId: (s) => String(s.uid),
    periodId: (s) => String(s.coursePeriodsId),
    leaveCause: (s) => s.leaveCause ?? '',
  },
  TeamClass: {
    campusId: (t) => String(t.schoolId),
    campusName: (t) => t.orgName,
    subjectName: (t) => t.subName,
    // The product records no enrolment type: REST leaves sign_type_name out (docs/decisions.md).
    signTypeName: () => null,
    startTime: (t) => t.startTime || null,
  },
  TeamClassStudent: {
    id: (s) => String(s.clueId),
    name: (s) => s.clueName,
    firstTime: (s) => s.firstTime || null,
    campusName: (s) => s.orgName,
    // Neither an enrolment type nor a lesson price is recorded: REST leaves both out (docs/decisions.md).
    signTypeName: () => null,
    remainingLessons: (s) => s.time,
    periodsPrice: () => null,
  },
  AttendanceRow: {
    studentId: (r) => String(r.clueId),
    name: (r) => r.clueName,
    cells: cellsOf,
  },
  AttendanceCell: {
    id: (c) => `${c.id}-${c.clueId}`,
    lessonId: (c) => String(c.id),
    studentId: (c) => String(c.clueId),
  },
  ArrangedHomework: {
    id: (h) => String(h.hwId),
    name: (h) => h.hwName,
    publisherName: (h) => h.creatorName,
    questionCount: (h) => h.questionNum,
  },
  Query: {
    async classLeaveRequests(_parent, { classId, opStatus, courseId, name, page, limit }, ctx) {
      return leaveList(ctx.staff, classId, {
        op_status: opStatus ?? undefined,
        course_id: optionalId(courseId),
        name: name ?? undefined,
        page: page ?? 1,
        limit: limit ?? 20,
      });
    },
    attendCourse: async (_parent, { courseId, classId }, ctx) =>
      camel(
        await ctx.staff.request<RestAttendCourse>('GET', `/stateschoolcourse/${restId(courseId)}`, {
          query: { class_id: restId(classId) },
        }),
      ),
    attendPeriods: async (_parent, { courseId, classId }, ctx) =>
      camel(
        await ctx.staff.request<RestStudyPeriod[]>(
          'GET',
          `/stateschoolcourse/studyperiods/${restId(courseId)}/${restId(classId)}`,
        ),
      ),
    periodAttendance: (_parent, { courseId, classId, periodId }, ctx) =>
      periodStudents(ctx.staff, courseId, classId, periodId),
    async teamClasses(_parent, { filter, page, limit }, ctx) {
      const res = await ctx.staff.request<RestTeamClassList>('GET', '/teamClass', {
        query: {
          class_name: filter?.className ?? undefined,
          school_id: optionalId(filter?.campusId),
          grade_id: optionalId(filter?.gradeId),
          classify_id: optionalId(filter?.classifyId),
          subject_id: optionalId(filter?.subjectId),
          teaching_mode: filter?.teachingMode ?? undefined,
          room_id: optionalId(filter?.roomId),
          status: filter?.status ?? undefined,
          page: page ?? 1,
          limit: limit ?? 20,
        },
      });
      return {
        list: camel(res.list),
        total: res.total,
        page: res.page,
        limit: res.limit,
        campuses: res.extra.map((c) => ({ id: String(c.school_id), name: c.org_name })),
      };
    },
    teamClass: async (_parent, { id }, ctx) =>
      camel(await ctx.staff.request<RestTeamClass>('GET', `/teamClass/${restId(id)}`)),
    async teamClassStudents(_parent, { id }, ctx) {
      const res = await ctx.staff.request<RestTeamClassStudentList>(
        'GET',
        `/teamClass/student/getTeamClassStudentList/${restId(id)}`,
      );
      return camel(res.list);
    },
    async teamClassLessons(_parent, { id }, ctx) {
      const res = await ctx.staff.request<RestLessonTimeList>(
        'GET',
        `/teamClass/classTime/list/${restId(id)}`,
        { query: { page: 1, limit: ALL } },
      );
      return camel(res.list);
    },
    teamClassAttendance: (_parent, { id }, ctx) => attendanceRows(ctx.staff, id),
    teamClassHomework: async (_parent, { id, name }, ctx) =>
      camel(
        await ctx.staff.request<RestArrangedHomework[]>('GET', '/arrangeHomework/getClassHomeWorkRecord', {
          query: { type: 3, class_id: restId(id), hw_name: name ?? undefined },
        }),
      ),
  },
  Mutation: {
    async setLeaveStatus(_parent, { classId, ids, opStatus }, ctx) {
      if (opStatus !== 2 && opStatus !== 3)
        throw new GraphQLError('审批状态不正确', { extensions: { code: 'BAD_USER_INPUT' } });
      await ctx.staff.request('PUT', `/leave/setOpStatus/${restIds(ids)}`, { body: { op_status: opStatus } });
      const changed = new Set(ids);
      return (await leaveList(ctx.staff, classId)).list.filter((r) => changed.has(String(r.id)));
    },
    async changeOpStatus(_parent, { input }, ctx) {
      const find = async () =>
        (await periodStudents(ctx.staff, input.courseId, input.classId, input.periodId)).find(
          (s) => String(s.uid) === input.studentId,
        );
      const before = await find();
      if (!before)
        throw new GraphQLError(COMMON_MESSAGES.studentNotFound, {
          extensions: { code: 'NOT_FOUND', status: 404 },
        });
      await pressOpStatus(ctx.staff, before, input);
      return (await find()) ?? before;
    },
    async setLessonAttendance(_parent, { teamClassId, lessonId, studentId, action, remark }, ctx) {
      await ctx.staff.request('POST', '/teamClass/classTime/student/setAttendance', {
        body: {
          class_id: restId(teamClassId),
          times_id: restId(lessonId),
          clue_id: restId(studentId),
          type: action,
          remark: remark ?? '',
        },
      });
      const row = (await attendanceRows(ctx.staff, teamClassId)).find((r) => String(r.clueId) === studentId);
      const cell = row && cellsOf(row).find((c) => String(c.id) === lessonId);
      if (!cell)
        throw new GraphQLError(COMMON_MESSAGES.sessionNotFound, {
          extensions: { code: 'NOT_FOUND', status: 404 },
        });
      return cell;
    },
    async exportCourseAttendance(_parent, { courseId, classId }, ctx) {
      return camel(
        await ctx.staff.request<RestExport>('POST', '/stateschoolcourse/exportStudy', {
          body: { id: restId(courseId), class: restId(classId) },
          timeoutMs: LONG_WORK_TIMEOUT_MS,
        }),
      );
    },
  },
};
