import { COMMON_MESSAGES } from '@school/machines';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import type { RestSession, RestSessionRow, RestSessionStudent } from '../rest/sessions';
import { restId } from '../restIds';
import { rolePrefix } from '../upstream';

/** The spec names each session call differently on the teacher's prefix and the assistant's. */
async function paths(ctx: GatewayContext) {
  const teacher = (await rolePrefix(ctx)) === 'lector';
  return {
    detail: (id: string) =>
      teacher
        ? (`/teacherSchedule/detailClassTime/${id}` as const)
        : (`/teamClass/classTime/detailClassTime/${id}` as const),
    students: (id: string) =>
      teacher
        ? (`/teacherSchedule/getClassTimeStudent/${id}` as const)
        : (`/teamClass/classTime/student/getClassTimeStudent/${id}` as const),
    upload: teacher
      ? ('/teacherSchedule/detailClassTime/uploadNotes' as const)
      : ('/teamClass/classTime/uploadNotes' as const),
    review: (id: string) =>
      teacher
        ? (`/teacherSchedule/detailClassTime/reviewNotes/${id}` as const)
        : (`/teamClass/classTime/reviewNotes/${id}` as const),
  };
}

const toSession = (s: RestSession) => ({
  id: String(s.id),
  teamClassId: String(s.team_class_id),
  classType: s.class_type,
  status: s.status,
  arrangeTime: s.arrange_time,
  endTime: s.end_time,
  timeName: s.time_name,
  className: s.class_name,
  classifyName: s.classify_name,
  gradeName: s.grade_name,
  subjectName: s.sub_name,
  teachingMode: s.teaching_mode,
  roomName: s.room_name,
  creator: s.nickname,
  createdAt: s.created_at,
  leaveType: s.leave_type,
  leaveLabel: s.leave_label,
  homeworkModule: s.homework_module,
  handout: {
    fileStatus: s.file_status,
    statusLabel: s.file_status_label,
    fileName: s.file_name,
    fileUrl: s.file_url,
    remark: s.file_remark,
  },
  wares: s.get_ware_info.map((w) => ({ id: String(w.id), fileName: w.ware_filename })),
  shouldArrive: s.should_arrive,
  arrived: s.arrived,
  leave: s.leave,
  truants: s.truants,
  abilities: {
    leave: s.abilities.leave,
    enterLive: s.abilities.enter_live,
    evaluate: s.abilities.evaluate,
    homeworkTab: s.abilities.homework_tab,
    uploadHandout: s.abilities.upload,
    reviewHandout: s.abilities.review,
  },
});

const toStudent = (sessionId: string) => (s: RestSessionStudent) => ({
  id: `${sessionId}-${s.clue_id}`,
  sessionId,
  studentId: String(s.clue_id),
  name: s.clue_name,
  mobile: s.mobile,
  status: s.status,
  attendType: s.attend_type,
  remark: s.remark,
  // No call lets a student write one: the REST answer has no student_remark (docs/decisions.md, sessions).
  studentRemark: null,
  teacherRemark: s.teacher_remark,
  evaluate: s.abilities.evaluate,
});

const toRow = (r: RestSessionRow) => ({
  id: String(r.id),
  teamClassId: String(r.team_class_id),
  classType: r.class_type,
  className: r.class_name,
  arrangeTime: r.arrange_time,
  timeName: r.time_name,
  teachingMode: r.teaching_mode,
  status: r.status,
  leaveType: r.leave_type,
  fileStatus: r.file_status,
  studentCount: r.student_count,
  userId: r.user_id === null ? null : String(r.user_id),
});

const session = async (ctx: GatewayContext, id: string) =>
  toSession(await ctx.staff.request<RestSession>('GET', (await paths(ctx)).detail(id)));

/** Lesson sessions: thin resolvers over the REST calls; changes answer the changed session or student. */
export const sessionsResolvers: Resolvers = {
  Query: {
    lessonSession: (_parent, { id }, ctx) => session(ctx, restId(id)),
    async lessonSessionStudents(_parent, { id }, ctx) {
      const sessionId = restId(id);
      const list = await ctx.staff.request<RestSessionStudent[]>(
        'GET',
        (await paths(ctx)).students(sessionId),
      );
      return list.map(toStudent(sessionId));
    },
    async lessonSessions(_parent, { status, page, limit }, ctx) {
      const res = await ctx.staff.request<{
        list: RestSessionRow[];
        total: number;
        page: number;
        limit: number;
      }>('GET', '/classTime/sessions', {
        query: { status: status ?? undefined, page: page ?? 1, limit: limit ?? 20 },
      });
      return { list: res.list.map(toRow), total: res.total, page: res.page, limit: res.limit };
    },
  },
  Mutation: {
    async uploadSessionHandout(_parent, { sessionId, fileName, fileBase64 }, ctx) {
      const id = restId(sessionId);
      await ctx.staff.request('POST', (await paths(ctx)).upload, {
        body: { class_times_id: id, file_name: fileName, file_base64: fileBase64 },
      });
      return session(ctx, id);
    },
    async reviewSessionHandout(_parent, { sessionId, approve, remark }, ctx) {
      const id = restId(sessionId);
      await ctx.staff.request('PUT', (await paths(ctx)).review(id), {
        body: { file_status: approve ? 1 : 4, file_remark: remark ?? '' },
      });
      return session(ctx, id);
    },
    async evaluateSessionStudent(_parent, { sessionId, studentId, remark }, ctx) {
      const id = restId(sessionId);
      const uid = restId(studentId);
      await ctx.staff.request('PUT', `/teacherSchedule/teacherRemark/${id}`, {
        body: { clue_id: uid, remark },
      });
      const list = await ctx.staff.request<RestSessionStudent[]>('GET', (await paths(ctx)).students(id));
      const row = list.find((s) => String(s.clue_id) === uid);
      if (!row)
        throw new GraphQLError(COMMON_MESSAGES.studentNotFound, { extensions: { code: 'NOT_FOUND' } });
      return toStudent(id)(row);
    },
    async askSessionLeave(_parent, { sessionId }, ctx) {
      const id = restId(sessionId);
      await ctx.staff.request('GET', `/teacherSchedule/leave/${id}`);
      return session(ctx, id);
    },
  },
};
