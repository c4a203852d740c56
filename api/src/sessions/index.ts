/** What other domains may use of lesson sessions: the decider (the demo school seeds sessions) and the outbox. */

export { sessionStreamId } from './session';
export { type SessionCommand, sessionDecider } from './sessionDecider';
export { drainSmsOutbox, type SmsSender } from './smsOutbox';
