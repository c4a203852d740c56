import { GRADING_LEASE_SECONDS, GRADING_MESSAGES } from '@school/machines';
import { type Kysely, sql } from 'kysely';
import { HOMEWORK_NOT_FOUND, homeworkQuestions, revealNamesAfterGrading } from '../homework';
import type { Viewer } from '../http/viewer';
import { forbidden, notFound } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { answerKeys } from '../submissions/answerFormat';
import {
  type Grader,
  type GradingCommand,
  type GradingFacts,
  gradingDecider,
  type QuestionGradeRequest,
} from './gradingDecider';

/** Grading needs canCorrect (spec section 6), checked on the server. */
export function assertMayGrade(viewer: Viewer) {
  if (!viewer.canCorrect) throw forbidden(GRADING_MESSAGES.noCorrect);
}

export const graderOf = (viewer: Viewer): Grader => ({
  uid: viewer.id,
  role: viewer.role === 'teacher' ? 'teacher' : 'assistant',
});

/** The classes the viewer works in (any duty). */
export const viewerClasses = (db: Kysely<Database>, viewerId: number) =>
  db.selectFrom('class_staff').select('class_id').where('user_id', '=', viewerId);

/**
 * A report of one of the viewer's classes with its homework's facts, or 404 作业不存在: a report of
 * another class is not revealed to exist.
 */
export async function staffReport(db: Kysely<Database>, viewer: Viewer, reportId: number) {
  assertMayGrade(viewer);
  const row = await db
    .selectFrom('homework_reports as r')
    .innerJoin('homework as h', 'h.id', 'r.hw_id')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .selectAll('r')
    .select(['h.name', 'h.status as hw_status', 'h.is_set_score', 'h.total_score', 'u.nickname'])
    .where('r.id', '=', reportId)
    .where('r.class_id', 'in', viewerClasses(db, viewer.id))
    .executeTakeFirst();
  if (!row) throw notFound(HOMEWORK_NOT_FOUND);
  const questions = (await homeworkQuestions(db, [Number(row.hw_id)])).map((q) => q.question);
  const facts: GradingFacts = {
    reportId: Number(row.id),
    hwId: Number(row.hw_id),
    classId: Number(row.class_id),
    uid: Number(row.uid),
    recalled: Number(row.hw_status) === 2,
    isSetScore: Number(row.is_set_score),
    keys: answerKeys(questions),
  };
  return { row, questions, facts };
}

const handle = (store: Store, facts: GradingFacts, command: GradingCommand, meta: EventMeta) =>
  store.handle(gradingDecider, streamId('report', facts.reportId), command, meta);

/** Saves one subjective question's grade (testDetail/approveQuestion, hw/review/storeQuestion). */
export async function gradeQuestion(
  store: Store,
  viewer: Viewer,
  reportId: number,
  grade: QuestionGradeRequest,
  now: number,
  meta: EventMeta,
) {
  const { facts } = await staffReport(store.db, viewer, reportId);
  const { state } = await handle(
    store,
    facts,
    { type: 'GradeQuestion', data: { facts, grade, grader: graderOf(viewer), now } },
    meta,
  );
  const saved = state.grades[grade.quesId];
  return { ques_id: grade.quesId, revision: saved?.revision ?? 0, is_review: saved?.graded ? 1 : 2 };
}

/** Finishes grading (testDetail/approved, hw/review/storeReview) and answers the next report to grade. */
export async function finishGrading(
  store: Store,
  viewer: Viewer,
  reportId: number,
  comment: string,
  classId: number | undefined,
  now: number,
  meta: EventMeta,
) {
  const { facts } = await staffReport(store.db, viewer, reportId);
  await handle(
    store,
    facts,
    { type: 'FinishGrading', data: { facts, comment, grader: graderOf(viewer), now } },
    meta,
  );
  await revealNamesAfterGrading(store, viewer, facts.hwId, now, meta);
  await releaseLease(store.db, reportId, viewer.id);
  return { next_report_id: await nextReportId(store.db, viewer, facts, classId, now) };
}

/**
 * Where leases are kept: homework reports in `grading_leases`, exam papers in `exam_grading_leases`
 * (their ids are numbered apart, so each kind has its own table of the same shape).
 */
export type LeaseTable = 'grading_leases' | 'exam_grading_leases';

/**
 * Opening a report takes a short lease, so colleagues' "next" passes it by. A lease held by someone
 * else is left alone (the report still opens: a lease informs, it does not lock).
 */
export async function takeLease(
  db: Kysely<Database>,
  reportId: number,
  uid: number,
  now: number,
  table: LeaseTable = 'grading_leases',
) {
  // Both tables have the same columns; the query is written once, against the first.
  const leases = table as 'grading_leases';
  const expiresAt = now + GRADING_LEASE_SECONDS;
  await db
    .insertInto(leases)
    .values({ report_id: reportId, uid, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('report_id')
        .doUpdateSet({ uid, expires_at: expiresAt })
        .where((eb) => eb.or([eb(`${leases}.uid`, '=', uid), eb(`${leases}.expires_at`, '<=', now)])),
    )
    .execute();
  const lease = await db
    .selectFrom(leases)
    .select(['uid', 'expires_at'])
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return lease && Number(lease.uid) !== uid
    ? { uid: Number(lease.uid), expiresAt: Number(lease.expires_at) }
    : null;
}

export const releaseLease = (
  db: Kysely<Database>,
  reportId: number,
  uid: number,
  table: LeaseTable = 'grading_leases',
) =>
  db
    .deleteFrom(table as 'grading_leases')
    .where('report_id', '=', reportId)
    .where('uid', '=', uid)
    .execute();

/**
 * The next report of the same homework awaiting grading (after this one, in the viewer's classes or
 * the class asked for), passing by reports a colleague has open; null when none is left.
 */
export async function nextReportId(
  db: Kysely<Database>,
  viewer: Viewer,
  facts: Pick<GradingFacts, 'reportId' | 'hwId'>,
  classId: number | undefined,
  now: number,
): Promise<number | null> {
  const next = await db
    .selectFrom('homework_reports as r')
    .select('r.id')
    .where('r.hw_id', '=', facts.hwId)
    .where('r.status', '=', 2)
    .where('r.id', '>', facts.reportId)
    .where('r.class_id', 'in', viewerClasses(db, viewer.id))
    .$if(classId !== undefined && classId > 0, (q) => q.where('r.class_id', '=', classId as number))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('grading_leases as l')
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
