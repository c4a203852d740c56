import { graphql } from '../generated';

/** What every courseware list shows of a row. */
graphql(`
  fragment CoursewareRow_courseware on Courseware {
    id
    wareId
    name
    classifyId
    classifyName
    wareType
    fileName
    url
    fid
    size
    description
    isSync
    classId
    sessionId
    uploaderName
    picked
    createdAt
    abilities {
      view { shown allowed reason }
      edit { shown allowed reason }
      remove { shown allowed reason }
    }
  }
`);

export const classCoursewareQuery = graphql(`
  query ClassCourseware($classId: ID!, $filter: CoursewareFilter, $page: Int, $limit: Int) {
    classCourseware(classId: $classId, filter: $filter, page: $page, limit: $limit) {
      total
      page
      limit
      list { ...CoursewareRow_courseware }
    }
  }
`);

export const coursewareLibraryQuery = graphql(`
  query CoursewareLibrary(
    $filter: CoursewareFilter
    $pickedForClass: ID
    $pickedForSession: ID
    $page: Int
    $limit: Int
  ) {
    coursewareLibrary(
      filter: $filter
      pickedForClass: $pickedForClass
      pickedForSession: $pickedForSession
      page: $page
      limit: $limit
    ) {
      total
      list { ...CoursewareRow_courseware }
    }
  }
`);

export const coursewareClassifiesQuery = graphql(`
  query CoursewareClassifies {
    coursewareClassifies { id name children { id name } }
  }
`);

export const coursewarePreviewQuery = graphql(`
  query CoursewarePreview($fid: String!) {
    coursewarePreview(fid: $fid) { url name mime inline }
  }
`);

export const sessionCoursewareQuery = graphql(`
  query SessionCourseware($sessionId: ID!) {
    sessionCourseware(sessionId: $sessionId) { ...CoursewareRow_courseware }
  }
`);

export const addClassCoursewareMutation = graphql(`
  mutation AddClassCourseware($classId: ID!, $input: CoursewareInput!) {
    addClassCourseware(classId: $classId, input: $input) { ...CoursewareRow_courseware }
  }
`);

export const editClassCoursewareMutation = graphql(`
  mutation EditClassCourseware($id: ID!, $input: CoursewareInput!) {
    editClassCourseware(id: $id, input: $input) { ...CoursewareRow_courseware }
  }
`);

export const removeClassCoursewareMutation = graphql(`
  mutation RemoveClassCourseware($id: ID!) {
    removeClassCourseware(id: $id)
  }
`);

export const pickClassCoursewareMutation = graphql(`
  mutation PickClassCourseware($classId: ID!, $wareIds: [ID!]!) {
    pickClassCourseware(classId: $classId, wareIds: $wareIds) { ...CoursewareRow_courseware }
  }
`);

export const addSessionCoursewareMutation = graphql(`
  mutation AddSessionCourseware($sessionId: ID!, $input: SessionCoursewareInput!) {
    addSessionCourseware(sessionId: $sessionId, input: $input) { ...CoursewareRow_courseware }
  }
`);

export const pickSessionCoursewareMutation = graphql(`
  mutation PickSessionCourseware($sessionId: ID!, $wareIds: [ID!]!) {
    pickSessionCourseware(sessionId: $sessionId, wareIds: $wareIds) { ...CoursewareRow_courseware }
  }
`);

export const removeSessionCoursewareMutation = graphql(`
  mutation RemoveSessionCourseware($id: ID!) {
    removeSessionCourseware(id: $id)
  }
`);
