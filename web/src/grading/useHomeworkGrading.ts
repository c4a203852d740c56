import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  COMMON_MESSAGES,
  gradingWorkspace,
  type WorkspaceQuestion,
  type WorkspaceReport,
} from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { GradingQuestionFieldsFragment, GradingReportQuery } from '../generated/graphql';
import { errorMessage } from '../shared/graphqlErrors';
import { finishGradingMutation, gradeQuestionMutation, gradingReportQuery } from './operations';
import { levelsOfList, listOfLevels } from './rubricLevels';

export type ReportView = NonNullable<GradingReportQuery['gradingReport']>;

const toWorkspaceQuestion = (q: GradingQuestionFieldsFragment): WorkspaceQuestion => ({
  quesId: Number(q.id),
  maxScore: q.score,
  isReview: q.isReview,
  score: q.isReview === 1 ? (q.getScore ?? null) : null,
  rate: q.rate ?? null,
  remark: q.remark,
  revision: q.revision,
  levels: q.isReview === 1 ? levelsOfList(q.levels) : null,
});

export const toWorkspaceReport = (r: ReportView): WorkspaceReport => ({
  reportId: Number(r.id),
  isSetScore: r.isSetScore,
  nextReportId: r.nextReportId ? Number(r.nextReportId) : null,
  subjective: r.subjectQuestions.map(toWorkspaceQuestion),
  objective: r.objectiveQuestions.map(toWorkspaceQuestion),
  graded: r.testStatus === 3,
});

const failed = (error: unknown) => new Error(errorMessage(error));

/**
 * The grading workspace of a homework report, its calls made through GraphQL. Each load writes the
 * report into Apollo's cache, where the page reads what it shows.
 */
export function useHomeworkGrading(reportId: number, classId: number | undefined) {
  const client = useApolloClient();
  const machine = useMemo(
    () =>
      gradingWorkspace.provide({
        actors: {
          loadReport: fromPromise(async ({ input }) => {
            try {
              const { data } = await client.query({
                query: gradingReportQuery,
                variables: { reportId: String(input.reportId), classId: classId ? String(classId) : null },
                fetchPolicy: 'network-only',
              });
              if (!data?.gradingReport) throw new Error(COMMON_MESSAGES.homeworkNotFound);
              return toWorkspaceReport(data.gradingReport);
            } catch (error) {
              throw failed(error);
            }
          }),
          saveQuestion: fromPromise(async ({ input }) => {
            try {
              await client.mutate({
                mutation: gradeQuestionMutation,
                variables: {
                  input: {
                    reportId: String(input.reportId),
                    questionId: String(input.quesId),
                    score: input.draft.score,
                    rate: input.draft.rate,
                    remark: input.draft.remark,
                    images: input.draft.images,
                    type: input.type,
                    revision: input.revision,
                    // Levels travel only once they give a grade (one per criterion).
                    levels:
                      input.draft.score !== null || input.draft.rate !== null
                        ? listOfLevels(input.draft.levels)
                        : null,
                  },
                },
              });
              return null;
            } catch (error) {
              throw failed(error);
            }
          }),
          finishReport: fromPromise(async ({ input }) => {
            try {
              const { data } = await client.mutate({
                mutation: finishGradingMutation,
                variables: {
                  reportId: String(input.reportId),
                  comment: input.comment,
                  classId: classId ? String(classId) : null,
                },
              });
              const next = data?.finishGrading.nextReportId;
              return next ? Number(next) : null;
            } catch (error) {
              throw failed(error);
            }
          }),
        },
      }),
    [client, classId],
  );
  return useMachine(machine, { input: { reportId } });
}

/** The report the workspace loaded, read from Apollo's cache (each load writes it there). */
export function useGradingReportView(reportId: number, classId: number | undefined): ReportView | undefined {
  const { data } = useQuery(gradingReportQuery, {
    variables: { reportId: String(reportId), classId: classId ? String(classId) : null },
    fetchPolicy: 'cache-only',
  });
  return data?.gradingReport ?? undefined;
}
