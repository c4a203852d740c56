import type { Kysely, Transaction } from 'kysely';
import { createTables } from '../store/createTables';
import type { RecordedEvent } from '../store/eventStore';
import type { DomainMigration } from '../store/migrations';
import type { Projection } from '../store/projection';
import type { Database } from '../store/schema';

/**
 * When each class's gradebook last changed: the one home of the gradebook cache's invalidation. A
 * class's rows (`STAMP_SHARES` of them) hold the log positions of the last events that changed what
 * that class's gradebook shows; class 0 (every class) holds the last one that may change any class's (a homework published, edited or
 * recalled, an exam, a class's students, a student's name). An assembled gradebook is reused while both
 * stamps are those it was assembled under (see `cache.ts`); the stamps live in the database, so several
 * API processes over one database agree on them.
 */
export interface GradebookStampsTable {
  class_id: number;
  share: number;
  stamp: number;
}

declare module '../store/schema' {
  interface Database {
    gradebook_stamps: GradebookStampsTable;
  }
}

/** Row 0: a change that may reach any class's gradebook. */
export const EVERY_CLASS = 0;

/** The read-model tables the gradebook reads (`queries.ts`): an event that changes one changes it. */
export const GRADEBOOK_TABLES: readonly string[] = [
  'classes',
  'class_students',
  'users',
  'homework',
  'homework_classes',
  'result_summary_shares', // read through the view `result_summary`
  'result_reports',
  'exams',
  'exam_classes',
  'exam_reports',
];

/** Handled by a projection of those tables, but writing only what the gradebook does not read. */
const UNREAD_EVENTS = new Set(['ExamAnswersSaved']);

const createStamps: DomainMigration = (db) =>
  createTables(db, {
    gradebook_stamps: {
      columns: { class_id: 'integer', share: 'integer', stamp: 'bigint' },
      primaryKey: ['class_id', 'share'],
    },
  });

export const gradebookMigrations: [string, DomainMigration][] = [['2820_gradebook_stamps', createStamps]];

/**
 * A class's stamp is spread over this many rows, the event's position choosing one: concurrent submits
 * of one class (a deadline rush) then rarely wait on the same row lock on PostgreSQL, and any event
 * still changes what `gradebookStamp` reads.
 */
export const STAMP_SHARES = 8;

async function stamp(trx: Transaction<Database>, classIds: readonly number[], position: number) {
  const share = position % STAMP_SHARES;
  for (const class_id of new Set(classIds))
    await trx
      .insertInto('gradebook_stamps')
      .values({ class_id, share, stamp: position })
      .onConflict((oc) => oc.columns(['class_id', 'share']).doUpdateSet({ stamp: position }))
      .execute();
}

/**
 * The classes an event changes the gradebook of: a report's event names its class; an exam attempt's
 * reaches the exam's classes; anything else (homework, exams, classes, users) stamps every class.
 */
async function classesOf(trx: Transaction<Database>, event: RecordedEvent): Promise<number[]> {
  if (event.streamType === 'report') {
    const classId = (event.data as { classId?: unknown }).classId;
    if (typeof classId === 'number') return [classId];
  }
  if (event.streamType === 'examAttempt') {
    // examAttempt-<exam>-<uid>-<attempt>
    const examId = Number(event.streamId.split('-')[1]);
    if (Number.isInteger(examId)) {
      const rows = await trx
        .selectFrom('exam_classes')
        .select('class_id')
        .where('exam_id', '=', examId)
        .execute();
      return rows.map((r) => Number(r.class_id));
    }
  }
  return [EVERY_CLASS];
}

/**
 * The stamps' projection, over the projections that write the gradebook's tables: it handles exactly
 * the events they handle (so a new event of theirs stamps without being listed here), and runs after
 * them (the gradebook module comes last).
 */
export function gradebookStampsProjection(all: readonly Projection[]): Projection {
  const sources = all.filter((p) => p.tables.some((t) => GRADEBOOK_TABLES.includes(t)));
  const handled = new Map<string, boolean>();
  const handles = (type: string) => {
    let known = handled.get(type);
    if (known === undefined) {
      known = !UNREAD_EVENTS.has(type) && sources.some((p) => p.handles(type));
      handled.set(type, known);
    }
    return known;
  };
  return {
    name: 'gradebookStamps',
    tables: ['gradebook_stamps'],
    changeMarks: true,
    handles,
    apply: async (trx, event) => stamp(trx, await classesOf(trx, event), event.position),
    // A rebuild replaces every read model at once: one stamp of every class after the page will do.
    applyBatch: async (trx, events) => {
      const last = events.filter((e) => handles(e.type)).at(-1);
      if (last) await stamp(trx, [EVERY_CLASS], last.position);
    },
  };
}

/** The stamps a class's gradebook is assembled under: every class's shares, then its own. */
export async function gradebookStamp(db: Kysely<Database>, classId: number): Promise<string> {
  const rows = await db
    .selectFrom('gradebook_stamps')
    .select(['class_id', 'share', 'stamp'])
    .where('class_id', 'in', [EVERY_CLASS, classId])
    .orderBy('class_id')
    .orderBy('share')
    .execute();
  return rows.map((r) => `${r.class_id}.${r.share}=${r.stamp}`).join(';');
}
