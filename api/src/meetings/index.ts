/** What other domains may use of class meetings: the stream's decider and codes (the demo school seeds meetings) and the calendar's facts. */
export { type MeetingCalendarFacts, meetingCalendarFacts } from './calendarFacts';
export { newCodes } from './codes';
export { type MeetingCommand, meetingDecider } from './meeting';
export { MEETING_ID_TABLE } from './tables';
