import { STUDENT_REPORT_STATUS } from '@school/machines';
import type { GatewayContext } from '../context';
import type { MyAnswerInput, QuestionType, Resolvers } from '../generated/resolvers-types';
import {
  isReviewedQuestion,
  isReviewedReport,
  type RestMyCollection,
  type RestMyHomeworkRow,
  type RestMyReport,
  type RestMyReportQuestion,
} from '../rest/studentHomework';
import { restId } from '../restIds';
import { type HttpMethod, type RequestOptions, request } from '../upstream';

/**
 * The student app's homework (REST `/api/app/homework…`, students only): the gateway forwards the
 * caller's session and the REST API answers staff with 403, so every rule stays on the server.
 */
const app = <T>(ctx: GatewayContext, method: HttpMethod, path: `/${string}`, options?: RequestOptions) =>
  request<T>(ctx, method, `/app${path}`, options);

/** The collect type of a homework question (spec: POST /api/app/collect, type 3). */
const HOMEWORK_COLLECT_TYPE = 3;

/** One answer as the REST save takes it: option ids comma-joined, or a short answer's object. */
function restAnswer(a: MyAnswerInput) {
  const subjective = a.content != null || a.images != null;
  return {
    ques_id: Number(restId(a.questionId)),
    user_answer: subjective
      ? { content: a.content ?? '', images: a.images ?? [] }
      : (a.optionIds ?? []).map((id) => restId(id)).join(','),
  };
}

/** A report's questions with their sub-questions under `children`, whichever its state. */
function questionsOf(r: RestMyReport): RestMyReportQuestion[] {
  if (isReviewedReport(r)) return r.report_questions;
  return r.questions.map(({ ques_item, ...q }) => ({ ...q, children: ques_item }));
}

export const studentHomeworkResolvers: Resolvers = {
  StudentReportStatus: {
    AWAITING_REVIEW: STUDENT_REPORT_STATUS.awaitingReview,
    REVIEWED: STUDENT_REPORT_STATUS.reviewed,
    NOT_SUBMITTED: STUDENT_REPORT_STATUS.notSubmitted,
    SCORES_HIDDEN: STUDENT_REPORT_STATUS.scoresHidden,
  },
  Query: {
    myHomework: (_parent, { status, page, limit }, ctx) =>
      app(ctx, 'GET', '/homework', { query: { status, page: page ?? 1, limit: limit ?? 20 } }),
    myHomeworkReport: (_parent, { id }, ctx) => app<RestMyReport>(ctx, 'GET', `/homework/${restId(id)}`),
    mySavedQuestions: (_parent, _args, ctx) => app<RestMyCollection[]>(ctx, 'GET', '/collect'),
  },
  Mutation: {
    saveMyAnswers: async (_parent, { reportId, answers }, ctx) => {
      await app(ctx, 'PUT', `/homework/${restId(reportId)}/answers`, {
        body: { answers: answers.map(restAnswer) },
      });
      return true;
    },
    submitMyHomework: async (_parent, { reportId }, ctx) => {
      await app(ctx, 'POST', `/homework/${restId(reportId)}/submit`);
      return true;
    },
    collectMyQuestion: async (_parent, { questionId }, ctx) => {
      const { collect_id } = await app<{ collect_id: number }>(ctx, 'POST', '/collect', {
        body: { ques_id: Number(restId(questionId)), type: HOMEWORK_COLLECT_TYPE },
      });
      return String(collect_id);
    },
    cancelMyQuestionCollect: async (_parent, { collectId }, ctx) => {
      await app(ctx, 'PUT', `/collect/cancel/${restId(collectId)}/${HOMEWORK_COLLECT_TYPE}`);
      return true;
    },
    reportMyQuestionCorrection: async (_parent, { questionId, type, message }, ctx) => {
      await app(ctx, 'POST', '/myExam/correction', {
        body: { ques_id: Number(restId(questionId)), type: type ?? undefined, error_msg: message },
      });
      return true;
    },
  },
  MyHomeworkPage: {},
  MyReportAbilities: {
    saveAnswers: (a) => a.save_answers,
    submit: (a) => a.submit,
  },
  MyHomeworkRow: {
    reportId: (r: RestMyHomeworkRow) => String(r.report_id),
    homeworkId: (r) => String(r.hw_id),
    endingTime: (r) => r.ending_time,
    publishTime: (r) => r.publish_time,
    submitAt: (r) => r.submit_at,
    courseTitle: (r) => r.course_title,
    periodsTitle: (r) => r.periods_title,
    isSetScore: (r) => r.is_set_score === 2,
    resultsReleasedByTeacher: (r) => r.release_mode === 2,
  },
  MyHomeworkReport: {
    id: (r) => String(r.report_id),
    homeworkId: (r) => String(r.hw_id),
    isSetScore: (r) => r.is_set_score === 2,
    resultsReleasedByTeacher: (r) => r.release_mode === 2,
    questionNum: (r) => r.question_num,
    endTime: (r) => r.end_time,
    submitAt: (r) => r.submit_at,
    abilities: (r) => ('abilities' in r ? r.abilities : null),
    answerTime: (r) => (isReviewedReport(r) ? r.answer_time : null),
    completionRate: (r) => (isReviewedReport(r) ? r.completion_rate : null),
    objectScore: (r) => (isReviewedReport(r) ? r.object_score : null),
    subjectScore: (r) => (isReviewedReport(r) ? r.subject_score : null),
    userScore: (r) => (isReviewedReport(r) ? r.user_score : null),
    maxScore: (r) => (isReviewedReport(r) ? r.max_score : null),
    avarageScore: (r) => (isReviewedReport(r) ? r.avarage_score : null),
    comment: (r) => (isReviewedReport(r) ? r.comment : null),
    questions: (r) => questionsOf(r),
  },
  MySavedQuestion: {
    id: (c) => String(c.collect_id),
    questionId: (c) => String(c.ques_id),
    type: (c) => c.ques_type as QuestionType,
    stem: (c) => c.ques_stem,
    savedAt: (c) => c.collected_at,
    homeworkId: (c) => String(c.hw_id),
    reportId: (c) => String(c.report_id),
    homeworkName: (c) => c.homework_name,
  },
  MyReportQuestion: {
    id: (q) => String(q.ques_id),
    type: (q) => q.ques_type as QuestionType,
    stem: (q) => q.ques_stem,
    options: (q) =>
      q.ques_option.map((o) => ({
        id: String(o.id),
        content: o.content,
        isRight: 'is_right' in o ? o.is_right === 1 : null,
      })),
    userAnswer: (q) => q.user_answer,
    collectId: (q) => (q.collect_id === undefined ? null : String(q.collect_id)),
    rightAnswer: (q) => (isReviewedQuestion(q) ? q.right_answer : null),
    analysis: (q) => (isReviewedQuestion(q) ? q.ques_analysis : null),
    isRight: (q) => (isReviewedQuestion(q) ? q.is_right : null),
    userScore: (q) => (isReviewedQuestion(q) ? q.user_score : null),
    remark: (q) => (isReviewedQuestion(q) ? q.remark : null),
    attachments: (q) => (isReviewedQuestion(q) ? q.attachments : null),
    rubricLevels: (q) =>
      isReviewedQuestion(q)
        ? (q.rubric_levels?.map((l) => ({
            criterion: l.criterion,
            level: l.level,
            points: l.points,
            maxPoints: l.max_points,
          })) ?? null)
        : null,
    children: (q) => q.children ?? [],
  },
};
