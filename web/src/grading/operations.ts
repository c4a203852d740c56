import { graphql } from '../generated';

export const gradingListQuery = graphql(`
  query GradingList($filter: GradingListFilter) {
    gradingList(filter: $filter) {
      total
      page
      limit
      list {
        reportId
        homeworkId
        classId
        name
        nickname
        namesHidden
        submitTime
        type
        courseTitle
        periodsTitle
        publishTime
        publisher
      }
    }
  }
`);

export const gradingQuestionFields = graphql(`
  fragment GradingQuestionFields on GradingQuestion {
    ...RubricPanel_question
    id
    questionId
    sort
    quesType
    stem
    parentStem
    options {
      id
      content
      isRight
    }
    rightAnswer
    analysis
    score
    getScore
    rate
    remark
    userAnswer
    images {
      url
      draw
    }
    status
    isReview
    revision
  }
`);

export const gradingReportFragment = graphql(`
  fragment GradingReportFields on GradingReport {
    id
    homeworkId
    classId
    testName
    nickname
    namesHidden
    userScore
    sumScore
    answerTime
    isSetScore
    testStatus
    submitTime
    comment
    openedBy
    nextReportId
    subjectCard {
      name
      children {
        id
        sort
        isReview
        status
        score
      }
    }
    objectiveCard {
      name
      children {
        id
        sort
        isReview
        status
        score
      }
    }
    subjectQuestions {
      ...GradingQuestionFields
    }
    objectiveQuestions {
      ...GradingQuestionFields
    }
  }
`);

export const gradingReportQuery = graphql(`
  query GradingReport($reportId: ID!, $classId: ID) {
    gradingReport(reportId: $reportId, classId: $classId) {
      ...GradingReportFields
    }
  }
`);

export const gradeQuestionMutation = graphql(`
  mutation GradeQuestion($input: GradeQuestionInput!) {
    gradeQuestion(input: $input) {
      id
      revision
      isReview
    }
  }
`);

export const finishGradingMutation = graphql(`
  mutation FinishGrading($reportId: ID!, $comment: String, $classId: ID) {
    finishGrading(reportId: $reportId, comment: $comment, classId: $classId) {
      nextReportId
    }
  }
`);

export const gradingCommentsQuery = graphql(`
  query GradingComments {
    gradingComments {
      id
      content
      createdAt
    }
  }
`);

export const addGradingCommentMutation = graphql(`
  mutation AddGradingComment($content: String!) {
    addGradingComment(content: $content) {
      id
      content
      createdAt
    }
  }
`);

export const removeGradingCommentMutation = graphql(`
  mutation RemoveGradingComment($id: ID!) {
    removeGradingComment(id: $id) {
      id
      content
      createdAt
    }
  }
`);

/** What the grading workspace's rubric panel reads of a question. */
export const rubricPanelFields = graphql(`
  fragment RubricPanel_question on GradingQuestion {
    rubric {
      id
      title
      maxPoints
      criteria {
        id
        name
        levels {
          id
          text
          points
        }
      }
    }
    levels {
      criterionId
      levelId
    }
  }
`);
