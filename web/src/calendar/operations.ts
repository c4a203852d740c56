import { graphql } from '../generated';

/** What a calendar card shows: titles, teacher, times, live status and the buttons the server allows. */
graphql(`
  fragment CalendarCardItem_card on CalendarCard {
    key
    kind
    id
    meetingName
    periodTitle
    courseTitle
    className
    teacherName
    startTime
    endTime
    liveStatus
    hasPlayback
    playbackUrl
    courseType
    enterLabel
    groups {
      id
      name
    }
    abilities {
      enter {
        shown
        allowed
        reason
      }
      replay {
        shown
        allowed
        reason
      }
      share {
        shown
        allowed
        reason
      }
      upload {
        shown
        allowed
        reason
      }
    }
  }
`);

export const calendarMonthQuery = graphql(`
  query CalendarMonth($date: String!, $classId: ID) {
    calendarMonth(date: $date, classId: $classId)
  }
`);

export const calendarDayQuery = graphql(`
  query CalendarDay($date: String!, $classId: ID) {
    calendarDay(date: $date, classId: $classId) {
      ...CalendarCardItem_card
    }
  }
`);

export const liveRoomEntryQuery = graphql(`
  query LiveRoomEntry($periodId: ID, $meetingId: ID, $classGroupId: ID) {
    liveRoomEntry(periodId: $periodId, meetingId: $meetingId, classGroupId: $classGroupId) {
      url
      room
      role
    }
  }
`);
