import { graphql } from '../generated';

graphql(`
  fragment AbilityFields on Ability {
    shown
    allowed
    reason
  }
`);

/** What the leave tab shows of a request, with the approve and reject abilities. */
graphql(`
  fragment LeaveRequestFields on LeaveRequest {
    id
    studentId
    name
    mobile
    courseTitle
    periodTitle
    periodStatus
    createdAt
    cause
    opStatus
    abilities {
      approve { ...AbilityFields }
      reject { ...AbilityFields }
    }
  }
`);

export const classLeaveRequestsQuery = graphql(`
  query ClassLeaveRequests(
    $classId: ID!
    $opStatus: OpStatus
    $courseId: ID
    $name: String
    $page: Int
    $limit: Int
  ) {
    classLeaveRequests(
      classId: $classId
      opStatus: $opStatus
      courseId: $courseId
      name: $name
      page: $page
      limit: $limit
    ) {
      list { ...LeaveRequestFields }
      total
      page
      limit
    }
  }
`);

/** The leave tab's course filter: every course of the class (REST stateschoolcourse, limit 999999). */
export const leaveCourseOptionsQuery = graphql(`
  query LeaveCourseOptions($classId: ID!) {
    classCourses(classId: $classId) {
      id
      title
    }
  }
`);

export const setLeaveStatusMutation = graphql(`
  mutation SetLeaveStatus($classId: ID!, $ids: [ID!]!, $opStatus: OpStatus!) {
    setLeaveStatus(classId: $classId, ids: $ids, opStatus: $opStatus) { ...LeaveRequestFields }
  }
`);

export const attendInfoQuery = graphql(`
  query AttendInfo($courseId: ID!, $classId: ID!) {
    attendCourse(courseId: $courseId, classId: $classId) {
      id
      title
      coverImg
      courseType
      studyCount
      chapterNum
      sectionNum
    }
    attendPeriods(courseId: $courseId, classId: $classId) {
      id
      title
      startPlay
      totalSeconds
      status
      attendNum
      leaveNum
      truantNum
      totalNum
    }
  }
`);

/** One student's op_status of a period with the buttons of section 4. */
graphql(`
  fragment PeriodAttendanceFields on PeriodAttendance {
    id
    studentId
    nickname
    mobile
    courseId
    periodId
    opStatus
    attendance
    leaveCause
    leaveId
    remark
    abilities {
      leave { ...AbilityFields }
      approve { ...AbilityFields }
      reject { ...AbilityFields }
      cancelLeave { ...AbilityFields }
      cancelAttendance { ...AbilityFields }
      markAttended { ...AbilityFields }
    }
  }
`);

export const periodAttendanceQuery = graphql(`
  query PeriodAttendance($courseId: ID!, $classId: ID!, $periodId: ID!) {
    periodAttendance(courseId: $courseId, classId: $classId, periodId: $periodId) {
      ...PeriodAttendanceFields
    }
  }
`);

export const changeOpStatusMutation = graphql(`
  mutation ChangeOpStatus($input: OpStatusChange!) {
    changeOpStatus(input: $input) { ...PeriodAttendanceFields }
  }
`);

export const exportCourseAttendanceMutation = graphql(`
  mutation ExportCourseAttendance($courseId: ID!, $classId: ID!) {
    exportCourseAttendance(courseId: $courseId, classId: $classId) { url fileName }
  }
`);

graphql(`
  fragment TeamClassFields on TeamClass {
    id
    className
    campusName
    inNumber
    gradeName
    classifyName
    subjectName
    teacherName
    assistantName
    teachingMode
    roomName
    status
    signTypeName
    schedule
    createdAt
    startTime
    remarks
  }
`);

export const teamClassesQuery = graphql(`
  query TeamClasses($filter: TeamClassFilter, $page: Int, $limit: Int) {
    teamClasses(filter: $filter, page: $page, limit: $limit) {
      list { ...TeamClassFields }
      total
      page
      limit
      campuses { id name }
    }
  }
`);

export const teamClassFilterOptionsQuery = graphql(`
  query TeamClassFilterOptions {
    classFilterOptions {
      classifies { id name }
      grades { id name }
      subjects { id name }
      rooms { id name }
    }
  }
`);

export const teamClassQuery = graphql(`
  query TeamClass($id: ID!) {
    teamClass(id: $id) { ...TeamClassFields }
  }
`);

export const teamClassStudentsQuery = graphql(`
  query TeamClassStudents($id: ID!) {
    teamClassStudents(id: $id) {
      id
      name
      mobile
      createdAt
      firstTime
      campusName
      contractsNumber
      signTypeName
      remainingLessons
      classTimeHour
    }
  }
`);

graphql(`
  fragment AttendanceCellFields on AttendanceCell {
    id
    lessonId
    studentId
    arrangeTime
    attendance
    status
    remarks
    abilities {
      leave { ...AbilityFields }
      cancelLeave { ...AbilityFields }
      cancelAttendance { ...AbilityFields }
      manual { ...AbilityFields }
    }
  }
`);

export const teamClassAttendanceQuery = graphql(`
  query TeamClassAttendance($id: ID!) {
    teamClassLessons(id: $id) { id timeName arrangeTime teacherName }
    teamClassAttendance(id: $id) {
      studentId
      name
      mobile
      cells { ...AttendanceCellFields }
    }
  }
`);

export const setLessonAttendanceMutation = graphql(`
  mutation SetLessonAttendance(
    $teamClassId: ID!
    $lessonId: ID!
    $studentId: ID!
    $action: AttendanceCellAction!
    $remark: String
  ) {
    setLessonAttendance(
      teamClassId: $teamClassId
      lessonId: $lessonId
      studentId: $studentId
      action: $action
      remark: $remark
    ) { ...AttendanceCellFields }
  }
`);

export const teamClassHomeworkQuery = graphql(`
  query TeamClassHomework($id: ID!, $name: String) {
    teamClassHomework(id: $id, name: $name) {
      id
      name
      publishTime
      endingTime
      publisherName
      status
      questionCount
    }
  }
`);
