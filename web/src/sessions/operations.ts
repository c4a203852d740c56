import { graphql } from '../generated';

graphql(`
  fragment SessionAbilityFields on Ability {
    shown
    allowed
    reason
  }
`);

/** What the session screens show of a session: header, handout, counts and abilities. */
graphql(`
  fragment LessonSessionFields on LessonSession {
    id
    teamClassId
    classType
    status
    arrangeTime
    endTime
    timeName
    className
    classifyName
    gradeName
    subjectName
    teachingMode
    roomName
    creator
    leaveType
    leaveLabel
    homeworkModule
    handout { fileStatus statusLabel fileName fileUrl remark }
    shouldArrive
    arrived
    leave
    truants
    abilities {
      leave { ...SessionAbilityFields }
      enterLive { ...SessionAbilityFields }
      evaluate { ...SessionAbilityFields }
      homeworkTab { ...SessionAbilityFields }
      uploadHandout { ...SessionAbilityFields }
      reviewHandout { ...SessionAbilityFields }
    }
  }
`);

graphql(`
  fragment SessionStudentFields on SessionStudent {
    id
    studentId
    name
    mobile
    status
    attendType
    remark
    studentRemark
    teacherRemark
    evaluate { ...SessionAbilityFields }
  }
`);

export const lessonSessionQuery = graphql(`
  query LessonSession($id: ID!) {
    lessonSession(id: $id) { ...LessonSessionFields }
    lessonSessionStudents(id: $id) { ...SessionStudentFields }
  }
`);

export const lessonSessionsQuery = graphql(`
  query LessonSessions($status: SessionStatus, $page: Int, $limit: Int) {
    lessonSessions(status: $status, page: $page, limit: $limit) {
      list {
        id
        teamClassId
        classType
        className
        arrangeTime
        timeName
        teachingMode
        status
        leaveType
        fileStatus
        studentCount
        userId
      }
      total
      page
      limit
    }
  }
`);

export const uploadHandoutMutation = graphql(`
  mutation UploadSessionHandout($sessionId: ID!, $fileName: String!, $fileBase64: String!) {
    uploadSessionHandout(sessionId: $sessionId, fileName: $fileName, fileBase64: $fileBase64) {
      ...LessonSessionFields
    }
  }
`);

export const reviewHandoutMutation = graphql(`
  mutation ReviewSessionHandout($sessionId: ID!, $approve: Boolean!, $remark: String) {
    reviewSessionHandout(sessionId: $sessionId, approve: $approve, remark: $remark) {
      ...LessonSessionFields
    }
  }
`);

export const evaluateStudentMutation = graphql(`
  mutation EvaluateSessionStudent($sessionId: ID!, $studentId: ID!, $remark: String!) {
    evaluateSessionStudent(sessionId: $sessionId, studentId: $studentId, remark: $remark) {
      ...SessionStudentFields
    }
  }
`);

export const askLeaveMutation = graphql(`
  mutation AskSessionLeave($sessionId: ID!) {
    askSessionLeave(sessionId: $sessionId) { ...LessonSessionFields }
  }
`);
