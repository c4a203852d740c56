import { graphql } from '../generated';

graphql(`
  fragment ExamAbilityFields on Ability {
    shown
    allowed
    reason
  }
`);

/** What the exam list shows of an exam, and what a change of it answers. */
graphql(`
  fragment ExamRowFields on ExamRow {
    id
    name
    classifyName
    timeType
    startTime
    endTime
    durationMinutes
    score
    passScore
    attempts
    questionCount
    status
    shouldTestCount
    testedCount
    creatorName
    schoolName
    resultsReleasedByTeacher
    abilities {
      edit { ...ExamAbilityFields }
      publish { ...ExamAbilityFields }
      close { ...ExamAbilityFields }
    }
  }
`);

export const examChoicesQuery = graphql(`
  query ExamChoices {
    examClassifies {
      id
      name
      children { id name }
    }
    examSchools {
      shown
      list { id name }
    }
  }
`);

export const examListQuery = graphql(`
  query ExamList($filter: ExamFilter, $page: Int, $limit: Int) {
    exams(filter: $filter, page: $page, limit: $limit) {
      list { ...ExamRowFields }
      total
      page
      limit
    }
  }
`);

export const publishExamMutation = graphql(`
  mutation PublishExam($id: ID!) {
    publishExam(id: $id) { ...ExamRowFields }
  }
`);

export const closeExamMutation = graphql(`
  mutation CloseExam($id: ID!) {
    closeExam(id: $id) { ...ExamRowFields }
  }
`);

export const examForEditingQuery = graphql(`
  query ExamForEditing($id: ID!) {
    examForEditing(id: $id) {
      id
      classIds
      row {
        id
        name
        classifyId
        timeType
        startTime
        endTime
        durationMinutes
        passScore
        attempts
        status
        resultsReleasedByTeacher
        abilities { edit { ...ExamAbilityFields } }
      }
      sections {
        name
        introduce
        questions {
          number
          bankQuestionId
          type
          stem
          blanks { answers }
          analysis
          score
        }
      }
    }
  }
`);

/** The author's classes: the exam's target classes are chosen among them. */
export const examClassChoicesQuery = graphql(`
  query ExamClassChoices {
    classes(page: 1, limit: 100) {
      list { id name }
    }
  }
`);

export const createExamMutation = graphql(`
  mutation CreateExam($input: ExamInput!) {
    createExam(input: $input) { ...ExamRowFields }
  }
`);

export const editExamMutation = graphql(`
  mutation EditExam($id: ID!, $input: ExamInput!) {
    editExam(id: $id, input: $input) { ...ExamRowFields }
  }
`);

graphql(`
  fragment ExamPickerQuestionFields on Question {
    id
    type
    stem
    difficulty
  }
`);

export const examPickerMineQuery = graphql(`
  query ExamPickerMine($filter: QuestionFilter, $page: Int, $limit: Int) {
    myQuestions(filter: $filter, page: $page, limit: $limit) {
      total
      list { ...ExamPickerQuestionFields }
    }
  }
`);

export const examPickerPublicQuery = graphql(`
  query ExamPickerPublic($filter: QuestionFilter, $page: Int, $limit: Int) {
    publicQuestions(filter: $filter, page: $page, limit: $limit) {
      total
      list { ...ExamPickerQuestionFields }
    }
  }
`);

export const examHeaderQuery = graphql(`
  query ExamHeader($id: ID!) {
    examHeader(id: $id) {
      id
      name
      score
      passScore
      participants
      durationMinutes
      resultsRelease {
        ...ExamResultsReleaseFields
      }
    }
  }
`);

export const examResultsReleaseFragment = graphql(`
  fragment ExamResultsReleaseFields on ExamResultsRelease {
    examId
    releasedByTeacher
    unreleasedClassCount
    classes {
      classId
      className
      releasedAt
    }
    releaseResults { ...ExamAbilityFields }
  }
`);

export const releaseExamResultsMutation = graphql(`
  mutation ReleaseExamResults($examId: ID!, $classId: ID) {
    releaseExamResults(examId: $examId, classId: $classId) {
      ...ExamResultsReleaseFields
    }
  }
`);

export const examAttemptsQuery = graphql(`
  query ExamAttempts($examId: ID!, $filter: ExamAttemptFilter, $page: Int, $limit: Int) {
    examAttempts(examId: $examId, filter: $filter, page: $page, limit: $limit) {
      total
      list {
        id
        nickname
        mobile
        orgName
        score
        testStatus
        isPass
        submitTime
        attemptNo
        abilities {
          review { ...ExamAbilityFields }
          view { ...ExamAbilityFields }
        }
      }
    }
  }
`);

export const examScoreStatisticsQuery = graphql(`
  query ExamScoreStatistics($examId: ID!) {
    examScoreStatistics(examId: $examId) {
      averageRightPercent
      averageScore
      maxScore
      minScore
      averageAnswerTime
      answerUsersNum
      awaitingReviewNum
      passNums
      passPercent
      chart { percent userNums scoreSteps }
    }
  }
`);

export const examStudentsQuery = graphql(`
  query ExamStudents(
    $examId: ID!
    $filter: ExamStudentFilter
    $sort: ExamStudentSort
    $order: ExamStudentOrder
    $page: Int
    $limit: Int
  ) {
    examStudents(examId: $examId, filter: $filter, sort: $sort, order: $order, page: $page, limit: $limit) {
      total
      list {
        studentId
        nickname
        ranking
        score
        userScore
        subjectiveScore
        answerTime
        submitTime
        isFinishConditions
        isPass
        testStatus
        answerNums
        isEffective
        schoolName
        reportId
      }
    }
  }
`);

export const exportExamStudentsMutation = graphql(`
  mutation ExportExamStudents(
    $examId: ID!
    $filter: ExamStudentFilter
    $sort: ExamStudentSort
    $order: ExamStudentOrder
  ) {
    exportExamStudents(examId: $examId, filter: $filter, sort: $sort, order: $order) {
      url
      fileName
    }
  }
`);

export const examQuestionStatisticsQuery = graphql(`
  query ExamQuestionStatistics($examId: ID!) {
    examQuestionStatistics(examId: $examId) {
      types { questionType questionNum wrongRate averageScore }
      questions { sort stem type typeName wrongCount rightRate score averageScore wrongOption }
    }
  }
`);
