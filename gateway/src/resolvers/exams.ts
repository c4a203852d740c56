import { examQuesTypeLabel, FILL_BLANK_TYPE } from '@school/machines';
import type {
  ExamClassify,
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

const toClassify = (c: RestExamClassify): ExamClassify => ({
  id: String(c.id),
  name: c.name,
  parentId: c.parent_id ? String(c.parent_id) : null,
  children: c.children.map(toClassify),
});

export const toExamRow = (r: RestExamRow) => ({
  id: String(r.id),
  name: r.name,
  classifyId: String(r.classify_id),
  classifyName: r.classify_name,
  timeType: r.time_type,
  startTime: r.time_type === 1 ? r.start_time : null,
  endTime: r.time_type === 1 ? r.end_time : null,
  durationMinutes: Math.round(r.limit_time / 60),
  score: r.score,
  passScore: r.pass_score,
  attempts: r.test_num,
  questionCount: r.question_num,
  status: r.status,
  shouldTestCount: r.should_num,
  testedCount: r.tested_num,
  creatorName: r.creator_name,
  schoolId: String(r.school_id),
  schoolName: r.school_name,
  resultsReleasedByTeacher: r.release_mode === 2,
  abilities: r.abilities,
});

const toRelease = (r: RestExamRelease) => ({
  examId: String(r.id),
  releasedByTeacher: r.release_mode === 2,
  classes: r.classes.map((c) => ({
    classId: String(c.id),
    className: c.name,
    releasedAt: c.results_released_at,
  })),
  unreleasedClassCount: r.unreleased_class_count,
  releaseResults: r.abilities.release_results,
});

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
  is_pass: filter?.isPass ?? undefined,
  test_status: filter?.testStatus ?? undefined,
  school_id: filter?.schoolId ? Number(restId(filter.schoolId)) : undefined,
  is_effective: filter?.isEffective ?? undefined,
  is_finish_conditions: filter?.isFinishConditions ?? undefined,
  sort_field: sort ? SORT_FIELD[sort] : undefined,
  sort: order ? order.toLowerCase() : undefined,
});

const toAttempt = (r: RestExamAttempt) => {
  const review = r.isCan === 1;
  return {
    id: String(r.id),
    studentId: String(r.uid),
    nickname: r.nickname,
    mobile: r.mobile,
    orgName: r.org_name,
    score: r.score,
    testStatus: r.test_status,
    isPass: r.is_pass === 1,
    submitTime: r.submit_time,
    attemptNo: r.attempt_no,
    abilities: {
      review: { shown: review, allowed: review },
      view: { shown: !review, allowed: !review },
    },
  };
};

const toStudent = (r: RestExamStudent) => ({
  studentId: String(r.uid),
  nickname: r.nickname,
  ranking: r.ranking,
  score: r.score,
  userScore: r.user_score,
  subjectiveScore: r.subjective_score,
  answerTime: r.answer_time,
  submitTime: r.submit_time,
  isFinishConditions: r.is_finish_conditions === null ? null : r.is_finish_conditions === 1,
  isPass: r.is_pass === null ? null : r.is_pass === 1,
  testStatus: r.test_status,
  answerNums: r.answer_nums,
  isEffective: r.is_effective === null ? null : r.is_effective === 1,
  schoolName: r.school_name,
  reportId: r.report_id === null ? null : String(r.report_id),
});

