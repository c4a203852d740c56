/** What other domains may use of class meetings: the stream's decider (the demo school seeds meetings). */
export { type MeetingCommand, meetingDecider } from './meeting';
export { MEETING_ID_TABLE } from './tables';
