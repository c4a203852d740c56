import type { Generated } from 'kysely';
import type { AuthTables } from '../auth/tables';
import type { HomeworkTables } from '../homework/tables';
import type { QuestionBankTables } from '../questionBank/tables';
import type { SchoolTables } from '../school/tables';
import type { SubmissionTables } from '../submissions/tables';

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

/** Every table the API reads or writes: the log, sessions, and the projections of each domain. */
export interface Database
  extends StoreTables,
    AuthTables,
    SchoolTables,
    QuestionBankTables,
    HomeworkTables,
    SubmissionTables {}
