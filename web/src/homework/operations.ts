import { graphql } from '../generated';

graphql(`
  fragment AbilityFields on Ability {
    shown
    allowed
    reason
  }
`);

/** What a row of the homework list shows and what its actions need. */
graphql(`
  fragment HomeworkRowFields on HomeworkRow {
    id
    name
    courseId
    courseTitle
    periodTitle
    notGradedCount
    gradedCount
    submittedCount
    dueCount
    endingTime
    publishTime
    classNames
    classCount
    publishedClassCount
    multiClass
    type
    arranged
    scored
    publisherRole
    publisherName
    isOwner
    recalled
    abilities {
      view { ...AbilityFields }
      copy { ...AbilityFields }
      continuePublishing { ...AbilityFields }
      grade { ...AbilityFields }
      adjustDeadline { ...AbilityFields }
      recall { ...AbilityFields }
    }
  }
`);

export const homeworkListQuery = graphql(`
  query HomeworkList($filter: HomeworkFilter, $page: Int, $limit: Int, $sortNotGraded: SortOrder) {
    homeworkList(filter: $filter, page: $page, limit: $limit, sortNotGraded: $sortNotGraded) {
      total
      page
      limit
      list {
        ...HomeworkRowFields
      }
    }
  }
`);

export const pendingGradingCountQuery = graphql(`
  query PendingGradingCount {
    pendingGradingCount
  }
`);

export const homeworkClassesQuery = graphql(`
  query HomeworkClasses($id: ID!) {
    homeworkClasses(id: $id) {
      id
      name
      published
    }
  }
`);

export const publishMoreMutation = graphql(`
  mutation PublishHomeworkToClasses($id: ID!, $classIds: [ID!]!) {
    publishHomeworkToClasses(id: $id, classIds: $classIds) {
      ...HomeworkRowFields
    }
  }
`);

export const adjustDeadlineMutation = graphql(`
  mutation AdjustHomeworkDeadline($id: ID!, $endingTime: DateTime!) {
    adjustHomeworkDeadline(id: $id, endingTime: $endingTime) {
      ...HomeworkRowFields
    }
  }
`);

export const recallMutation = graphql(`
  mutation RecallHomework($id: ID!) {
    recallHomework(id: $id) {
      ...HomeworkRowFields
    }
  }
`);

/** A question as the publish form lists it (a bank question or a homework's copy). */
graphql(`
  fragment HomeworkQuestionFields on HomeworkQuestion {
    id
    type
    stem
    difficulty
    score
    subQuestions {
      id
      type
      stem
      score
    }
  }
`);

export const publishableCoursesQuery = graphql(`
  query PublishableCourses($title: String, $parentId: ID, $courseId: ID, $page: Int, $limit: Int) {
    publishableCourses(title: $title, parentId: $parentId, courseId: $courseId, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        id
        title
        courseType
        parentId
        classes {
          id
          name
        }
      }
    }
  }
`);

export const coursePeriodsQuery = graphql(`
  query CoursePeriods($courseId: ID!) {
    coursePeriods(courseId: $courseId) {
      id
      title
      sort
    }
  }
`);

export const homeworkCopyQuery = graphql(`
  query HomeworkCopy($id: ID!) {
    homeworkCopy(id: $id) {
      id
      name
      remark
      scored
      anonymous
      releaseLater
      questions {
        ...HomeworkQuestionFields
        rubricId
        subQuestions {
          id
          rubricId
        }
      }
    }
  }
`);

export const homeworkHistoryQuery = graphql(`
  query HomeworkHistory($filter: HistoricalHomeworkFilter, $page: Int, $limit: Int) {
    homeworkHistory(filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      list {
        id
        name
        type
        arranged
        periodTitle
        courseTitle
        questionCount
        publishTime
      }
    }
  }
`);

export const historicalQuestionsQuery = graphql(`
  query HistoricalHomeworkQuestions($ids: [ID!]!) {
    historicalHomeworkQuestions(ids: $ids) {
      ...HomeworkQuestionFields
    }
  }
`);

/** The picker's bank lists: the caller's own questions and the shared bank. */
export const pickerMyQuestionsQuery = graphql(`
  query PickerMyQuestions($filter: QuestionFilter, $page: Int, $limit: Int) {
    myQuestions(filter: $filter, page: $page, limit: $limit) {
      total
      list {
        ...PickerQuestionFields
      }
    }
  }
`);

export const pickerPublicQuestionsQuery = graphql(`
  query PickerPublicQuestions($filter: QuestionFilter, $page: Int, $limit: Int) {
    publicQuestions(filter: $filter, page: $page, limit: $limit) {
      total
      list {
        ...PickerQuestionFields
      }
    }
  }
`);

graphql(`
  fragment PickerQuestionFields on Question {
    id
    type
    stem
    difficulty
    subQuestions {
      id
      type
      stem
    }
  }
`);

export const publishHomeworkMutation = graphql(`
  mutation PublishHomework($input: PublishHomeworkInput!) {
    publishHomework(input: $input) {
      id
    }
  }
`);

export const questionPreviewQuery = graphql(`
  query QuestionPreview($id: ID!) {
    question(id: $id) {
      ...QuestionBody_question
    }
  }
`);

/** Arrange mode's target when it is a team class (arrange_type 4, CurriculumDetail's publish button). */
export const arrangeTeamClassQuery = graphql(`
  query ArrangeTeamClass($id: ID!) {
    teamClass(id: $id) {
      id
      className
      campusName
      teacherName
      classifyName
      gradeName
      subjectName
      arrangeLesson { id timeName arrangeTime }
    }
  }
`);

/** 去批改: the report to open for a homework (null when no student of the viewer's classes submitted). */
export const reportToGradeQuery = graphql(`
  query ReportToGrade($homeworkId: ID!) {
    reportToGrade(homeworkId: $homeworkId)
  }
`);

/** The publisher's rubrics offered for short answers on the publish form. */
export const publishRubricChoicesQuery = graphql(`
  query PublishRubricChoices {
    rubrics(limit: 100) {
      list {
        id
        title
        maxPoints
        status
      }
    }
  }
`);
