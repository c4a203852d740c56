import type { Resolvers } from '../generated/resolvers-types';
import type { RestExamMarking, RestExamPreview, RestExamReview, RestOption } from '../rest/examReview';
import { restId } from '../restIds';
import { LONG_WORK_TIMEOUT_MS } from '../upstream';
import { toGradingCard, toGradingQuestion } from './grading';

const toOption = (o: RestOption) => ({ id: o.id, content: o.content, isRight: o.is_right === 1 });
const idOrNull = (id: number | null) => (id === null ? null : String(id));

/** The grading page reads 3 as graded (homework codes); a reviewed paper is 1 in the exam's codes. */
const GRADED = 3;
const gradingStatusOf = (examTestStatus: number) => (examTestStatus === 1 ? GRADED : examTestStatus);

export const examReviewResolvers: Resolvers = {
  Query: {
    async examReviewReport(_parent, { reportId }, ctx) {
      const r = await ctx.staff.request<RestExamReview>('GET', `/testDetail/report/${restId(reportId)}`);
      const info = r.report_info;
      const key = (n: number) => `${info.id}:${n}`;
      return {
        id: String(info.id),
        examId: String(info.exam_id),
        testName: info.test_name,
        nickname: info.nickname,
        ranking: info.ranking,
        userCount: info.user_count,
        answerTime: info.answer_time,
        testStatus: info.test_status,
        isPass: info.is_pass,
        sumScore: info.sum_score,
        passScore: info.pass_score,
        userScore: info.user_score,
        objectiveScore: info.objective_score,
        subjectiveScore: info.subjective_score,
        submitTime: info.submit_time,
        attemptNo: info.attempt_no,
        comment: info.comment ?? null,
        markAbility: info.abilities.mark,
        attempts: r.report_list.map((a) => ({
          id: String(a.id),
          attemptNo: a.attempt_no,
          submitTime: a.submit_time,
          testStatus: a.test_status,
        })),
        card: r.card_info.map((s) => ({
          name: s.name,
          introduce: s.introduce,
          items: s.items.map((i) => ({
            id: key(i.id),
            number: i.sort,
            status: i.status,
            flagged: i.is_sign === 1,
            quesType: i.question_type,
          })),
        })),
        questions: r.question.map((q) => ({
          id: key(q.id),
          number: q.sort,
          section: q.section,
          quesType: q.ques_type,
          stem: q.ques_stem,
          options: q.ques_option.map(toOption),
          analysis: q.ques_analysis,
          rightAnswer: q.right_answer ?? null,
          userAnswer: q.user_answer,
          averageRate: q.average_rate ?? null,
          userScore: q.user_score,
          score: q.score,
          status: q.status,
          flagged: q.is_sign === 1,
          reviewComment: q.review_comment ?? null,
          attachments: q.attachments,
        })),
      };
    },
    async examMarkingReport(_parent, { reportId }, ctx) {
      const r = await ctx.staff.request<RestExamMarking>(
        'GET',
        `/testDetail/paper/approved/${restId(reportId)}`,
      );
      const info = r.report_info;
      return {
        id: String(info.report_id),
        homeworkId: String(info.exam_id),
        classId: '0',
        testName: info.test_name,
        nickname: info.nickname,
        // Exam papers are graded by name.
        namesHidden: false,
        userScore: info.user_score,
        sumScore: info.sum_score,
        answerTime: info.answer_time,
        isSetScore: info.is_set_score,
        testStatus: gradingStatusOf(info.test_status),
        submitTime: info.submit_time,
        comment: info.comment,
        openedBy: idOrNull(info.opened_by),
        subjectCard: toGradingCard(r.subject_card_info),
        objectiveCard: toGradingCard(r.objective_card_info),
        subjectQuestions: r.subject_question.map(toGradingQuestion),
        objectiveQuestions: r.objective_question.map(toGradingQuestion),
        nextReportId: idOrNull(r.next_report_id),
      };
    },
    async examPaperPreview(_parent, { id }, ctx) {
      const r = await ctx.staff.request<RestExamPreview>('GET', `/testDetail/preview/${restId(id)}`);
      const e = r.exam;
      return {
        id: String(e.id),
        name: e.name,
        limitTime: e.limit_time,
        score: e.score,
        passScore: e.pass_score,
        timeType: e.type,
        classifyName: e.classify_name,
        questionNum: e.question_num,
        sections: r.detail.map((d) => ({
          name: d.section.name,
          introduce: d.section.introduce,
          questions: d.list.map((q) => ({
            id: `${e.id}:${q.question_id}`,
            number: q.question_id,
            quesType: q.ques_type,
            stem: q.ques_stem,
            options: q.ques_option.map(toOption),
            rightAnswer: q.right_answer,
            analysis: q.ques_analysis,
            blankCount: q.blank_count,
            score: q.score,
          })),
        })),
      };
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
            type: input.type ?? undefined,
            revision: input.revision ?? undefined,
          },
        },
      );
      return { id: String(saved.ques_id), revision: saved.revision, isReview: saved.is_review };
    },
    async finishExamMarking(_parent, { reportId, comment }, ctx) {
      const done = await ctx.staff.request<{ next_report_id: number | null }>(
        'POST',
        '/testDetail/paper/approved',
        { body: { report_id: restId(reportId), remark: comment ?? '' } },
      );
      return { nextReportId: idOrNull(done.next_report_id) };
    },
    async renderPaperPdf(_parent, { html, css, name }, ctx) {
      const pdf = await ctx.staff.request<{ url: string; file_name: string }>('POST', '/download/pdf', {
        body: { html, css: css ?? '', name: name ?? '' },
        timeoutMs: LONG_WORK_TIMEOUT_MS,
      });
      return { url: pdf.url, fileName: pdf.file_name };
    },
  },
};
