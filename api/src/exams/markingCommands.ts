import type { Kysely } from 'kysely';
import { assertMayGrade, graderOf, nextToGrade, releaseLease, takeLease } from '../grading';
import type { Viewer } from '../http/viewer';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { type ExamGradeRequest, type MarkingCommand, markingDecider } from './markingDecider';
import { markingData, markingFactsOf, type PaperAttempt, staffAttempt } from './reviewQueries';

/**
 * ExamPaperApprove's calls, exams' adapter of the grading core: open a paper for marking (taking an
 * `exam` lease), grade a subjective question, finish the paper. Marking needs canCorrect, as grading
 * homework does.
 */

export async function markableAttempt(db: Kysely<Database>, viewer: Viewer, reportId: number) {
  assertMayGrade(viewer);
  return staffAttempt(db, viewer, reportId);
}

const streamOf = ({ row }: PaperAttempt) => `examAttempt-${row.exam_id}-${row.uid}-${row.attempt_no}`;

const handle = (store: Store, attempt: PaperAttempt, command: MarkingCommand, meta: EventMeta) =>
  store.handle(markingDecider, streamOf(attempt), command, meta);

/**
 * The next paper of the same exam awaiting review after this one, passing by papers a colleague has
 * open; null when none is left (已是最后一名学员).
 */
const nextPaperId = (db: Kysely<Database>, viewer: Viewer, attempt: PaperAttempt, now: number) =>
  nextToGrade(
    db,
    'exam',
    { reportId: Number(attempt.row.id), groupId: Number(attempt.exam.id) },
    viewer.id,
    now,
  );

/** Opens a paper for marking: the grading page's report data; a paper awaiting review takes a lease. */
export async function openPaper(db: Kysely<Database>, viewer: Viewer, reportId: number, now: number) {
  const attempt = await markableAttempt(db, viewer, reportId);
  const heldBy =
    Number(attempt.row.test_status) === 2 ? await takeLease(db, 'exam', reportId, viewer.id, now) : null;
  return markingData(db, attempt, await nextPaperId(db, viewer, attempt, now), heldBy?.uid ?? null);
}

export async function markQuestion(
  store: Store,
  viewer: Viewer,
  reportId: number,
  grade: ExamGradeRequest,
  now: number,
  meta: EventMeta,
) {
  const attempt = await markableAttempt(store.db, viewer, reportId);
  const facts = markingFactsOf(attempt.exam, attempt.sections);
  const { state } = await handle(
    store,
    attempt,
    { type: 'MarkExamQuestion', data: { facts, grade, marker: graderOf(viewer), now } },
    meta,
  );
  const saved = state.status === 'none' ? undefined : state.grades[String(grade.questionId)];
  return {
    ques_id: grade.questionId,
    revision: saved?.revision ?? 0,
    is_review: saved?.graded ? 1 : 2,
  };
}

/** Finishes marking a paper: its result is recorded (rank, pass and statistics follow at once). */
export async function finishPaper(
  store: Store,
  viewer: Viewer,
  reportId: number,
  comment: string,
  now: number,
  meta: EventMeta,
) {
  const attempt = await markableAttempt(store.db, viewer, reportId);
  const facts = markingFactsOf(attempt.exam, attempt.sections);
  await handle(
    store,
    attempt,
    { type: 'FinishExamMarking', data: { facts, comment, marker: graderOf(viewer), now } },
    meta,
  );
  await releaseLease(store.db, 'exam', reportId, viewer.id);
  return { next_report_id: await nextPaperId(store.db, viewer, attempt, now) };
}
