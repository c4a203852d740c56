import { GRADING_MESSAGES } from '@school/machines';
import { type Kysely, sql } from 'kysely';
import { releaseLease, takeLease } from '../grading';
import type { Viewer } from '../http/viewer';
import { forbidden } from '../shared/errors';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { type ExamGradeRequest, type Marker, type MarkingCommand, markingDecider } from './markingDecider';
import { markingData, markingFactsOf, type PaperAttempt, staffAttempt } from './reviewQueries';

/**
 * ExamPaperApprove's calls: open a paper for marking (taking the grading lease), grade a subjective
 * question, finish the paper. Marking needs canCorrect, as grading homework does.
 */

const LEASES = 'exam_grading_leases';

export async function markableAttempt(db: Kysely<Database>, viewer: Viewer, reportId: number) {
  if (!viewer.canCorrect) throw forbidden(GRADING_MESSAGES.noCorrect);
  return staffAttempt(db, viewer, reportId);
}

const markerOf = (viewer: Viewer): Marker => ({
  uid: viewer.id,
  role: viewer.role === 'teacher' ? 'teacher' : 'assistant',
});

const streamOf = ({ row }: PaperAttempt) => `examAttempt-${row.exam_id}-${row.uid}-${row.attempt_no}`;

const handle = (store: Store, attempt: PaperAttempt, command: MarkingCommand, meta: EventMeta) =>
  store.handle(markingDecider, streamOf(attempt), command, meta);

/**
 * The next paper of the same exam awaiting review after this one, passing by papers a colleague has
 * open; null when none is left (已是最后一名学员).
 */
export async function nextPaperId(
  db: Kysely<Database>,
  viewer: Viewer,
  attempt: PaperAttempt,
  now: number,
): Promise<number | null> {
  const next = await db
    .selectFrom('exam_reports as r')
    .select('r.id')
    .where('r.exam_id', '=', attempt.exam.id)
    .where('r.test_status', '=', 2)
    .where('r.id', '>', attempt.row.id)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('exam_grading_leases as l')
            .select(sql`1`.as('one'))
            .whereRef('l.report_id', '=', 'r.id')
            .where('l.uid', '<>', viewer.id)
            .where('l.expires_at', '>', now),
        ),
      ),
    )
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirst();
  return next ? Number(next.id) : null;
}

/** Opens a paper for marking: the grading page's report data; a paper awaiting review takes a lease. */
export async function openPaper(db: Kysely<Database>, viewer: Viewer, reportId: number, now: number) {
  const attempt = await markableAttempt(db, viewer, reportId);
  const heldBy =
    Number(attempt.row.test_status) === 2 ? await takeLease(db, reportId, viewer.id, now, LEASES) : null;
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
    { type: 'MarkExamQuestion', data: { facts, grade, marker: markerOf(viewer), now } },
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
    { type: 'FinishExamMarking', data: { facts, comment, marker: markerOf(viewer), now } },
    meta,
  );
  await releaseLease(store.db, reportId, viewer.id, LEASES);
  return { next_report_id: await nextPaperId(store.db, viewer, attempt, now) };
}
