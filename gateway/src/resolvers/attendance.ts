import { CELL_ACTION_CODE, COMMON_MESSAGES } from '@school/machines';
import { GraphQLError } from 'graphql';
import type { OpStatusAction, Resolvers } from '../generated/resolvers-types';
import type {
  RestArrangedHomework,
  RestAttendanceCell,
  RestAttendanceRow,
  RestAttendCourse,
  RestLeaveList,
  RestLessonTime,
  RestLessonTimeList,
  RestStudyPeriod,
  RestStudyStudent,
  RestTeamClass,
  RestTeamClassList,
  RestTeamClassStudent,
  RestTeamClassStudentList,
} from '../rest/attendance';
import type { RestExport } from '../rest/classes';
import { restId, restIds } from '../restIds';
import { LONG_WORK_TIMEOUT_MS, type StaffClient } from '../upstream';

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);
const ALL = 999999;

const leaveList = (staff: StaffClient, classId: string, query: Record<string, unknown> = {}) =>
  staff.request<RestLeaveList>('GET', `/leave/getLeaveList/${restId(classId)}`, {
    query: { page: 1, limit: ALL, ...query },
  });

const periodStudents = (staff: StaffClient, courseId: string, classId: string, periodId: string) =>
  staff.request<RestStudyStudent[]>(
    'GET',
    `/stateschoolcourse/studystudents/${restId(courseId)}/${restId(classId)}`,
    { query: { period_id: restId(periodId) } },
  );

const attendanceRows = (staff: StaffClient, teamClassId: string) =>
  staff.request<RestAttendanceRow[]>(
    'GET',
    `/teamClass/classTime/student/classAttendance/${restId(teamClassId)}`,
  );

