import { graphql } from '../../generated';

export const myExamsQuery = graphql(`
  query MyExams($page: Int, $limit: Int) {
    myExams(page: $page, limit: $limit) {
      total
      page
      limit
      list {
        id
        name
        score
        passScore
        limitTime
        timeType
        startTime
        endTime
        testNum
        status
        attemptsUsed
        answeringReportId
        reportIds
        resultsReleasedByTeacher
        resultsReleased
        abilities {
          start {
            shown
            allowed
            reason
          }
        }
      }
    }
  }
`);

export const myExamAttemptQuery = graphql(`
  query MyExamAttempt($id: ID!) {
    myExamAttempt(id: $id) {
      id
      examId
      name
      score
      passScore
      limitTime
      attemptNo
      testStatus
      startedAt
      dueAt
      remaining
      submitTime
      sections {
        name
        introduce
        questions {
          id
          number
          section
          quesType
          stem
          score
          blankCount
          answer
          blanks
          flagged
          options {
            id
            content
            isRight
          }
          subQuestions {
            id
            quesType
            stem
            options {
              id
              content
              isRight
            }
          }
        }
      }
    }
  }
`);

export const myExamReviewQuery = graphql(`
  query MyExamReview($id: ID!) {
    myExamReview(id: $id) {
      id
      examId
      testName
      ranking
      userCount
      answerTime
      testStatus
      isPass
      sumScore
      passScore
      userScore
      objectiveScore
      subjectiveScore
      submitTime
      attemptNo
      comment
      resultsReleasedByTeacher
      resultsReleased
      attempts {
        id
        attemptNo
        submitTime
        testStatus
      }
      card {
        name
        items {
          id
          number
          status
          flagged
          quesType
        }
      }
      questions {
        id
        number
        section
        quesType
        stem
        options {
          id
          content
          isRight
        }
        rightAnswer
        analysis
        userAnswer
        userScore
        score
        status
        flagged
        reviewComment
        attachments {
          url
          name
          ext
        }
      }
    }
  }
`);

export const startMyExamMutation = graphql(`
  mutation StartMyExam($examId: ID!) {
    startMyExam(examId: $examId)
  }
`);

export const saveMyExamAnswersMutation = graphql(`
  mutation SaveMyExamAnswers($reportId: ID!, $answers: [MyExamAnswerInput!]!) {
    saveMyExamAnswers(reportId: $reportId, answers: $answers)
  }
`);

export const submitMyExamMutation = graphql(`
  mutation SubmitMyExam($reportId: ID!) {
    submitMyExam(reportId: $reportId)
  }
`);
