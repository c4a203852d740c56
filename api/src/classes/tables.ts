import { createTables } from '../store/createTables';
import type { DomainMigration } from '../store/migrations';

/**
 * Study read model (spec section 3: study statistics row, student study). One row per student and
 * course period, and one per student and course summing those rows, both kept in the transaction
 * that records a study slice. Seconds throughout; the screens show minutes.
 */
export interface PeriodStudyTable {
  uid: number;
  period_id: number;
  course_id: number;
  /** Seconds studied (live, playback and in person together). */
  study_length: number;
  /** Furthest position reached in the period, in seconds. */
  position: number;
  /** The period's length in seconds (end_play − start_play). */
  total_time: number;
  /** 1 when the student attended the live session or the in-person lesson, else 0. */
  attended: number;
  /** 1 when the student watched the playback of a live period. */
  replayed: number;
  last_at: number;
}

export interface CourseStudyTable {
  uid: number;
  course_id: number;
  study_length: number;
  /** Sum over the course's studied periods of each period's progress, in permille (0–1000 each). */
  progress_permille_sum: number;
  attend_times: number;
}

export interface ClassesTables {
  period_study: PeriodStudyTable;
  course_study: CourseStudyTable;
}

declare module '../store/schema' {
  interface Database extends ClassesTables {}
}

const createClassesTables: DomainMigration = (db) =>
  createTables(db, {
    period_study: {
      columns: {
        uid: 'integer',
        period_id: 'integer',
        course_id: 'integer',
        study_length: 'integer',
        position: 'integer',
        total_time: 'integer',
        attended: 'integer',
        replayed: 'integer',
        last_at: 'bigint',
      },
      primaryKey: ['uid', 'period_id'],
      indexes: [['uid', 'course_id']],
    },
    course_study: {
      columns: {
        uid: 'integer',
        course_id: 'integer',
        study_length: 'integer',
        progress_permille_sum: 'integer',
        attend_times: 'integer',
      },
      primaryKey: ['uid', 'course_id'],
    },
  });

export const classesMigrations: [string, DomainMigration][] = [['0700_classes', createClassesTables]];