/** The REST call each op_status button makes (spec section 7: leave, leave/cancel, setOpStatus). */
async function pressOpStatus(
  staff: StaffClient,
  row: RestStudyStudent,
  input: { classId: string; action: OpStatusAction; reason?: string | null | undefined },
) {
  const period = {
    uid: row.uid,
    class_id: restId(input.classId),
    course_id: row.course_id,
    course_periods_id: row.course_periods_id,
  };
  const reason = input.reason ?? '';
  switch (input.action) {
    case 'LEAVE':
      return staff.request('POST', '/leave', { body: { ...period, leave_cause: reason } });
    case 'CANCEL_LEAVE':
      return staff.request('POST', '/leave/cancel', { body: period });
    case 'APPROVE':
    case 'REJECT':
      if (!row.leave_id)
        throw new GraphQLError('请假记录不存在', { extensions: { code: 'NOT_FOUND', status: 404 } });
      return staff.request('PUT', `/leave/setOpStatus/${row.leave_id}`, {
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

const cellsOf = (row: RestAttendanceRow): RestAttendanceCell[] =>
  row.times.map((t) => ({ ...t, clue_id: row.clue_id }));

/** Leave, AttendInfo and team classes over the caller's staff calls; rows carry the server's abilities. */
export const attendanceResolvers: Resolvers = {
  AttendanceCellAction: CELL_ACTION_CODE,
  LeaveRequest: {
    id: (r) => String(r.id),
    studentId: (r) => String(r.uid),
    courseId: (r) => String(r.course_id),
    courseTitle: (r) => r.course_basis_title,
    periodId: (r) => String(r.course_periods_id),
    periodTitle: (r) => r.course_periods_title,
    periodStatus: (r) => r.course_periods_status,
    createdAt: (r) => r.created_at,
    cause: (r) => r.leave_cause,
    opStatus: (r) => r.op_status,
  },
  AttendCourse: {
    id: (c: RestAttendCourse) => String(c.id),
    coverImg: (c) => c.cover_img,
    courseType: (c) => c.course_type,
    studyCount: (c) => c.study_count,
    chapterNum: (c) => c.chapter_num,
    sectionNum: (c) => c.section_num,
  },
  AttendPeriod: {
    id: (p: RestStudyPeriod) => String(p.id),
    startPlay: (p) => p.start_play,
    totalSeconds: (p) => p.total_time,
    attendNum: (p) => p.attend_num,
    leaveNum: (p) => p.leave_num,
    truantNum: (p) => p.truant_num,
    totalNum: (p) => p.total_num,
  },
  PeriodAttendance: {
    id: (s) => `${s.course_periods_id}-${s.uid}`,
    studentId: (s) => String(s.uid),
    courseId: (s) => String(s.course_id),
    periodId: (s) => String(s.course_periods_id),
    opStatus: (s) => s.op_status,
    leaveCause: (s) => s.leave_cause ?? '',
    attendance: (s) => s.attendance,
    leaveId: (s) => (s.leave_id ? String(s.leave_id) : null),
    remark: (s) => s.remark ?? null,
  },
  OpStatusAbilities: {
    cancelLeave: (a) => a.cancel_leave,
    cancelAttendance: (a) => a.cancel_attendance,
    markAttended: (a) => a.mark_attended,
  },
  TeamClass: {
    id: (t: RestTeamClass) => String(t.id),
    className: (t) => t.class_name,
    campusId: (t) => String(t.school_id),
    campusName: (t) => t.org_name,
    inNumber: (t) => t.in_number,
    gradeName: (t) => t.grade_name,
    classifyName: (t) => t.classify_name,
    subjectName: (t) => t.sub_name,
    teacherName: (t) => t.teacher_name,
    assistantName: (t) => t.assistant_name,
    teachingMode: (t) => t.teaching_mode,
    roomName: (t) => t.room_name,
    arrangeLesson: (t) => ('arrange_lesson' in t ? t.arrange_lesson : null),
    // The product records no enrolment type: REST leaves sign_type_name out (docs/decisions.md).
    signTypeName: () => null,
    createdAt: (t) => t.created_at,
    startTime: (t) => t.start_time || null,
  },
  TeamClassStudent: {
    id: (s: RestTeamClassStudent) => String(s.clue_id),
    name: (s) => s.clue_name,
    createdAt: (s) => s.created_at,
    firstTime: (s) => s.first_time || null,
    campusName: (s) => s.org_name,
    contractsNumber: (s) => s.contracts_number ?? null,
    // Neither an enrolment type nor a lesson price is recorded: REST leaves both out (docs/decisions.md).
    signTypeName: () => null,
    remainingLessons: (s) => s.time,
    periodsPrice: () => null,
    classTimeHour: (s) => s.class_time_hour,
  },
  LessonTime: {
    id: (l: RestLessonTime) => String(l.id),
    timeName: (l) => l.time_name,
    arrangeTime: (l) => l.arrange_time,
    teacherName: (l) => l.teacher_name,
  },
  AttendanceRow: {
    studentId: (r) => String(r.clue_id),
    name: (r) => r.clue_name,
    cells: cellsOf,
  },
  AttendanceCell: {
    id: (c) => `${c.id}-${c.clue_id}`,
    lessonId: (c) => String(c.id),
    studentId: (c) => String(c.clue_id),
    arrangeTime: (c) => c.arrange_time,
  },
  AttendanceCellAbilities: {
    cancelLeave: (a) => a.cancel_leave,
    cancelAttendance: (a) => a.cancel_attendance,
  },
  ArrangedHomework: {
    id: (h: RestArrangedHomework) => String(h.hw_id),
    name: (h) => h.hw_name,
    publishTime: (h) => h.publish_time,
    endingTime: (h) => h.ending_time,
    publisherName: (h) => h.creator_name,
    questionCount: (h) => h.question_num,
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
    attendCourse: (_parent, { courseId, classId }, ctx) =>
      ctx.staff.request<RestAttendCourse>('GET', `/stateschoolcourse/${restId(courseId)}`, {
        query: { class_id: restId(classId) },
      }),
    attendPeriods: (_parent, { courseId, classId }, ctx) =>
      ctx.staff.request<RestStudyPeriod[]>(
        'GET',
        `/stateschoolcourse/studyperiods/${restId(courseId)}/${restId(classId)}`,
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
        ...res,
        campuses: res.extra.map((c) => ({ id: String(c.school_id), name: c.org_name })),
      };
    },
    teamClass: (_parent, { id }, ctx) => ctx.staff.request<RestTeamClass>('GET', `/teamClass/${restId(id)}`),
    async teamClassStudents(_parent, { id }, ctx) {
      const res = await ctx.staff.request<RestTeamClassStudentList>(
        'GET',
        `/teamClass/student/getTeamClassStudentList/${restId(id)}`,
      );
      return res.list;
    },
    async teamClassLessons(_parent, { id }, ctx) {
      const res = await ctx.staff.request<RestLessonTimeList>(
        'GET',
        `/teamClass/classTime/list/${restId(id)}`,
        { query: { page: 1, limit: ALL } },
      );
      return res.list;
    },
    teamClassAttendance: (_parent, { id }, ctx) => attendanceRows(ctx.staff, id),
    teamClassHomework: (_parent, { id, name }, ctx) =>
      ctx.staff.request<RestArrangedHomework[]>('GET', '/arrangeHomework/getClassHomeWorkRecord', {
        query: { type: 3, class_id: restId(id), hw_name: name ?? undefined },
      }),
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
      const row = (await attendanceRows(ctx.staff, teamClassId)).find((r) => String(r.clue_id) === studentId);
      const cell = row && cellsOf(row).find((c) => String(c.id) === lessonId);
      if (!cell)
        throw new GraphQLError(COMMON_MESSAGES.sessionNotFound, {
          extensions: { code: 'NOT_FOUND', status: 404 },
        });
      return cell;
    },
    async exportCourseAttendance(_parent, { courseId, classId }, ctx) {
      const e = await ctx.staff.request<RestExport>('POST', '/stateschoolcourse/exportStudy', {
        body: { id: restId(courseId), class: restId(classId) },
        timeoutMs: LONG_WORK_TIMEOUT_MS,
      });
      return { url: e.url, fileName: e.file_name };
    },
  },
};
