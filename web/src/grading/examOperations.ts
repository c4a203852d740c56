import { graphql } from '../generated';

/** ExamPaperApprove: an exam paper opened for marking, in the grading page's shape. */
export const examMarkingReportQuery = graphql(`
  query ExamMarkingReport($reportId: ID!) {
    examMarkingReport(reportId: $reportId) {
      ...GradingReportFields
    }
  }
`);

export const gradeExamQuestionMutation = graphql(`
  mutation GradeExamQuestion($input: GradeQuestionInput!) {
    gradeExamQuestion(input: $input) {
      id
      revision
      isReview
    }
  }
`);

export const finishExamMarkingMutation = graphql(`
  mutation FinishExamMarking($reportId: ID!, $comment: String) {
    finishExamMarking(reportId: $reportId, comment: $comment) {
      nextReportId
    }
  }
`);
