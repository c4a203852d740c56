import { COMMON_MESSAGES } from '@school/machines';
import type { Kysely } from 'kysely';
import { findHomework, HOMEWORK_NOT_FOUND, homeworkClasses, maySee, viewerClassIds } from '../homework';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import type { Database } from '../store/schema';
import { ALL_CLASSES } from './projections';

export const CLASS_NOT_FOUND = COMMON_MESSAGES.classNotFound;

/**
 * Which reports of a homework a staff member's figures cover. Class id 0 means every class the
 * viewer may see: all the homework's classes for its publisher, otherwise those of the viewer's
 * own classes it reached. `whole` says the figures are the homework's own (class row 0).
 */
export interface ResultScope {
  homework: NonNullable<Awaited<ReturnType<typeof findHomework>>>;
  classId: number;
  /** The classes covered, with their names. */
  classes: { id: number; name: string }[];
  whole: boolean;
  /** Class rows of result_summary and result_question_stats to sum. */
  summaryClassIds: number[];
  /** Report filter: null for the whole homework, else these classes. */
  reportClassIds: number[] | null;
}

export async function resultScope(
  db: Kysely<Database>,
  viewer: Viewer,
  hwId: number,
  classId: number,
): Promise<ResultScope> {
  const homework = await findHomework(db, hwId);
  if (!homework || !(await maySee(db, viewer, hwId))) throw notFound(HOMEWORK_NOT_FOUND);
  const reached = (await homeworkClasses(db, hwId)).filter((c) => c.is_published === 1);
  const owner = Number(homework.creator_id) === viewer.id;
  const mine = owner ? null : new Set(await viewerClassIds(db, viewer.id));
  const visible = reached.filter((c) => mine === null || mine.has(c.id));
  let classes: typeof visible;
  if (classId === ALL_CLASSES) classes = visible;
  else {
    const one = visible.find((c) => c.id === classId);
    if (!one) throw notFound(CLASS_NOT_FOUND);
    classes = [one];
  }
  const whole = classId === ALL_CLASSES && classes.length === reached.length;
  const ids = classes.map((c) => c.id);
  return {
    homework,
    classId,
    classes: classes.map((c) => ({ id: c.id, name: c.name })),
    whole,
    summaryClassIds: whole ? [ALL_CLASSES] : ids.length > 0 ? ids : [-1],
    reportClassIds: whole ? null : ids.length > 0 ? ids : [-1],
  };
}
