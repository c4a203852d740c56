import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  COMMON_MESSAGES,
  gradingWorkspace,
  IS_REVIEW,
  IS_SET_SCORE,
  SAVE_TYPE,
  type SaveQuestionInput,
  type WorkspaceQuestion,
  type WorkspaceReport,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type {
  GradeQuestionInput,
  GradingQuestionFieldsFragment,
  GradingReportQuery,
} from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import {
  examMarkingReportQuery,
  finishExamMarkingMutation,
  gradeExamQuestionMutation,
} from './examOperations';
import { finishGradingMutation, gradeQuestionMutation, gradingReportQuery } from './operations';
import { levelsOfList, listOfLevels } from './rubricLevels';

/** What is graded: a homework report (of the class asked for, if any) or an exam paper (ExamPaperApprove). */
export type GradedPaper = { kind: 'homework'; classId?: number | undefined } | { kind: 'exam' };

export type ReportView = NonNullable<GradingReportQuery['gradingReport']>;

/** The one thing that differs between grading homework and marking a paper: the calls (its adapter). */
interface GradingCalls {
  notFound: string;
  load: (client: ApolloClient, reportId: number) => Promise<ReportView | null | undefined>;
  save: (client: ApolloClient, input: GradeQuestionInput) => Promise<unknown>;
  finish: (
    client: ApolloClient,
    reportId: number,
    comment: string | null,
  ) => Promise<string | null | undefined>;
}

const idOf = (n: number | undefined) => (n ? String(n) : null);

function callsOf(paper: GradedPaper): GradingCalls {
  if (paper.kind === 'exam')
    return {
      notFound: COMMON_MESSAGES.paperNotFound,
      load: async (client, reportId) =>
        (
          await client.query({
            query: examMarkingReportQuery,
            variables: { reportId: String(reportId) },
            fetchPolicy: 'network-only',
          })
        ).data?.examMarkingReport,
      // An exam paper is always scored and has no rubric: neither rate nor levels travel.
      save: (client, { rate: _rate, levels: _levels, ...input }) =>
        client.mutate({ mutation: gradeExamQuestionMutation, variables: { input } }),
      finish: async (client, reportId, comment) =>
        (
          await client.mutate({
            mutation: finishExamMarkingMutation,
            variables: { reportId: String(reportId), comment },
          })
        ).data?.finishExamMarking.nextReportId,
    };
  const classId = idOf(paper.classId);
  return {
    notFound: COMMON_MESSAGES.homeworkNotFound,
    load: async (client, reportId) =>
      (
        await client.query({
          query: gradingReportQuery,
          variables: { reportId: String(reportId), classId },
          fetchPolicy: 'network-only',
        })
      ).data?.gradingReport,
    save: (client, input) => client.mutate({ mutation: gradeQuestionMutation, variables: { input } }),
    finish: async (client, reportId, comment) =>
      (
        await client.mutate({
          mutation: finishGradingMutation,
          variables: { reportId: String(reportId), comment, classId },
        })
      ).data?.finishGrading.nextReportId,
  };
}

const toWorkspaceQuestion = (q: GradingQuestionFieldsFragment): WorkspaceQuestion => ({
  quesId: Number(q.id),
  maxScore: q.score,
  isReview: q.isReview ? IS_REVIEW.graded : IS_REVIEW.pending,
  score: q.isReview ? (q.getScore ?? null) : null,
  rate: q.rate ?? null,
  remark: q.remark,
  revision: q.revision,
  levels: q.isReview ? levelsOfList(q.levels) : null,
});

const toWorkspaceReport = (r: ReportView): WorkspaceReport => ({
  reportId: Number(r.id),
  isSetScore: r.isSetScore ? IS_SET_SCORE.scored : IS_SET_SCORE.rates,
  nextReportId: r.nextReportId ? Number(r.nextReportId) : null,
  subjective: r.subjectQuestions.map(toWorkspaceQuestion),
  objective: r.objectiveQuestions.map(toWorkspaceQuestion),
  graded: r.testStatus === 'GRADED',
});

const toGradeInput = (input: SaveQuestionInput): GradeQuestionInput => ({
  reportId: String(input.reportId),
  questionId: String(input.quesId),
  score: input.draft.score,
  rate: input.draft.rate,
  remark: input.draft.remark,
  images: input.draft.images,
  pending: input.type === SAVE_TYPE.keep,
  revision: input.revision,
  // Levels travel only once they give a grade (one per criterion).
  levels: input.draft.score !== null || input.draft.rate !== null ? listOfLevels(input.draft.levels) : null,
});

/** A call's failure as the workspace shows it: the spec's message. */
const failing =
  <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
  async (...args: A): Promise<T> => {
    try {
      return await call(...args);
    } catch (error) {
      throw new Error(errorMessage(error));
    }
  };

/**
 * The grading workspace of a homework report or an exam paper: one machine and one page, each kind's
 * calls made through GraphQL. Each load writes the paper into Apollo's cache, where the page reads what
 * it shows (`useGradedView`).
 */
export function useGrading(paper: GradedPaper, reportId: number) {
  const client = useApolloClient();
  const { kind } = paper;
  const classId = paper.kind === 'homework' ? paper.classId : undefined;
  const calls = useMemo(() => callsOf(kind === 'exam' ? { kind } : { kind, classId }), [kind, classId]);
  const machine = useMemo(
    () =>
      gradingWorkspace.provide({
        actors: {
          loadReport: fromPromise(
            failing(async ({ input }) => {
              const report = await calls.load(client, input.reportId);
              if (!report) throw new Error(calls.notFound);
              return toWorkspaceReport(report);
            }),
          ),
          saveQuestion: fromPromise<unknown, SaveQuestionInput>(
            failing(({ input }) => calls.save(client, toGradeInput(input))),
          ),
          finishReport: fromPromise(
            failing(async ({ input }) => {
              const next = await calls.finish(client, input.reportId, input.comment);
              return next ? Number(next) : null;
            }),
          ),
        },
      }),
    [client, calls],
  );
  return useMachine(machine, { input: { reportId } });
}

/** The paper the workspace loaded, read from Apollo's cache (each load writes it there). */
export function useGradedView(paper: GradedPaper, reportId: number): ReportView | undefined {
  const exam = paper.kind === 'exam';
  const variables = { reportId: String(reportId) };
  const homework = useQuery(gradingReportQuery, {
    variables: { ...variables, classId: exam ? null : idOf(paper.classId) },
    fetchPolicy: 'cache-only',
    skip: exam,
  });
  const marking = useQuery(examMarkingReportQuery, { variables, fetchPolicy: 'cache-only', skip: !exam });
  return (exam ? marking.data?.examMarkingReport : homework.data?.gradingReport) ?? undefined;
}
