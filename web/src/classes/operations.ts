import { graphql } from '../generated';

graphql(`
  fragment ClassStaffFields on ClassStaff {
    id
    realName
    avatar
  }
`);

/** What the class list and the class detail header show of a class. */
graphql(`
  fragment SchoolClassFields on SchoolClass {
    id
    name
    gradeName
    classifyName
    studentsCount
    coursesCount
    status
    statusName
    largeClassName
    validType
    validTime
    scheduleImage
    coverImage
    createdAt
    groupHidden
    headTeacherName
    assistantNames
    isHeadTeacher
    headTeachers { ...ClassStaffFields }
    teachers { ...ClassStaffFields }
  }
`);

export const classListQuery = graphql(`
  query ClassList($filter: ClassFilter, $page: Int, $limit: Int) {
    classes(filter: $filter, page: $page, limit: $limit) {
      list { ...SchoolClassFields }
      total
      page
      limit
      switches { grade classify }
    }
  }
`);

export const classFilterOptionsQuery = graphql(`
  query ClassFilterOptions {
    classFilterOptions {
      grades { id name }
      classifies { id name }
      largeClasses { id name }
    }
  }
`);

export const schoolClassQuery = graphql(`
  query SchoolClass($id: ID!) {
    schoolClass(id: $id) { ...SchoolClassFields }
  }
`);

export const setScheduleImageMutation = graphql(`
  mutation SetClassScheduleImage($classId: ID!, $fileName: String!, $imageBase64: String!) {
    setClassScheduleImage(classId: $classId, fileName: $fileName, imageBase64: $imageBase64) {
      ...SchoolClassFields
    }
  }
`);

graphql(`
  fragment ClassStudentFields on ClassStudent {
    id
    classId
    nickname
    mobile
    status
    campusName
    studySeconds
    progressRate
    attendTimes
    leaveTimes
    truantTimes
    homeworkSubmitted
    homeworkAssigned
  }
`);

export const classStudentsQuery = graphql(`
  query ClassStudents($classId: ID!, $nickname: String, $mobile: String, $status: ClassStudentStatus, $page: Int, $limit: Int) {
    classStudents(classId: $classId, nickname: $nickname, mobile: $mobile, status: $status, page: $page, limit: $limit) {
      list { ...ClassStudentFields }
      total
    }
  }
`);

export const classCoursesQuery = graphql(`
  query ClassCourses($classId: ID!) {
    classCourses(classId: $classId) {
      id
      title
      coverImg
      courseType
      periodsCount
      startPlay
      endPlay
      teachers { ...ClassStaffFields }
      canViewAttendance
    }
  }
`);

export const classHomeworkQuery = graphql(`
  query ClassHomework($classId: ID!, $filter: ClassHomeworkFilter, $page: Int, $limit: Int) {
    classHomework(classId: $classId, filter: $filter, page: $page, limit: $limit) {
      list {
        id
        name
        type
        courseTitle
        periodTitle
        endingTime
        publishTime
        publisherName
        submittedCount
        dueCount
        markedCount
        unmarkedCount
      }
      total
      courses { id name }
      periods { id name courseId }
      publishers { id name }
    }
  }
`);

export const classStatisticsQuery = graphql(`
  query ClassStatistics($classId: ID!, $nickname: String, $mobile: String, $campusId: ID, $page: Int, $limit: Int) {
    classStatistics(classId: $classId, nickname: $nickname, mobile: $mobile, campusId: $campusId, page: $page, limit: $limit) {
      list { ...ClassStudentFields }
      total
      campuses { id name }
    }
  }
`);

export const exportClassStatisticsMutation = graphql(`
  mutation ExportClassStatistics($classId: ID!, $nickname: String, $mobile: String, $campusId: ID) {
    exportClassStatistics(classId: $classId, nickname: $nickname, mobile: $mobile, campusId: $campusId) {
      url
      fileName
    }
  }
`);

export const studentDetailQuery = graphql(`
  query StudentDetail($id: ID!, $classId: ID) {
    student(id: $id, classId: $classId) {
      id
      nickname
      mobile
      avatar
      joinTime
      joinTypeName
    }
    studentCourses(id: $id, classId: $classId) {
      courseId
      title
      courseType
      sectionNum
      studySeconds
      progressRate
      attendTimes
      leaveTimes
      truantTimes
      homeworkSubmitted
      homeworkAssigned
    }
  }
`);

export const studentPeriodsQuery = graphql(`
  query StudentPeriods($id: ID!, $courseId: ID!, $classId: ID) {
    studentPeriods(id: $id, courseId: $courseId, classId: $classId) {
      id
      title
      startPlay
      totalSeconds
      studySeconds
      progressRate
      opStatus
    }
  }
`);

export const exportStudentStudyMutation = graphql(`
  mutation ExportStudentStudy($id: ID!, $classId: ID) {
    exportStudentStudy(id: $id, classId: $classId) {
      url
      fileName
    }
  }
`);
