import type { HomeworkType, Resolvers } from '../generated/resolvers-types';
import type { RestCommonFilter, RestImageUploaded } from '../rest/account';
import type {
  RestClass,
  RestClassCourseList,
  RestClassHomeworkList,
  RestClassList,
  RestClassStudent,
  RestClassStudentList,
  RestClassStudyAnalysis,
  RestExport,
  RestLargeClassList,
  RestStaffRef,
  RestStudentCourse,
  RestStudentInfo,
  RestStudentPeriod,
} from '../rest/classes';
import { restId } from '../restIds';
import { toUnixSeconds } from '../scalars';
import { LONG_WORK_TIMEOUT_MS } from '../upstream';

const seconds = (iso: string | null | undefined) => (iso ? toUnixSeconds(iso) : undefined);
const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);

const toStaff = (s: RestStaffRef) => ({ id: String(s.id), realName: s.real_name, avatar: s.avatar });

const toClass = (c: RestClass) => ({
  id: String(c.id),
  name: c.name,
  gradeId: String(c.grade_id),
  gradeName: c.grade_name,
  classifyId: String(c.course_classify_id),
  classifyName: c.classify_name,
  studentsCount: c.students_count,
  coursesCount: c.courses_count,
  status: c.is_processing,
  statusName: c.status_name,
  largeClassId: String(c.large_class_id),
  largeClassName: c.large_class_name,
  validType: c.valid_type,
  validTime: c.valid_time,
  scheduleImage: c.schedule_image,
  coverImage: c.cover_image,
  createdAt: c.created_at,
  groupId: String(c.group_id),
  groupHidden: c.group_hidden,
  headTeacherName: c.head_teacher_name,
  assistantNames: c.classTeacher,
  isHeadTeacher: c.is_header_teacher === 1,
  headTeachers: c.head_teachers.map(toStaff),
  teachers: c.teachers.map(toStaff),
});

const toStudent = (s: RestClassStudent) => ({
  id: String(s.uid),
  classId: String(s.class_id),
  nickname: s.nickname,
  mobile: s.mobile,
  avatar: s.avatar,
  status: s.status,
  joinTime: s.join_time,
  campusId: String(s.school_id),
  campusName: s.org_name,
  studySeconds: s.study_length,
  progressRate: s.progress_rate,
  attendTimes: s.attend_times,
  leaveTimes: s.leave_times,
  truantTimes: s.truant_times,
  homeworkSubmitted: s.hw_submit_times,
  homeworkAssigned: s.hw_assign_times,
});

const toExport = (e: RestExport) => ({ url: e.url, fileName: e.file_name });

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
        list: res.list.map(toClass),
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
      return toClass(await ctx.staff.request<RestClass>('GET', `/stateschoolclass/${restId(id)}`));
    },
    async classStudents(_parent, { classId, nickname, mobile, status, page, limit }, ctx) {
      const res = await ctx.staff.request<RestClassStudentList>('GET', '/stateschoolstudent', {
        query: { class_id: restId(classId), nickname, mobile, status, page: page ?? 1, limit: limit ?? 20 },
      });
      return { list: res.list.map(toStudent), total: res.total, page: res.page, limit: res.limit };
    },
    async classCourses(_parent, { classId }, ctx) {
      const res = await ctx.staff.request<RestClassCourseList>('GET', '/stateschoolcourse', {
        query: { class_id: restId(classId), limit: 999999 },
      });
      return res.list.map((c) => ({
        id: String(c.id),
        title: c.title,
        coverImg: c.cover_img,
        courseType: c.course_type,
        periodsCount: c.periods_count,
        startPlay: c.start_play_date,
        endPlay: c.end_play_date,
        teachers: c.teachers.map(toStaff),
        canViewAttendance: c.is_view_Attendance === 1,
      }));
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
        list: res.list.map((h) => ({
          id: String(h.id),
          name: h.name,
          type: h.type as HomeworkType,
          courseId: String(h.course_basis_id),
          courseTitle: h.course_title,
          periodTitle: h.periods_title,
          endingTime: h.ending_time,
          publishTime: h.publish_time,
          publisherName: h.creator_name,
          submittedCount: h.submit_num,
          dueCount: h.total_num,
          markedCount: h.marked_num,
          unmarkedCount: h.unmarked_num,
        })),
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
        list: res.list.map(toStudent),
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
      return {
        id: String(s.id),
        nickname: s.nickname,
        realName: s.real_name,
        mobile: s.mobile,
        avatar: s.avatar,
        joinTime: s.join_time,
        joinType: s.join_type,
        joinTypeName: s.join_type_name,
      };
    },
    async studentCourses(_parent, { id, classId }, ctx) {
      const list = await ctx.staff.request<RestStudentCourse[]>(
        'GET',
        `/stateschoolstudent/studycourses/${restId(id)}`,
        { query: { class_id: optionalId(classId) } },
      );
      return list.map((c) => ({
        courseId: String(c.course_basis_id),
        title: c.title,
        courseType: c.course_type,
        sectionNum: c.section_num,
        studySeconds: c.study_length,
        progressRate: c.progress_rate,
        attendTimes: c.attend_times,
        leaveTimes: c.leave_times,
        truantTimes: c.truant_times,
        homeworkSubmitted: c.hw_submit_times,
        homeworkAssigned: c.hw_assign_times,
      }));
    },
    async studentPeriods(_parent, { id, courseId, classId }, ctx) {
      const list = await ctx.staff.request<RestStudentPeriod[]>(
        'GET',
        `/stateschoolstudent/studyperiods/${restId(id)}`,
        { query: { course_id: restId(courseId), class_id: optionalId(classId) } },
      );
      return list.map((p) => ({
        id: String(p.id),
        title: p.title,
        startPlay: p.start_play,
        totalSeconds: p.total_time,
        studySeconds: p.study_length,
        progressRate: p.progress_rate,
        opStatus: p.op_status,
        leaveCause: p.leave_cause ?? '',
      }));
    },
  },
  Mutation: {
    async setClassScheduleImage(_parent, { classId, imageBase64 }, ctx) {
      const id = restId(classId);
      const stored = await ctx.staff.request<RestImageUploaded>('POST', '/public/imgBase64', {
        body: { base64_image: imageBase64 },
      });
      await ctx.staff.request('PUT', `/stateschoolclass/${id}`, { body: { schedule_image: stored.path } });
      return toClass(await ctx.staff.request<RestClass>('GET', `/stateschoolclass/${id}`));
    },
    async exportClassStatistics(_parent, { classId, nickname, mobile, campusId }, ctx) {
      return toExport(
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
      return toExport(
        await ctx.staff.request<RestExport>('POST', '/stateschoolstudent/exportStudy', {
          body: { id: restId(id), class_id: optionalId(classId) ?? '' },
          timeoutMs: LONG_WORK_TIMEOUT_MS,
        }),
      );
    },
  },
};
