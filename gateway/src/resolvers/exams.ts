import { examQuesTypeLabel, FILL_BLANK_TYPE } from '@school/machines';
import { camel } from '../camel';
import type {
  ExamInput,
  ExamStudentFilter,
  ExamStudentOrder,
  ExamStudentSort,
  Resolvers,
} from '../generated/resolvers-types';
import type {
  RestExamAttempt,
  RestExamClassify,
  RestExamExport,
  RestExamForEditing,
  RestExamHeader,
  RestExamQuestionStatistics,
  RestExamRelease,
  RestExamRow,
  RestExamScoreStatistics,
  RestExamStudent,
  RestSchoolInfo,
} from '../rest/exams';
import { yesNoFilter } from '../restCodes';
import { restId } from '../restIds';
import { toUnixSeconds } from '../scalars';
import { LONG_WORK_TIMEOUT_MS, loadViewer } from '../upstream';

interface RestPage<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

const optionalId = (id: string | null | undefined) => (id ? restId(id) : undefined);
const seconds = (iso: string | null | undefined) => (iso ? toUnixSeconds(iso) : undefined);

/** Chosen option ids (`1,3`) as the letters the screen shows (`AC`); anything else as it is. */
const lettersOf = (ids: string) =>
  /^\d+(,\d+)*$/.test(ids)
    ? ids
        .split(',')
        .map((id) => String.fromCharCode(64 + Number(id)))
        .join('')
    : ids;

/** The form as the REST call takes it (test/add, test/edit). */
const formBody = (input: ExamInput) => ({
  name: input.name,
  classify_id: Number(restId(input.classifyId)),
  sections: input.sections.map((s) => ({
    name: s.name,
    introduce: s.introduce,
    questions: s.questions.map((q) =>
      q.type === FILL_BLANK_TYPE
        ? {
            ques_type: FILL_BLANK_TYPE,
            ques_stem: q.stem ?? '',
            blanks: (q.blanks ?? []).map((b) => ({ answers: b.answers })),
            ques_analysis: q.analysis ?? '',
            score: q.score,
          }
        : { id: q.bankQuestionId ? Number(restId(q.bankQuestionId)) : undefined, score: q.score },
    ),
  })),
  pass_score: input.passScore,
  duration: input.durationMinutes,
  time_type: input.timeType,
  start_time: input.timeType === 1 ? seconds(input.startTime) : undefined,
  end_time: input.timeType === 1 ? seconds(input.endTime) : undefined,
  test_num: input.attempts,
  class_ids: input.classIds.map((id) => Number(restId(id))),
  release_mode: input.releaseLater ? 2 : 1,
});

const SORT_FIELD: Record<ExamStudentSort, string> = {
  RANKING: 'ranking',
  USER_SCORE: 'user_score',
  ANSWER_TIME: 'answer_time',
  SUBMIT_TIME: 'submit_time',
};

/** 学员统计's filters and sort as the REST calls take them (studentStatistics, export). */
const studentQuery = (
  examId: string,
  filter: ExamStudentFilter | null | undefined,
  sort: ExamStudentSort | null | undefined,
  order: ExamStudentOrder | null | undefined,
) => ({
  test_id: Number(restId(examId)),
  nickname: filter?.nickname ?? undefined,
  is_pass: yesNoFilter(filter?.isPass),
  test_status: filter?.testStatus ?? undefined,
  school_id: filter?.schoolId ? Number(restId(filter.schoolId)) : undefined,
  is_effective: yesNoFilter(filter?.isEffective),
  is_finish_conditions: yesNoFilter(filter?.isFinishConditions),
  sort_field: sort ? SORT_FIELD[sort] : undefined,
  sort: order ? order.toLowerCase() : undefined,
});

