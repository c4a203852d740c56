import { graphql } from '../generated';

graphql(`
  fragment ResultAbilityFields on Ability {
    shown
    allowed
    reason
  }
`);

/** The detail header: the route's one query for the page frame; each tab owns its own query. */
export const homeworkResultDetailQuery = graphql(`
  query HomeworkResultDetail($homeworkId: ID!, $classId: ID, $arranged: Boolean) {
    homeworkResultDetail(homeworkId: $homeworkId, classId: $classId, arranged: $arranged) {
      id
      classId
      classes { id name }
      name
      type
      courseTitle
      periodTitle
      remark
      publishTime
      publishScope
      publisherName
      publisherRole
      arrangeId
      arrangeType
      arrangement { name classifyName gradeName subjectName lessonId arrangeTime timeName }
      scored
      isAnonymous
      anonymity {
        id
        isAnonymous
        namesHidden
        liftAnonymity { ...ResultAbilityFields }
      }
      resultsReleasedByTeacher
      unreleasedClassCount
      resultsRelease { ...ResultsReleaseFields }
      recalled
      endingTime
      overdue
      questionCount
      totalScore
      questionSummary { type typeName count score }
      dueCount
      submittedCount
      notGradedCount
      gradedCount
      submitRate
      gradeRate
      tabsReady
      tabsMessage
      abilities {
        adjustDeadline { ...ResultAbilityFields }
        continuePublishing { ...ResultAbilityFields }
        preview { ...ResultAbilityFields }
        releaseResults { ...ResultAbilityFields }
      }
    }
  }
`);

export const homeworkStudentsQuery = graphql(`
  query HomeworkStudents($homeworkId: ID!, $classId: ID, $filter: HomeworkStudentFilter, $page: Int, $limit: Int) {
    homeworkStudents(homeworkId: $homeworkId, classId: $classId, filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        reportId
        studentId
        classId
        className
        nickname
        mobile
        namesHidden
        status
        submitTime
        answerTime
        abilities {
          grade { ...ResultAbilityFields }
          view { ...ResultAbilityFields }
          viewSubmitted { ...ResultAbilityFields }
        }
      }
    }
  }
`);

export const questionAnalysisQuery = graphql(`
  query QuestionAnalysis($homeworkId: ID!, $classId: ID, $sort: QuestionAnalysisSort, $order: SortOrder) {
    questionAnalysis(homeworkId: $homeworkId, classId: $classId, sort: $sort, order: $order) {
      sort
      questionId
      stem
      type
      typeName
      parentId
      parentStem
      answerCount
      rightCount
      wrongCount
      unansweredCount
      correctRate
      score
      averageScore
      commonWrongOption
      itemAnalysis {
        p
        discrimination
        pointBiserial
        flags { flag reason }
      }
    }
  }
`);

export const transcriptQuery = graphql(`
  query Transcript($homeworkId: ID!, $classId: ID, $filter: TranscriptFilter, $page: Int, $limit: Int) {
    transcriptSummary(homeworkId: $homeworkId, classId: $classId) {
      scored
      questionCount
      score
      objectiveCount
      objectiveScore
      subjectiveCount
      subjectiveScore
      averageAnswerTime
      gradedCount
    }
    transcript(homeworkId: $homeworkId, classId: $classId, filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        reportId
        studentId
        nickname
        graded
        answerTime
        ranking
        score
        objectiveScore
        subjectiveScore
        correctRate
        objectiveRate
        subjectiveRate
        submitTime
        comment
      }
    }
  }
`);

export const exportTranscriptMutation = graphql(`
  mutation ExportTranscript($homeworkId: ID!, $classId: ID) {
    exportTranscript(homeworkId: $homeworkId, classId: $classId) {
      url
      expiresAt
    }
  }
`);