/** Exams: authoring, the list and ExamDetail's tabs over the caller's staff calls. */
export const examsResolvers: Resolvers = {
  Query: {
    async examClassifies(_parent, _args, ctx) {
      const viewer = await loadViewer(ctx);
      // Teachers: lector/teacher/testClassify; assistants: assistants/testClassify (spec section 7).
      const path = viewer.role === 'teacher' ? '/teacher/testClassify' : '/testClassify';
      const tree = await ctx.staff.request<RestExamClassify[]>('GET', path);
      return tree.map(toClassify);
    },
    async examSchools(_parent, _args, ctx) {
      const info = await ctx.staff.request<RestSchoolInfo>('GET', '/test/getSchoolInfo');
      return {
        shown: info.show_school_filter === 1,
        list: info.list.map((s) => ({ id: String(s.id), name: s.name })),
      };
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
      return { list: res.list.map(toExamRow), total: res.total, page: res.page, limit: res.limit };
    },
    async examForEditing(_parent, { id }, ctx) {
      const info = await ctx.staff.request<RestExamForEditing & RestExamRow>(
        'GET',
        `/test/info/${restId(id)}`,
      );
      return {
        id: String(info.id),
        row: toExamRow(info),
        classIds: info.class_ids.map(String),
        sections: info.sections.map((s) => ({
          name: s.name,
          introduce: s.introduce,
          questions: s.questions.map((q) => ({
            number: q.question_id,
            bankQuestionId: q.ques_id ? String(q.ques_id) : null,
            type: q.ques_type,
            typeName: examQuesTypeLabel(q.ques_type),
            stem: q.ques_stem,
            options: q.ques_option.map((o) => ({ id: o.id, content: o.content, isRight: o.is_right === 1 })),
            blanks: q.blanks,
            analysis: q.ques_analysis,
            score: q.score,
          })),
        })),
      };
    },
    async examHeader(_parent, { id }, ctx) {
      const h = await ctx.staff.request<RestExamHeader>('GET', `/testDetail/getTestInfo/${restId(id)}`);
      return {
        id: String(h.id),
        name: h.name,
        score: h.score,
        passScore: h.pass_score,
        participants: h.number,
        durationMinutes: Math.round(h.time / 60),
        resultsRelease: toRelease(h.release),
      };
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
            pass_status: filter?.passStatus,
            start_at: seconds(filter?.submitFrom),
            end_at: seconds(filter?.submitTo),
            filter: filter?.latestOnly ? 1 : 0,
            school_id: optionalId(filter?.schoolId),
            page: page ?? 1,
            limit: limit ?? 20,
          },
        },
      );
      return { list: res.list.map(toAttempt), total: res.total, page: res.page, limit: res.limit };
    },
    async examScoreStatistics(_parent, { examId }, ctx) {
      const s = await ctx.staff.request<RestExamScoreStatistics>('GET', `/test/getInfo/${restId(examId)}`);
      return {
        averageRightPercent: s.average_right_percent,
        averageScore: s.average_score,
        maxScore: s.max_score,
        minScore: s.min_score,
        averageAnswerTime: s.average_answer_time,
        answerUsersNum: s.answer_users_num,
        awaitingReviewNum: s.awaiting_review_num,
        passNums: s.pass_nums,
        passPercent: s.pass_percent,
        chart: s.chart,
      };
    },
    async examStudents(_parent, { examId, filter, sort, order, page, limit }, ctx) {
      const res = await ctx.staff.request<RestPage<RestExamStudent>>('POST', '/test/studentStatistics', {
        body: { ...studentQuery(examId, filter, sort, order), page: page ?? 1, limit: limit ?? 20 },
      });
      return { list: res.list.map(toStudent), total: res.total, page: res.page, limit: res.limit };
    },
    async examQuestionStatistics(_parent, { examId }, ctx) {
      const s = await ctx.staff.request<RestExamQuestionStatistics>(
        'GET',
        `/test/questionStatistics/${restId(examId)}`,
      );
      return {
        tableHeader: s.type_stat.table_header,
        types: s.type_stat.table_body.map((t) => ({
          questionType: t.question_type,
          questionNum: t.question_num,
          wrongRate: t.wrong_rate,
          averageScore: t.average_score,
        })),
        questions: s.list.map((q) => ({
          sort: q.sort,
          stem: q.stem,
          type: q.type,
          typeName: examQuesTypeLabel(q.type),
          wrongCount: q.wrong_count,
          rightRate: q.right_rate,
          score: q.score,
          averageScore: q.average_score,
          wrongOption: q.wrong_option === undefined ? null : lettersOf(q.wrong_option),
        })),
      };
    },
  },
  Mutation: {
    async createExam(_parent, { input }, ctx) {
      return toExamRow(await ctx.staff.request<RestExamRow>('POST', '/test/add', { body: formBody(input) }));
    },
    async editExam(_parent, { id, input }, ctx) {
      return toExamRow(
        await ctx.staff.request<RestExamRow>('PUT', `/test/edit/${restId(id)}`, { body: formBody(input) }),
      );
    },
    async publishExam(_parent, { id }, ctx) {
      return toExamRow(await ctx.staff.request<RestExamRow>('PUT', `/test/publish/${restId(id)}`));
    },
    async closeExam(_parent, { id }, ctx) {
      return toExamRow(await ctx.staff.request<RestExamRow>('PUT', `/test/close/${restId(id)}`));
    },
    async releaseExamResults(_parent, { examId, classId }, ctx) {
      const path: `/${string}` = classId
        ? `/test/results/release/${restId(examId)}/${restId(classId)}`
        : `/test/results/release/${restId(examId)}`;
      return toRelease(await ctx.staff.request<RestExamRelease>('PUT', path));
    },
    async exportExamStudents(_parent, { examId, filter, sort, order }, ctx) {
      const file = await ctx.staff.request<RestExamExport>('POST', '/test/export', {
        body: studentQuery(examId, filter, sort, order),
        timeoutMs: LONG_WORK_TIMEOUT_MS,
      });
      return { url: file.url, fileName: file.file_name };
    },
  },
};