/** Exams: authoring, the list and ExamDetail's tabs over the caller's staff calls. */
export const examsResolvers: Resolvers = {
  ExamClassify: { parentId: (c) => (c.parentId ? String(c.parentId) : null) },
  ExamSchools: { shown: (s) => s.showSchoolFilter === 1 },
  ExamRow: {
    classifyId: (r) => String(r.classifyId),
    startTime: (r) => (r.timeType === 1 ? r.startTime : null),
    endTime: (r) => (r.timeType === 1 ? r.endTime : null),
    durationMinutes: (r) => Math.round(r.limitTime / 60),
    attempts: (r) => r.testNum,
    questionCount: (r) => r.questionNum,
    shouldTestCount: (r) => r.shouldNum,
    testedCount: (r) => r.testedNum,
    schoolId: (r) => String(r.schoolId),
    resultsReleasedByTeacher: (r) => r.releaseMode === 2,
  },
  ExamForEditing: {
    row: (e) => e,
    classIds: (e) => e.classIds.map(String),
  },
  ExamFormQuestion: {
    number: (q) => q.questionId,
    bankQuestionId: (q) => (q.quesId ? String(q.quesId) : null),
    type: (q) => q.quesType,
    typeName: (q) => examQuesTypeLabel(q.quesType),
    stem: (q) => q.quesStem,
    options: (q) => q.quesOption,
    analysis: (q) => q.quesAnalysis,
  },
  ExamFormOption: { isRight: (o) => o.isRight === 1 },
  ExamHeader: {
    participants: (h) => h.number,
    durationMinutes: (h) => Math.round(h.time / 60),
    resultsRelease: (h) => h.release,
  },
  ExamResultsRelease: {
    examId: (r) => String(r.id),
    releasedByTeacher: (r) => r.releaseMode === 2,
    releaseResults: (r) => r.abilities.releaseResults,
  },
  ExamClassRelease: {
    classId: (c) => String(c.id),
    className: (c) => c.name,
    releasedAt: (c) => c.resultsReleasedAt,
  },
  ExamAttemptRow: {
    studentId: (r) => String(r.uid),
    isPass: (r) => r.isPass === 1,
    abilities: (r) => {
      const review = r.isCan === 1;
      return { review: { shown: review, allowed: review }, view: { shown: !review, allowed: !review } };
    },
  },
  ExamStudentRow: {
    studentId: (r) => String(r.uid),
    isFinishConditions: (r) => (r.isFinishConditions === null ? null : r.isFinishConditions === 1),
    isPass: (r) => (r.isPass === null ? null : r.isPass === 1),
    isEffective: (r) => (r.isEffective === null ? null : r.isEffective === 1),
  },
  ExamQuestionStatistics: {
    tableHeader: (s) => s.typeStat.tableHeader,
    types: (s) => s.typeStat.tableBody,
    questions: (s) => s.list,
  },
  ExamQuestionStatistic: {
    typeName: (q) => examQuesTypeLabel(q.type),
    wrongOption: (q) => (q.wrongOption === undefined ? null : lettersOf(q.wrongOption)),
  },
  Query: {
    async examClassifies(_parent, _args, ctx) {
      const viewer = await loadViewer(ctx);
      // Teachers: lector/teacher/testClassify; assistants: assistants/testClassify (spec section 7).
      const path = viewer.role === 'teacher' ? '/teacher/testClassify' : '/testClassify';
      const tree = await ctx.staff.request<RestExamClassify[]>('GET', path);
      return camel(tree);
    },
    async examSchools(_parent, _args, ctx) {
      return camel(await ctx.staff.request<RestSchoolInfo>('GET', '/test/getSchoolInfo'));
    },
    async exams(_parent, { filter, page, limit }, ctx) {
      const res = await ctx.staff.request<RestPage<RestExamRow>>('GET', '/test/list', {
        query: {
          name: filter?.name,
          classify_id: optionalId(filter?.classifyId),
          status: filter?.status,
          start_time: seconds(filter?.startFrom),
          end_time: seconds(filter?.endTo),
          creator_name: filter?.creatorName,
          school_id: optionalId(filter?.schoolId),
          page: page ?? 1,
          limit: limit ?? 20,
        },
      });
      return camel(res);
    },
    async examForEditing(_parent, { id }, ctx) {
      return camel(await ctx.staff.request<RestExamForEditing>('GET', `/test/info/${restId(id)}`));
    },
    async examHeader(_parent, { id }, ctx) {
      return camel(await ctx.staff.request<RestExamHeader>('GET', `/testDetail/getTestInfo/${restId(id)}`));
    },
    async examAttempts(_parent, { examId, filter, page, limit }, ctx) {
      const res = await ctx.staff.request<RestPage<RestExamAttempt>>(
        'GET',
        `/testDetail/list/${restId(examId)}`,
        {
          query: {
            username: filter?.username,
            mobile: filter?.mobile,
            test_status: filter?.testStatus,
            pass_status: yesNoFilter(filter?.passed),
            start_at: seconds(filter?.submitFrom),
            end_at: seconds(filter?.submitTo),
            filter: filter?.latestOnly ? 1 : 0,
            school_id: optionalId(filter?.schoolId),
            page: page ?? 1,
            limit: limit ?? 20,
          },
        },
      );
      return camel(res);
    },
    async examScoreStatistics(_parent, { examId }, ctx) {
      return camel(
        await ctx.staff.request<RestExamScoreStatistics>('GET', `/test/getInfo/${restId(examId)}`),
      );
    },
    async examStudents(_parent, { examId, filter, sort, order, page, limit }, ctx) {
      const res = await ctx.staff.request<RestPage<RestExamStudent>>('POST', '/test/studentStatistics', {
        body: { ...studentQuery(examId, filter, sort, order), page: page ?? 1, limit: limit ?? 20 },
      });
      return camel(res);
    },
    async examQuestionStatistics(_parent, { examId }, ctx) {
      return camel(
        await ctx.staff.request<RestExamQuestionStatistics>(
          'GET',
          `/test/questionStatistics/${restId(examId)}`,
        ),
      );
    },
  },
  Mutation: {
    async createExam(_parent, { input }, ctx) {
      return camel(await ctx.staff.request<RestExamRow>('POST', '/test/add', { body: formBody(input) }));
    },
    async editExam(_parent, { id, input }, ctx) {
      return camel(
        await ctx.staff.request<RestExamRow>('PUT', `/test/edit/${restId(id)}`, { body: formBody(input) }),
      );
    },
    async publishExam(_parent, { id }, ctx) {
      return camel(await ctx.staff.request<RestExamRow>('PUT', `/test/publish/${restId(id)}`));
    },
    async closeExam(_parent, { id }, ctx) {
      return camel(await ctx.staff.request<RestExamRow>('PUT', `/test/close/${restId(id)}`));
    },
    async releaseExamResults(_parent, { examId, classId }, ctx) {
      const path: `/${string}` = classId
        ? `/test/results/release/${restId(examId)}/${restId(classId)}`
        : `/test/results/release/${restId(examId)}`;
      return camel(await ctx.staff.request<RestExamRelease>('PUT', path));
    },
    async exportExamStudents(_parent, { examId, filter, sort, order }, ctx) {
      return camel(
        await ctx.staff.request<RestExamExport>('POST', '/test/export', {
          body: studentQuery(examId, filter, sort, order),
          timeoutMs: LONG_WORK_TIMEOUT_MS,
        }),
      );
    },
  },
};
