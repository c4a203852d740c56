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
        resultsReleasedByTeacher
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
      resultsReleasedByTeacher
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
  mutation ReportMyQuestionCorrection($questionId: ID!, $type: CorrectionType, $message: String!) {
    reportMyQuestionCorrection(questionId: $questionId, type: $type, message: $message)
  }
`);

graphql(`
  fragment MyPeriodFields on MyPeriod {
    id
    title
    startPlay
    endPlay
    opStatus
    leaveCause
    leaveId
    courseId
    courseTitle
    className
    abilities {
      leave {
        shown
        allowed
        reason
      }
      cancelLeave {
        shown
        allowed
        reason
      }
    }
  }
`);

export const myScheduleQuery = graphql(`
  query MySchedule($page: Int, $limit: Int) {
    mySchedule(page: $page, limit: $limit) {
      total
      page
      limit
      list {
        ...MyPeriodFields
      }
    }
  }
`);

/** Both answer the changed period, so the schedule's row updates in place. */
export const askMyLeaveMutation = graphql(`
  mutation AskMyLeave($courseId: ID!, $periodId: ID!, $reason: String!) {
    askMyLeave(courseId: $courseId, periodId: $periodId, reason: $reason) {
      ...MyPeriodFields
    }
  }
`);

export const cancelMyLeaveMutation = graphql(`
  mutation CancelMyLeave($courseId: ID!, $periodId: ID!) {
    cancelMyLeave(courseId: $courseId, periodId: $periodId) {
      ...MyPeriodFields
    }
  }
`);

export const joinMeetingByCodeMutation = graphql(`
  mutation JoinMeetingByCode($code: String!) {
    joinMeetingByCode(code: $code) {
      id
      meetingName
      startTime
      endTime
      teacherName
      roomId
    }
  }
`);

export const mySavedQuestionsQuery = graphql(`
  query MySavedQuestions {
    mySavedQuestions {
      id
      questionId
      type
      stem
      savedAt
      homeworkId
      reportId
      homeworkName
    }
  }
`);
