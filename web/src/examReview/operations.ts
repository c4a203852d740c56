import { graphql } from '../generated';

export const examReviewReportQuery = graphql(`
  query ExamReviewReport($reportId: ID!) {
    examReviewReport(reportId: $reportId) {
      id
      examId
      testName
      nickname
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
      markAbility {
        shown
        allowed
        reason
      }
      attempts {
        id
        attemptNo
        submitTime
        testStatus
      }
      card {
        name
        introduce
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
        analysis
        rightAnswer
        userAnswer
        averageRate
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

export const examPaperPreviewQuery = graphql(`
  query ExamPaperPreview($id: ID!) {
    examPaperPreview(id: $id) {
      id
      name
      limitTime
      score
      passScore
      timeType
      classifyName
      questionNum
      sections {
        name
        introduce
        questions {
          id
          number
          quesType
          stem
          options {
            id
            content
            isRight
          }
          rightAnswer
          analysis
          blankCount
          score
        }
      }
    }
  }
`);

export const renderPaperPdfMutation = graphql(`
  mutation RenderPaperPdf($html: String!, $css: String, $name: String) {
    renderPaperPdf(html: $html, css: $css, name: $name) {
      url
      fileName
    }
  }
`);
