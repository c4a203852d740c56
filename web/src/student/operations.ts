import { graphql } from '../generated';

/** The signed-in user, as the student side needs them. */
export const studentSessionQuery = graphql(`
  query StudentSession {
    me {
      user {
        id
        role
        nickname
        realName
      }
    }
  }
`);

export const studentLogoutMutation = graphql(`
  mutation StudentLogout {
    logout
  }
`);

export const myHomeworkQuery = graphql(`
  query MyHomework($status: StudentReportStatus, $page: Int, $limit: Int) {
    myHomework(status: $status, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        reportId
        homeworkId
        name
        endingTime
        status
        submitAt
        courseTitle
        periodsTitle
      }
    }
  }
`);

graphql(`
  fragment MyQuestionFields on MyReportQuestion {
    id
    type
    stem
    score
    userAnswer
    collectId
    rightAnswer
    analysis
    isRight
    userScore
    remark
    options {
      id
      content
      isRight
    }
    attachments {
      url
      name
      ext
      draw
    }
    rubricLevels {
      criterion
      level
      points
      maxPoints
    }
  }
`);

export const myReportQuery = graphql(`
  query MyHomeworkReport($id: ID!) {
    myHomeworkReport(id: $id) {
      id
      homeworkId
      name
      status
      isSetScore
      questionNum
      score
      endTime
      submitAt
      abilities {
        saveAnswers {
          shown
          allowed
          reason
        }
        submit {
          shown
          allowed
          reason
        }
      }
      answerTime
      completionRate
      objectScore
      subjectScore
      userScore
      maxScore
      avarageScore
      comment
      questions {
        ...MyQuestionFields
        children {
          ...MyQuestionFields
        }
      }
    }
  }
`);

export const saveMyAnswersMutation = graphql(`
  mutation SaveMyAnswers($reportId: ID!, $answers: [MyAnswerInput!]!) {
    saveMyAnswers(reportId: $reportId, answers: $answers)
  }
`);

export const submitMyHomeworkMutation = graphql(`
  mutation SubmitMyHomework($reportId: ID!) {
    submitMyHomework(reportId: $reportId)
  }
`);

export const collectMyQuestionMutation = graphql(`
  mutation CollectMyQuestion($questionId: ID!) {
    collectMyQuestion(questionId: $questionId)
  }
`);

export const cancelMyQuestionCollectMutation = graphql(`
  mutation CancelMyQuestionCollect($collectId: ID!) {
    cancelMyQuestionCollect(collectId: $collectId)
  }
`);

export const reportMyQuestionCorrectionMutation = graphql(`
  mutation ReportMyQuestionCorrection($questionId: ID!, $type: Int, $message: String!) {
    reportMyQuestionCorrection(questionId: $questionId, type: $type, message: $message)
  }
`);
