import { camel } from '../camel';
import type { GatewayContext } from '../context';
import type { MyExamAnswerInput, Resolvers } from '../generated/resolvers-types';
import type { RestMyAttempt, RestMyExamReview, RestMyExams, RestStartedAttempt } from '../rest/studentExams';
import { restId } from '../restIds';
import { type HttpMethod, type RequestOptions, request } from '../upstream';

/**
 * The student app's exams (REST `/api/app/exam…`, students only): the gateway forwards the caller's
 * session and the REST API answers staff with 403, refuses late answers and hides what the answer rule
 * hides, so every rule stays on the server.
 */
const app = <T>(ctx: GatewayContext, method: HttpMethod, path: `/${string}`, options?: RequestOptions) =>
  request<T>(ctx, method, `/app${path}`, options);

/** Question numbers repeat across papers: ids carry the report. */
const key = (reportId: number, n: number) => `${reportId}:${n}`;

/** One answer as the REST save takes it: option ids comma-joined, blanks in order, or rich text. */
function restAnswer(a: MyExamAnswerInput) {
  const user_answer =
    a.blanks != null
      ? a.blanks
      : a.content != null
        ? a.content
        : (a.optionIds ?? []).map((id) => restId(id)).join(',');
  return { question_id: a.number, user_answer, is_sign: a.flagged ? 1 : 0 };
}

/** An attempt as the answering screen reads it, converted once; ids carry the report. */
export function toAttempt(attempt: RestMyAttempt) {
  const { exam, ...r } = camel(attempt);
  return {
    ...exam,
    ...r,
    id: r.reportId,
    dueAt: r.dueAt > 0 ? r.dueAt : null,
    sections: r.sections.map((s) => ({
      ...s,
      questions: s.questions.map((q) => {
        // Saved answers are keyed by the question's number (the keys have no `_`: camel keeps them).
        const saved = r.answers[String(q.questionId)];
        const id = key(r.reportId, q.questionId);
        return {
          ...q,
          id,
          number: q.questionId,
          section: s.name,
          stem: q.quesStem,
          options: q.quesOption,
          subQuestions: q.quesItem.map((sub) => ({
            ...sub,
            id: `${id}:${sub.id}`,
            stem: sub.quesStem,
            options: sub.quesOption,
          })),
          answer: typeof saved?.answer === 'string' ? saved.answer : '',
          blanks: Array.isArray(saved?.answer) ? saved.answer : [],
          flagged: saved?.isSign === 1,
        };
      }),
    })),
  };
}

/** The student's review, converted once; ids carry the report. */
export function toReview(review: RestMyExamReview) {
  const { reportInfo: info, ...r } = camel(review);
  return {
    ...r,
    ...info,
    ranking: info.ranking ?? null,
    // REST is_pass 1 passed, 0 not; absent until the results are released.
    isPass: info.isPass == null ? null : info.isPass === 1,
    userScore: info.userScore ?? null,
    objectiveScore: info.objectiveScore ?? null,
    subjectiveScore: info.subjectiveScore ?? null,
    comment: info.comment ?? null,
    attempts: r.reportList,
    card: r.cardInfo.map((s) => ({
      ...s,
      items: s.items.map((i) => ({
        ...i,
        id: key(info.id, i.id),
        number: i.sort,
        status: i.status ?? null,
        flagged: i.isSign === 1,
        quesType: i.questionType,
      })),
    })),
    questions: r.question.map((q) => ({
      ...q,
      id: key(info.id, q.id),
      number: q.sort,
      stem: q.quesStem,
      options: q.quesOption,
      rightAnswer: q.rightAnswer ?? null,
      analysis: q.quesAnalysis ?? null,
      userScore: q.userScore ?? null,
      status: q.status ?? null,
      flagged: q.isSign === 1,
      reviewComment: q.reviewComment ?? null,
      attachments: q.attachments ?? null,
    })),
    resultsReleasedByTeacher: r.releaseMode === 2,
  };
}

export const studentExamsResolvers: Resolvers = {
  MyExam: { resultsReleasedByTeacher: (e) => e.releaseMode === 2 },
  MyExamOption: { isRight: (o) => (o.isRight === undefined ? null : o.isRight === 1) },
  Query: {
    myExams: async (_parent, { page, limit }, ctx) => {
      const r = await app<RestMyExams>(ctx, 'GET', '/exam', {
        query: { page: page ?? 1, limit: limit ?? 20 },
      });
      return camel(r);
    },
    myExamAttempt: async (_parent, { id }, ctx) =>
      toAttempt(await app<RestMyAttempt>(ctx, 'GET', `/exam/report/${restId(id)}`)),
    myExamReview: async (_parent, { id }, ctx) =>
      toReview(await app<RestMyExamReview>(ctx, 'GET', `/exam/report/${restId(id)}/review`)),
  },
  Mutation: {
    startMyExam: async (_parent, { examId }, ctx) => {
      const { report_id } = await app<RestStartedAttempt>(ctx, 'POST', `/exam/${restId(examId)}/start`);
      return String(report_id);
    },
    saveMyExamAnswers: async (_parent, { reportId, answers }, ctx) => {
      await app(ctx, 'PUT', `/exam/report/${restId(reportId)}/answers`, {
        body: { answers: answers.map(restAnswer) },
      });
      return true;
    },
    submitMyExam: async (_parent, { reportId }, ctx) => {
      await app(ctx, 'POST', `/exam/report/${restId(reportId)}/submit`);
      return true;
    },
  },
};
