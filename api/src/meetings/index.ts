/** What other domains may use of class meetings: the stream's decider and codes (the demo school seeds meetings). */
export { newCodes } from './codes';
export { type MeetingCommand, meetingDecider } from './meeting';
export { MEETING_ID_TABLE } from './tables';
