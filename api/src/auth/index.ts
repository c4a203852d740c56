/** What other domains may use of accounts: the roles. */
export type { Role } from './tables';
