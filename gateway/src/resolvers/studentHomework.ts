import type { Page } from '@school/api';
import { STUDENT_REPORT_STATUS } from '@school/machines';
import { camel } from '../camel';
import type { GatewayContext } from '../context';
import type { MyAnswerInput, QuestionType, Resolvers } from '../generated/resolvers-types';
import {
  isReviewedQuestion,
  isReviewedReport,
  type MyHomeworkReportAnswer,
  type MyReportQuestionAnswer,
  type RestMyCollection,
  type RestMyHomeworkRow,
  type RestMyReport,
  type ReviewedReport,
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
function questionsOf(r: MyHomeworkReportAnswer): MyReportQuestionAnswer[] {
  if (isReviewedReport(r)) return r.reportQuestions;
  return r.questions.map(({ quesItem, ...q }) => ({ ...q, children: quesItem }));
}

/** A reviewed report's figure; null while the report is open (the REST answer leaves it out). */
const reviewed =
  <K extends keyof ReviewedReport>(key: K) =>
  (r: MyHomeworkReportAnswer) =>
    isReviewedReport(r) ? r[key] : null;

export const studentHomeworkResolvers: Resolvers = {
  StudentReportStatus: {
    AWAITING_REVIEW: STUDENT_REPORT_STATUS.awaitingReview,
    REVIEWED: STUDENT_REPORT_STATUS.reviewed,
    NOT_SUBMITTED: STUDENT_REPORT_STATUS.notSubmitted,
    SCORES_HIDDEN: STUDENT_REPORT_STATUS.scoresHidden,
  },
  Query: {
    myHomework: async (_parent, { status, page, limit }, ctx) =>
      camel(
        await app<Page<RestMyHomeworkRow>>(ctx, 'GET', '/homework', {
          query: { status, page: page ?? 1, limit: limit ?? 20 },
        }),
      ),
    myHomeworkReport: async (_parent, { id }, ctx) =>
      camel(await app<RestMyReport>(ctx, 'GET', `/homework/${restId(id)}`)),
    mySavedQuestions: async (_parent, _args, ctx) =>
      camel(await app<RestMyCollection[]>(ctx, 'GET', '/collect')),
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
  MyReportAbilities: { saveAnswers: (a) => a.saveAnswers },
  MyHomeworkRow: {
    homeworkId: (r) => String(r.hwId),
    isSetScore: (r) => r.isSetScore === 2,
    resultsReleasedByTeacher: (r) => r.releaseMode === 2,
  },
  MyHomeworkReport: {
    id: (r) => String(r.reportId),
    homeworkId: (r) => String(r.hwId),
    isSetScore: (r) => r.isSetScore === 2,
    resultsReleasedByTeacher: (r) => r.releaseMode === 2,
    abilities: (r) => ('abilities' in r ? r.abilities : null),
    answerTime: reviewed('answerTime'),
    completionRate: reviewed('completionRate'),
    objectScore: reviewed('objectScore'),
    subjectScore: reviewed('subjectScore'),
    userScore: reviewed('userScore'),
    maxScore: reviewed('maxScore'),
    avarageScore: reviewed('avarageScore'),
    comment: reviewed('comment'),
    questions: (r) => questionsOf(r),
  },
  MySavedQuestion: {
    id: (c) => String(c.collectId),
    questionId: (c) => String(c.quesId),
    type: (c) => c.quesType as QuestionType,
    stem: (c) => c.quesStem,
    savedAt: (c) => c.collectedAt,
    homeworkId: (c) => String(c.hwId),
  },
  MyQuestionOption: { isRight: (o) => ('isRight' in o ? o.isRight === 1 : null) },
  MyReportQuestion: {
    id: (q) => String(q.quesId),
    type: (q) => q.quesType as QuestionType,
    stem: (q) => q.quesStem,
    options: (q) => q.quesOption,
    collectId: (q) => (q.collectId === undefined ? null : String(q.collectId)),
    rightAnswer: (q) => (isReviewedQuestion(q) ? q.rightAnswer : null),
    analysis: (q) => (isReviewedQuestion(q) ? q.quesAnalysis : null),
    isRight: (q) => (isReviewedQuestion(q) ? q.isRight : null),
    userScore: (q) => (isReviewedQuestion(q) ? q.userScore : null),
    remark: (q) => (isReviewedQuestion(q) ? q.remark : null),
    attachments: (q) => (isReviewedQuestion(q) ? q.attachments : null),
    rubricLevels: (q) => (isReviewedQuestion(q) ? (q.rubricLevels ?? null) : null),
    children: (q) => q.children ?? [],
  },
};
