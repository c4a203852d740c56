import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';
import type {
  RestGradingCardGroup,
  RestGradingComment,
  RestGradingPage,
  RestGradingQuestion,
  RestGradingReport,
} from '../rest/grading';
import { restId } from '../restIds';
import { toUnixSeconds } from '../scalars';
import { levelsBody, toAttachedRubric, toChosenLevels } from './rubric';

/** A REST id as the grading bodies send it (a number). */
export const numericId = (id: string): number => Number(restId(id));
const optionalId = (id: string | null | undefined) => (id ? numericId(id) : undefined);
const idOrNull = (id: number | null) => (id === null ? null : String(id));

export const toGradingQuestion = (q: RestGradingQuestion) => ({
  id: String(q.ques_id),
  questionId: String(q.question_id),
  sort: q.sort,
  quesType: q.ques_type,
  stem: q.ques_stem,
  parentStem: q.parent_stem ?? null,
  options: q.ques_option.map((o) => ({ id: o.id, content: o.content, isRight: o.is_right === 1 })),
  rightAnswer: q.right_answer,
  analysis: q.ques_analysis,
  score: q.score,
  getScore: q.get_score,
  rate: q.rate ?? null,
  remark: q.remark,
  userAnswer: q.user_answer,
  images: q.images,
  status: q.status,
  isReview: q.is_review,
  revision: q.revision,
  rubric: toAttachedRubric(q.rubric),
  levels: toChosenLevels(q.levels),
});

export const toGradingCard = (groups: RestGradingCardGroup[]) =>
  groups.map((g) => ({
    name: g.name,
    children: g.children.map((c) => ({
      id: String(c.ques_id),
      sort: c.sort,
      isReview: c.is_review,
      status: c.status,
      score: c.score,
    })),
  }));

const toComment = (c: RestGradingComment) => ({
  id: String(c.id),
  content: c.content,
  createdAt: c.created_at,
});
const comments = async (ctx: GatewayContext) =>
  (await ctx.staff.request<RestGradingComment[]>('GET', '/grading/comments')).map(toComment);

export const gradingResolvers: Resolvers = {
  Query: {
    async gradingList(_parent, { filter }, ctx) {
      const f = filter ?? {};
      const page = await ctx.staff.request<RestGradingPage>('POST', '/hw/correct', {
        body: {
          name: f.name ?? undefined,
          type: f.type ?? undefined,
          course_title: f.courseTitle ?? undefined,
          periods_title: f.periodsTitle ?? undefined,
          nickname: f.nickname ?? undefined,
          publish_name: f.publisher ?? undefined,
          show_other: f.showOther ? 1 : undefined,
          publish_time_start: f.publishTimeStart ? toUnixSeconds(f.publishTimeStart) : undefined,
          publish_time_end: f.publishTimeEnd ? toUnixSeconds(f.publishTimeEnd) : undefined,
          page: f.page ?? 1,
          limit: f.limit ?? 20,
        },
      });
      return {
        ...page,
        list: page.list.map((r) => ({
          reportId: String(r.report_id),
          homeworkId: String(r.hw_id),
          classId: String(r.class_id),
          name: r.name,
          nickname: r.nickname,
          namesHidden: r.names_hidden === 1,
          submitTime: r.submit_time,
          type: r.type,
          courseTitle: r.course_title,
          periodsTitle: r.periods_title,
          publishTime: r.publish_time,
          publisher: r.publish_name,
        })),
      };
    },
    async gradingReport(_parent, { reportId, classId }, ctx) {
      const r = await ctx.staff.request<RestGradingReport>(
        'GET',
        `/testDetail/approved/${numericId(reportId)}`,
        {
          query: { class_id: optionalId(classId) },
        },
      );
      const info = r.report_info;
      return {
        id: String(info.report_id),
        homeworkId: String(info.hw_id),
        classId: String(info.class_id),
        testName: info.test_name,
        nickname: info.nickname,
        namesHidden: info.names_hidden === 1,
        userScore: info.user_score,
        sumScore: info.sum_score,
        answerTime: info.answer_time,
        isSetScore: info.is_set_score,
        testStatus: info.test_status,
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
    gradingComments: (_parent, _args, ctx) => comments(ctx),
    async reportToGrade(_parent, { homeworkId, classId }, ctx) {
      try {
        const { report_id } = await ctx.staff.request<{ report_id: number }>('POST', '/hw/review/id', {
          body: { hw_id: numericId(homeworkId), class_id: optionalId(classId) ?? 0 },
        });
        return String(report_id);
      } catch (error) {
        // No student of the caller's classes has submitted it yet.
        if (error instanceof GraphQLError && error.extensions.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    async gradeQuestion(_parent, { input }, ctx) {
      const saved = await ctx.staff.request<{ ques_id: number; revision: number; is_review: number }>(
        'POST',
        '/testDetail/approveQuestion',
        {
          body: {
            report_id: numericId(input.reportId),
            question_id: numericId(input.questionId),
            score: input.score ?? undefined,
            rate: input.rate ?? undefined,
            remark: input.remark ?? '',
            image: input.images ?? undefined,
            type: input.type ?? undefined,
            revision: input.revision ?? undefined,
            levels: levelsBody(input.levels),
          },
        },
      );
      return { id: String(saved.ques_id), revision: saved.revision, isReview: saved.is_review };
    },
    async finishGrading(_parent, { reportId, comment, classId }, ctx) {
      const done = await ctx.staff.request<{ next_report_id: number | null }>(
        'POST',
        '/testDetail/approved',
        {
          body: { report_id: numericId(reportId), remark: comment ?? '', class_id: optionalId(classId) },
        },
      );
      return { nextReportId: idOrNull(done.next_report_id) };
    },
    async addGradingComment(_parent, { content }, ctx) {
      await ctx.staff.request('POST', '/grading/comments', { body: { content } });
      return comments(ctx);
    },
    async removeGradingComment(_parent, { id }, ctx) {
      await ctx.staff.request('DELETE', `/grading/comments/${numericId(id)}`);
      return comments(ctx);
    },
  },
};
