import { graphql } from '../generated';

/** What the class meeting tab, AddClassMeeting and the statistics header show of a meeting. */
graphql(`
  fragment ClassMeetingFields on ClassMeeting {
    id
    classId
    name
    startTime
    endTime
    liveStatus
    joinCount
    notJoinCount
    speaker
    roomId
    abilities {
      statistics {
        shown
        allowed
        reason
      }
      share {
        shown
        allowed
        reason
      }
      edit {
        shown
        allowed
        reason
      }
      delete {
        shown
        allowed
        reason
      }
    }
  }
`);

export const classMeetingsQuery = graphql(`
  query ClassMeetings($classId: ID!, $page: Int, $limit: Int) {
    classMeetings(classId: $classId, page: $page, limit: $limit) {
      total
      create {
        shown
        allowed
        reason
      }
      list {
        ...ClassMeetingFields
      }
    }
  }
`);

export const classMeetingQuery = graphql(`
  query ClassMeeting($id: ID!) {
    classMeeting(id: $id) {
      ...ClassMeetingFields
    }
  }
`);

export const meetingJoinCodesQuery = graphql(`
  query MeetingJoinCodes($id: ID!) {
    meetingJoinCodes(id: $id) {
      teacherCode
      assistantCode
      studentCode
    }
  }
`);

export const classMeetingStatisticsQuery = graphql(`
  query ClassMeetingStatistics($id: ID!, $joined: Boolean, $page: Int, $limit: Int) {
    classMeetingStatistics(id: $id, joined: $joined, page: $page, limit: $limit) {
      total
      meeting {
        ...ClassMeetingFields
      }
      list {
        uid
        nickname
        mobile
        joined
        joinTime
      }
    }
  }
`);

export const createClassMeetingMutation = graphql(`
  mutation CreateClassMeeting($classId: ID!, $input: ClassMeetingInput!) {
    createClassMeeting(classId: $classId, input: $input) {
      ...ClassMeetingFields
    }
  }
`);

export const updateClassMeetingMutation = graphql(`
  mutation UpdateClassMeeting($id: ID!, $input: ClassMeetingInput!) {
    updateClassMeeting(id: $id, input: $input) {
      ...ClassMeetingFields
    }
  }
`);

export const deleteClassMeetingMutation = graphql(`
  mutation DeleteClassMeeting($id: ID!) {
    deleteClassMeeting(id: $id)
  }
`);
