import type { Generated } from 'kysely';

export interface EventsTable {
  position: Generated<number>;
  stream_id: string;
  stream_type: string;
  version: number;
  type: string;
  /** JSON text. */
  data: string;
  /** JSON text: actor id, role, request id. */
  meta: string;
  /** Unix milliseconds. */
  recorded_at: number;
}

export interface StoreTables {
  events: EventsTable;
}

/**
 * Every table the API reads or writes: the log here, and each domain's tables, which the domain adds
 * from its own tables.ts (`declare module '../store/schema'`), so a new domain touches no file here.
 */
export interface Database extends StoreTables {}
