/** What other domains may use of accounts: the roles, the user stream and the password and session tools. */

export { THROTTLE, tooManyAttemptsMessage } from './loginThrottle';
export { hashPassword, verifyPassword } from './password';
export { endOtherSessions } from './sessions';
export type { Role } from './tables';
export type { UserCommand } from './userDecider';
export { userDecider } from './userDecider';
