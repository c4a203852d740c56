/** What other domains may use of lesson sessions: the decider (the demo school seeds sessions), the outbox and the calendar's facts. */

export { type SessionCalendarFacts, sessionCalendarFacts } from './calendarFacts';
export { sessionStreamId } from './session';
export { type SessionCommand, sessionDecider } from './sessionDecider';
export { classTypeOf } from './sessionFacts';
export { drainSmsOutbox, type SmsSender } from './smsOutbox';
