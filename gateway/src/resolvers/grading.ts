import { GraphQLError } from 'graphql';
import { type Camel, camel } from '../camel';
import type { GatewayContext } from '../context';
import type { GradingQuestionResolvers, Resolvers } from '../generated/resolvers-types';
import type { RestGradingComment, RestGradingPage, RestGradingReport } from '../rest/grading';
import { saveType } from '../restCodes';
import { restId } from '../restIds';
import { toUnixSeconds } from '../scalars';
import { levelsBody, toAttachedRubric, toChosenLevels } from './rubric';

/** A REST id as the grading bodies send it (a number). */
export const numericId = (id: string): number => Number(restId(id));
const optionalId = (id: string | null | undefined) => (id ? numericId(id) : undefined);

/** The grading page's fields whose names are not the REST ones, and the rubric a grader reads. */
const gradingQuestionFields: GradingQuestionResolvers = {
  id: (q) => String(q.quesId),
  stem: (q) => q.quesStem,
  parentStem: (q) => q.parentStem ?? null,
  options: (q) => q.quesOption,
  analysis: (q) => q.quesAnalysis,
  rate: (q) => q.rate ?? null,
  rubric: (q) => toAttachedRubric(q.rubric),
  levels: (q) => toChosenLevels(q.levels),
  isReview: (q) => q.isReview === 1,
};

const comments = async (ctx: GatewayContext) =>
  camel(await ctx.staff.request<RestGradingComment[]>('GET', '/grading/comments'));

/** The grading page's report from its REST answer, converted once (a homework's or an exam paper's). */
export const toGradingReport = ({ reportInfo: info, ...r }: Camel<RestGradingReport>) => ({
  ...r,
  ...info,
  id: info.reportId,
  homeworkId: info.hwId,
  namesHidden: info.namesHidden === 1,
  subjectCard: r.subjectCardInfo,
  objectiveCard: r.objectiveCardInfo,
  subjectQuestions: r.subjectQuestion,
  objectiveQuestions: r.objectiveQuestion,
});

export const gradingResolvers: Resolvers = {
  GradingListRow: {
    homeworkId: (r) => String(r.hwId),
    namesHidden: (r) => r.namesHidden === 1,
    publisher: (r) => r.publishName,
  },
  GradingQuestion: gradingQuestionFields,
  GradingOption: { isRight: (o) => o.isRight === 1 },
  GradingCardItem: { id: (c) => String(c.quesId), isReview: (c) => c.isReview === 1 },
  GradingReport: { isSetScore: (r) => r.isSetScore === 2 },
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
      return camel(page);
    },
    async gradingReport(_parent, { reportId, classId }, ctx) {
      const r = await ctx.staff.request<RestGradingReport>(
        'GET',
        `/testDetail/approved/${numericId(reportId)}`,
        {
          query: { class_id: optionalId(classId) },
        },
      );
      return toGradingReport(camel(r));
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
            type: saveType(input.pending),
            revision: input.revision ?? undefined,
            levels: levelsBody(input.levels),
          },
        },
      );
      return { id: String(saved.ques_id), revision: saved.revision, isReview: saved.is_review === 1 };
    },
    async finishGrading(_parent, { reportId, comment, classId }, ctx) {
      const done = await ctx.staff.request<{ next_report_id: number | null }>(
        'POST',
        '/testDetail/approved',
        {
          body: { report_id: numericId(reportId), remark: comment ?? '', class_id: optionalId(classId) },
        },
      );
      return camel(done);
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
