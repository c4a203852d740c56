import type { z } from 'zod';
import type * as contract from './sessions';

/** The REST answers of lesson sessions, for clients in this repository (type-only). */
export type SessionDetail = z.output<typeof contract.sessionDetail>;
export type SessionStudent = z.output<typeof contract.sessionStudent>;
export type SessionRow = z.output<typeof contract.sessionRow>;
