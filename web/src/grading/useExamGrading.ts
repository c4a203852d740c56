import { useApolloClient, useQuery } from '@apollo/client/react';
import { COMMON_MESSAGES, gradingWorkspace } from '@school/machines';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { errorMessage } from '../shared/graphqlErrors';
import {
  examMarkingReportQuery,
  finishExamMarkingMutation,
  gradeExamQuestionMutation,
} from './examOperations';
import { type ReportView, toWorkspaceReport } from './useHomeworkGrading';

const failed = (error: unknown) => new Error(errorMessage(error));

/**
 * The grading workspace of an exam paper (ExamPaperApprove): the same machine and page as homework,
 * with the exam marking calls. Each load writes the paper into Apollo's cache, where the page reads it.
 */
export function useExamGrading(reportId: number) {
  const client = useApolloClient();
  const machine = useMemo(
    () =>
      gradingWorkspace.provide({
        actors: {
          loadReport: fromPromise(async ({ input }) => {
            try {
              const { data } = await client.query({
                query: examMarkingReportQuery,
                variables: { reportId: String(input.reportId) },
                fetchPolicy: 'network-only',
              });
              if (!data?.examMarkingReport) throw new Error(COMMON_MESSAGES.paperNotFound);
              return toWorkspaceReport(data.examMarkingReport);
            } catch (error) {
              throw failed(error);
            }
          }),
          saveQuestion: fromPromise(async ({ input }) => {
            try {
              await client.mutate({
                mutation: gradeExamQuestionMutation,
                variables: {
                  input: {
                    reportId: String(input.reportId),
                    questionId: String(input.quesId),
                    score: input.draft.score,
                    remark: input.draft.remark,
                    images: input.draft.images,
                    type: input.type,
                    revision: input.revision,
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
                mutation: finishExamMarkingMutation,
                variables: { reportId: String(input.reportId), comment: input.comment },
              });
              const next = data?.finishExamMarking.nextReportId;
              return next ? Number(next) : null;
            } catch (error) {
              throw failed(error);
            }
          }),
        },
      }),
    [client],
  );
  return useMachine(machine, { input: { reportId } });
}

/** The paper the workspace loaded, read from Apollo's cache. */
export function useExamMarkingView(reportId: number): ReportView | undefined {
  const { data } = useQuery(examMarkingReportQuery, {
    variables: { reportId: String(reportId) },
    fetchPolicy: 'cache-only',
  });
  return data?.examMarkingReport ?? undefined;
}
