import { camel } from '../camel';
import type { Resolvers } from '../generated/resolvers-types';
import type { RestExamMarking, RestExamPreview, RestExamReview } from '../rest/examReview';
import { saveType } from '../restCodes';
import { restId } from '../restIds';
import { LONG_WORK_TIMEOUT_MS } from '../upstream';

/** The grading page reads 3 as graded (homework codes); a reviewed paper is 1 in the exam's codes. */
const GRADED = 3;
const gradingStatusOf = (examTestStatus: number) => (examTestStatus === 1 ? GRADED : examTestStatus);

/** The staff review of an exam paper, converted once: question ids carry the report (numbers repeat). */
export function toExamReview(review: RestExamReview) {
  const { reportInfo: info, ...r } = camel(review);
  const key = (n: number) => `${info.id}:${n}`;
  return {
    ...info,
    // REST is_pass 1 passed, 0 not.
    isPass: info.isPass === 1,
    comment: info.comment ?? null,
    markAbility: info.abilities.mark,
    attempts: r.reportList,
    card: r.cardInfo.map((s) => ({
      ...s,
      items: s.items.map((i) => ({
        ...i,
        id: key(i.id),
        number: i.sort,
        flagged: i.isSign === 1,
        quesType: i.questionType,
      })),
    })),
    questions: r.question.map((q) => ({
      ...q,
      id: key(q.id),
      number: q.sort,
      stem: q.quesStem,
      options: q.quesOption,
      analysis: q.quesAnalysis,
      rightAnswer: q.rightAnswer ?? null,
      averageRate: q.averageRate ?? null,
      flagged: q.isSign === 1,
      reviewComment: q.reviewComment ?? null,
    })),
  };
}

/** The marking page's report: the grading page's, with the exam's codes. */
export function toExamMarking(marking: RestExamMarking) {
  const { reportInfo: info, ...r } = camel(marking);
  return {
    ...r,
    ...info,
    id: info.reportId,
    homeworkId: info.examId,
    classId: '0',
    // Exam papers are graded by name.
    namesHidden: false,
    testStatus: gradingStatusOf(info.testStatus),
    subjectCard: r.subjectCardInfo,
    objectiveCard: r.objectiveCardInfo,
    subjectQuestions: r.subjectQuestion,
    objectiveQuestions: r.objectiveQuestion,
  };
}

/** The paper as the preview shows it, converted once. */
export function toExamPreview(preview: RestExamPreview) {
  const { exam: e, detail } = camel(preview);
  return {
    ...e,
    timeType: e.type,
    sections: detail.map((d) => ({
      ...d.section,
      questions: d.list.map((q) => ({
        ...q,
        id: `${e.id}:${q.questionId}`,
        number: q.questionId,
        stem: q.quesStem,
        options: q.quesOption,
        analysis: q.quesAnalysis,
      })),
    })),
  };
}

export const examReviewResolvers: Resolvers = {
  Query: {
    async examReviewReport(_parent, { reportId }, ctx) {
      return toExamReview(
        await ctx.staff.request<RestExamReview>('GET', `/testDetail/report/${restId(reportId)}`),
      );
    },
    async examMarkingReport(_parent, { reportId }, ctx) {
      return toExamMarking(
        await ctx.staff.request<RestExamMarking>('GET', `/testDetail/paper/approved/${restId(reportId)}`),
      );
    },
    async examPaperPreview(_parent, { id }, ctx) {
      return toExamPreview(
        await ctx.staff.request<RestExamPreview>('GET', `/testDetail/preview/${restId(id)}`),
      );
    },
  },
  Mutation: {
    async gradeExamQuestion(_parent, { input }, ctx) {
      const saved = await ctx.staff.request<{ ques_id: number; revision: number; is_review: number }>(
        'POST',
        '/testDetail/paper/approveQuestion',
        {
          body: {
            report_id: restId(input.reportId),
            question_id: restId(input.questionId),
            score: input.score ?? undefined,
            remark: input.remark ?? '',
            image: input.images ?? undefined,
            type: saveType(input.pending),
            revision: input.revision ?? undefined,
          },
        },
      );
      return { id: String(saved.ques_id), revision: saved.revision, isReview: saved.is_review === 1 };
    },
    async finishExamMarking(_parent, { reportId, comment }, ctx) {
      const done = await ctx.staff.request<{ next_report_id: number | null }>(
        'POST',
        '/testDetail/paper/approved',
        { body: { report_id: restId(reportId), remark: comment ?? '' } },
      );
      return camel(done);
    },
    async renderPaperPdf(_parent, { html, css, name }, ctx) {
      const pdf = await ctx.staff.request<{ url: string; file_name: string }>('POST', '/download/pdf', {
        body: { html, css: css ?? '', name: name ?? '' },
        timeoutMs: LONG_WORK_TIMEOUT_MS,
      });
      return camel(pdf);
    },
  },
};
