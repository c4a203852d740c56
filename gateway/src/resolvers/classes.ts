import { CLASS_GROUP_HIDDEN } from '@school/machines';
import { camel } from '../camel';
import type { Resolvers } from '../generated/resolvers-types';
import type { RestCommonFilter, RestImageUploaded } from '../rest/account';
import type {
  RestClass,
  RestClassCourseList,
  RestClassHomeworkList,
  RestClassList,
  RestClassStudentList,
  RestClassStudyAnalysis,
  RestExport,
  RestLargeClassList,
  RestStudentCourse,
  RestStudentInfo,
  RestStudentPeriod,
} from '../rest/classes';
import { restId } from '../restIds';
import { toUnixSeconds } from '../scalars';
import { LONG_WORK_TIMEOUT_MS } from '../upstream';

const seconds = (iso: string | null | undefined) => (iso ? toUnixSeconds(iso) : undefined);
const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);

/** Classes, their tabs and student study over the caller's staff calls. */
export const classesResolvers: Resolvers = {
  Query: {
    async classes(_parent, { filter, page, limit }, ctx) {
      const query = {
        name: filter?.name,
        grade_id: optionalId(filter?.gradeId),
        course_classify_id: optionalId(filter?.classifyId),
        is_processing: filter?.status,
        created_at_start: seconds(filter?.createdFrom),
        created_at_end: seconds(filter?.createdTo),
        large_class_id: optionalId(filter?.largeClassId),
        only_manager: filter?.onlyManaged ? 1 : undefined,
        page: page ?? 1,
        limit: limit ?? 20,
      };
      const res = await ctx.staff.request<RestClassList>('GET', '/stateschoolclass', { query });
      return {
        list: camel(res.list),
        total: res.total,
        page: res.page,
        limit: res.limit,
        switches: {
          grade: res.extra.switches.is_show_grade === 1,
          classify: res.extra.switches.is_show_classify === 1,
        },
      };
    },
    async classFilterOptions(_parent, _args, ctx) {
      const [filters, large] = await Promise.all([
        ctx.staff.request<RestCommonFilter>('GET', '/commonFilter/classify,grade,subject,room'),
        ctx.staff.request<RestLargeClassList>('GET', '/stateschoolclass/large/list'),
      ]);
      const named = (list: { id: number; name: string }[]) =>
        list.map((o) => ({ id: String(o.id), name: o.name }));
      return {
        grades: named(filters.grade ?? []),
        classifies: named(filters.classify ?? []),
        largeClasses: named(large),
        subjects: named(filters.subject ?? []),
        rooms: named(filters.room ?? []),
      };
    },
    async schoolClass(_parent, { id }, ctx) {
      return camel(await ctx.staff.request<RestClass>('GET', `/stateschoolclass/${restId(id)}`));
    },
    async classStudents(_parent, { classId, nickname, mobile, status, page, limit }, ctx) {
      const res = await ctx.staff.request<RestClassStudentList>('GET', '/stateschoolstudent', {
        query: { class_id: restId(classId), nickname, mobile, status, page: page ?? 1, limit: limit ?? 20 },
      });
      return { list: camel(res.list), total: res.total, page: res.page, limit: res.limit };
    },
    async classCourses(_parent, { classId }, ctx) {
      const res = await ctx.staff.request<RestClassCourseList>('GET', '/stateschoolcourse', {
        query: { class_id: restId(classId), limit: 999999 },
      });
      return camel(res.list);
    },
    async classHomework(_parent, { classId, filter, page, limit }, ctx) {
      const res = await ctx.staff.request<RestClassHomeworkList>(
        'GET',
        `/class/homework/${restId(classId)}`,
        {
          query: {
            publish_time_start: seconds(filter?.publishedFrom),
            publish_time_end: seconds(filter?.publishedTo),
            ending_time_start: seconds(filter?.endingFrom),
            ending_time_end: seconds(filter?.endingTo),
            course_basis_id: optionalId(filter?.courseId),
            type: filter?.type,
            course_periods_id: optionalId(filter?.periodId),
            creator_id: optionalId(filter?.publisherId),
            name: filter?.name,
            page: page ?? 1,
            limit: limit ?? 20,
          },
        },
      );
      return {
        list: camel(res.list),
        total: res.total,
        page: res.page,
        limit: res.limit,
        courses: res.extra.courses.map((c) => ({ id: String(c.id), name: c.title })),
        periods: res.extra.periods.map((p) => ({
          id: String(p.id),
          name: p.title,
          courseId: String(p.course_id),
        })),
        publishers: res.extra.publishers.map((p) => ({ id: String(p.id), name: p.name })),
      };
    },
    async classStatistics(_parent, { classId, nickname, mobile, campusId, page, limit }, ctx) {
      const res = await ctx.staff.request<RestClassStudyAnalysis>(
        'GET',
        `/stateschoolclass/studyanalysis/${restId(classId)}`,
        {
          query: { nickname, mobile, school_id: optionalId(campusId), page: page ?? 1, limit: limit ?? 20 },
        },
      );
      return {
        list: camel(res.list),
        total: res.total,
        page: res.page,
        limit: res.limit,
        campuses: res.extra.school_list.map((s) => ({ id: String(s.school_id), name: s.org_name })),
      };
    },
    async student(_parent, { id, classId }, ctx) {
      const s = await ctx.staff.request<RestStudentInfo>('GET', `/stateschoolstudent/${restId(id)}`, {
        query: { class_id: optionalId(classId) },
      });
      return camel(s);
    },
    async studentCourses(_parent, { id, classId }, ctx) {
      const list = await ctx.staff.request<RestStudentCourse[]>(
        'GET',
        `/stateschoolstudent/studycourses/${restId(id)}`,
        { query: { class_id: optionalId(classId) } },
      );
      return camel(list);
    },
    async studentPeriods(_parent, { id, courseId, classId }, ctx) {
      const list = await ctx.staff.request<RestStudentPeriod[]>(
        'GET',
        `/stateschoolstudent/studyperiods/${restId(id)}`,
        { query: { course_id: restId(courseId), class_id: optionalId(classId) } },
      );
      return camel(list);
    },
  },
  Mutation: {
    async setClassScheduleImage(_parent, { classId, imageBase64 }, ctx) {
      const id = restId(classId);
      const stored = await ctx.staff.request<RestImageUploaded>('POST', '/public/imgBase64', {
        body: { base64_image: imageBase64 },
      });
      await ctx.staff.request('PUT', `/stateschoolclass/${id}`, { body: { schedule_image: stored.path } });
      return camel(await ctx.staff.request<RestClass>('GET', `/stateschoolclass/${id}`));
    },
    async exportClassStatistics(_parent, { classId, nickname, mobile, campusId }, ctx) {
      return camel(
        await ctx.staff.request<RestExport>('POST', '/stateschoolclass/studyanalysis/export', {
          body: {
            class_id: restId(classId),
            nickname: nickname ?? '',
            mobile: mobile ?? '',
            school_id: optionalId(campusId) ?? '',
          },
          timeoutMs: LONG_WORK_TIMEOUT_MS,
        }),
      );
    },
    async exportStudentStudy(_parent, { id, classId }, ctx) {
      return camel(
        await ctx.staff.request<RestExport>('POST', '/stateschoolstudent/exportStudy', {
          body: { id: restId(id), class_id: optionalId(classId) ?? '' },
          timeoutMs: LONG_WORK_TIMEOUT_MS,
        }),
      );
    },
  },
  SchoolClass: {
    classifyId: (c) => String(c.courseClassifyId),
    status: (c) => c.isProcessing,
    assistantNames: (c) => c.classTeacher,
    isHeadTeacher: (c) => c.isHeaderTeacher === 1,
    groupHidden: (c) => c.groupHidden === CLASS_GROUP_HIDDEN.hidden,
  },
  ClassStudent: {
    id: (s) => String(s.uid),
    campusId: (s) => String(s.schoolId),
    campusName: (s) => s.orgName,
    studySeconds: (s) => s.studyLength,
    homeworkSubmitted: (s) => s.hwSubmitTimes,
    homeworkAssigned: (s) => s.hwAssignTimes,
  },
  ClassCourse: {
    startPlay: (c) => c.startPlayDate,
    endPlay: (c) => c.endPlayDate,
    canViewAttendance: (c) => c.isViewAttendance === 1,
  },
  ClassHomeworkRow: {
    courseId: (h) => String(h.courseBasisId),
    periodTitle: (h) => h.periodsTitle,
    publisherName: (h) => h.creatorName,
    submittedCount: (h) => h.submitNum,
    dueCount: (h) => h.totalNum,
    markedCount: (h) => h.markedNum,
    unmarkedCount: (h) => h.unmarkedNum,
  },
  StudentCourseStudy: {
    courseId: (c) => String(c.courseBasisId),
    studySeconds: (c) => c.studyLength,
    homeworkSubmitted: (c) => c.hwSubmitTimes,
    homeworkAssigned: (c) => c.hwAssignTimes,
  },
  StudentPeriodStudy: {
    totalSeconds: (p) => p.totalTime,
    studySeconds: (p) => p.studyLength,
    leaveCause: (p) => p.leaveCause ?? '',
  },
};