export const gradeDistributionQuery = graphql(`
  query GradeDistribution($homeworkId: ID!, $classId: ID) {
    gradeDistribution(homeworkId: $homeworkId, classId: $classId) {
      scored
      averageCorrectRate
      totalScore
      averageScore
      maxScore
      minScore
      maxRate
      minRate
      questionCount
      gradedCount
      dueCount
      bands { name min max count share }
    }
  }
`);

export const gradeBandStudentsQuery = graphql(`
  query GradeBandStudents($homeworkId: ID!, $classId: ID, $min: Int!, $max: Int!) {
    gradeBandStudents(homeworkId: $homeworkId, classId: $classId, min: $min, max: $max) {
      reportId
      studentId
      nickname
      mobile
      correctRate
      score
    }
  }
`);

export const homeworkStatisticsQuery = graphql(`
  query HomeworkStatistics($homeworkId: ID!, $classId: ID) {
    homeworkStatistics(homeworkId: $homeworkId, classId: $classId) {
      header {
        name
        periodTitle
        remark
        scored
        endingTime
        completionRate
        answerCount
        dueCount
        marker
        objectiveCount
        subjectiveCount
        fullScore
      }
      byType { type typeName total averageRightAnswer score averageScore correctRate scoreRate }
      byQuestion { sort questionId type typeName totalRight total averageScore questionScore correctRate scoreRate }
    }
  }
`);

export const adjustDeadlineMutation = graphql(`
  mutation ResultAdjustDeadline($id: ID!, $endingTime: DateTime!) {
    adjustHomeworkDeadline(id: $id, endingTime: $endingTime) {
      id
      endingTime
    }
  }
`);

graphql(`
  fragment PaperItemFields on PaperItem {
    questionId
    sort
    type
    typeName
    stem
    options { id letter content right }
    rightAnswer
    analysis
    score
    parentId
    parentStem
  }
`);

export const homeworkPreviewQuery = graphql(`
  query HomeworkPreview($homeworkId: ID!) {
    homeworkPreview(homeworkId: $homeworkId) {
      id
      name
      scored
      questionCount
      totalScore
      typeSummary { type typeName count score }
      items { ...PaperItemFields }
    }
  }
`);

export const answerStatisticsQuery = graphql(`
  query AnswerStatistics($homeworkId: ID!, $classId: ID) {
    answerStatistics(homeworkId: $homeworkId, classId: $classId) {
      homeworkName
      scored
      score
      averageScore
      maxScore
      minScore
      questionCount
      averageAnswerTime
      questions {
        item { ...PaperItemFields }
        rightCount
        wrongCount
        answeredCount
        unansweredCount
        averageRightRate
      }
    }
  }
`);

export const answerStudentsQuery = graphql(`
  query AnswerStudents($homeworkId: ID!, $classId: ID, $questionId: ID!, $group: AnswerGroup!) {
    answerStudents(homeworkId: $homeworkId, classId: $classId, questionId: $questionId, group: $group) {
      reportId
      studentId
      nickname
      mobile
      userAnswer
      score
    }
  }
`);

export const downloadPaperMutation = graphql(`
  mutation DownloadHomeworkPaper($homeworkId: ID!) {
    downloadHomeworkPaper(homeworkId: $homeworkId) {
      url
      expiresAt
    }
  }
`);

graphql(`
  fragment ResultsReleaseFields on HomeworkResultsRelease {
    homeworkId
    releasedByTeacher
    classes { classId className releasedAt }
  }
`);

export const releaseResultsMutation = graphql(`
  mutation ReleaseHomeworkResults($homeworkId: ID!, $classId: ID) {
    releaseHomeworkResults(homeworkId: $homeworkId, classId: $classId) {
      ...ResultsReleaseFields
    }
  }
`);

export const liftAnonymityMutation = graphql(`
  mutation LiftHomeworkAnonymity($homeworkId: ID!) {
    liftHomeworkAnonymity(homeworkId: $homeworkId) {
      id
      isAnonymous
      namesHidden
      liftAnonymity { ...ResultAbilityFields }
    }
  }
`);
