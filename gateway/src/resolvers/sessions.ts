import { COMMON_MESSAGES, HOMEWORK_MODULE_ON } from '@school/machines';
import { GraphQLError } from 'graphql';
import { camel } from '../camel';
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

const toStudent = (sessionId: string) => (row: RestSessionStudent) => {
  const s = camel(row);
  return {
    ...s,
    id: `${sessionId}-${s.clueId}`,
    sessionId,
    studentId: String(s.clueId),
    name: s.clueName,
    // No call lets a student write one: the REST answer has no student_remark (docs/decisions.md, sessions).
    studentRemark: null,
    evaluate: s.abilities.evaluate,
  };
};

const session = async (ctx: GatewayContext, id: string) =>
  camel(await ctx.staff.request<RestSession>('GET', (await paths(ctx)).detail(id)));

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
      return { list: camel(res.list), total: res.total, page: res.page, limit: res.limit };
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
  // REST leave_type 0 (not cancelled for a leave) is null: the enum names only the two leaves.
  LessonSessionRow: { leaveType: (s) => s.leaveType || null },
  LessonSession: {
    leaveType: (s) => s.leaveType || null,
    subjectName: (s) => s.subName,
    homeworkModule: (s) => s.homeworkModule === HOMEWORK_MODULE_ON,
    creator: (s) => s.nickname,
    handout: (s) => ({
      fileStatus: s.fileStatus,
      statusLabel: s.fileStatusLabel,
      fileName: s.fileName,
      fileUrl: s.fileUrl,
      remark: s.fileRemark,
    }),
    wares: (s) => s.getWareInfo,
    abilities: ({ abilities: a }) => ({ ...a, uploadHandout: a.upload, reviewHandout: a.review }),
  },
  SessionWare: {
    fileName: (w) => w.wareFilename,
  },
};
