import { GRADING_LEASE_SECONDS, GRADING_MESSAGES } from '@school/machines';
import { type Kysely, sql } from 'kysely';
import type { Viewer } from '../http/viewer';
import { forbidden } from '../shared/errors';
import type { Database } from '../store/schema';

/**
 * What grading a homework report and marking an exam paper share at the edge: who may grade, who
 * graded, the lease that keeps colleagues' "next" away from an open paper, and the next paper awaiting
 * a grader. The rules of a grade are the machines' grading core (`savedQuestionGrade`,
 * `finishRefusal`); homework (`gradingCommands.ts`) and exams (`exams/markingCommands.ts`) adapt both.
 */

/** The papers graded: homework reports and exam papers, each with its own numbers (a lease names its kind). */
export type PaperKind = 'homework' | 'exam';

/** Grading needs canCorrect (spec section 6), checked on the server. */
export function assertMayGrade(viewer: Viewer) {
  if (!viewer.canCorrect) throw forbidden(GRADING_MESSAGES.noCorrect);
}

/** Who grades: a teacher or an assistant (spec section 2, the marker). */
export const graderOf = (viewer: Viewer) => ({
  uid: viewer.id,
  role: viewer.role === 'teacher' ? ('teacher' as const) : ('assistant' as const),
});

/** The classes the viewer works in (any duty). */
export const viewerClasses = (db: Kysely<Database>, viewerId: number) =>
  db.selectFrom('class_staff').select('class_id').where('user_id', '=', viewerId);

/**
 * Opening a paper takes a short lease, so colleagues' "next" passes it by. A lease held by someone
 * else is left alone (the paper still opens: a lease informs, it does not lock); it is answered.
 */
export async function takeLease(
  db: Kysely<Database>,
  kind: PaperKind,
  reportId: number,
  uid: number,
  now: number,
) {
  const expiresAt = now + GRADING_LEASE_SECONDS;
  await db
    .insertInto('grading_leases')
    .values({ kind, report_id: reportId, uid, expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'report_id'])
        .doUpdateSet({ uid, expires_at: expiresAt })
        .where((eb) =>
          eb.or([eb('grading_leases.uid', '=', uid), eb('grading_leases.expires_at', '<=', now)]),
        ),
    )
    .execute();
  const lease = await db
    .selectFrom('grading_leases')
    .select(['uid', 'expires_at'])
    .where('kind', '=', kind)
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  return lease && Number(lease.uid) !== uid
    ? { uid: Number(lease.uid), expiresAt: Number(lease.expires_at) }
    : null;
}

/** Finishing a paper gives its lease back. */
export const releaseLease = (db: Kysely<Database>, kind: PaperKind, reportId: number, uid: number) =>
  db
    .deleteFrom('grading_leases')
    .where('kind', '=', kind)
    .where('report_id', '=', reportId)
    .where('uid', '=', uid)
    .execute();

/** Where each kind of paper is kept: its table, what groups it (the homework, the exam), its status. */
const PAPERS = {
  homework: { table: 'homework_reports', group: 'hw_id', status: 'status' },
  exam: { table: 'exam_reports', group: 'exam_id', status: 'test_status' },
} as const;
/** Spec: status 2 (homework) and test_status 2 (exam) both mean awaiting a grader. */
const AWAITING = 2;

/** The papers of one homework or exam awaiting a grader after this one, that no colleague has open. */
function awaitingPapers(
  db: Kysely<Database>,
  kind: PaperKind,
  paper: { reportId: number; groupId: number },
  viewerId: number,
  now: number,
) {
  const { table, group, status } = PAPERS[kind];
  // Both tables hold the columns this query reads; it is written once, against the first.
  return db
    .selectFrom(`${table} as r` as 'homework_reports as r')
    .select('r.id')
    .where(`r.${group}` as 'r.hw_id', '=', paper.groupId)
    .where(`r.${status}` as 'r.status', '=', AWAITING)
    .where('r.id', '>', paper.reportId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('grading_leases as l')
            .select(sql`1`.as('one'))
            .where('l.kind', '=', kind)
            .whereRef('l.report_id', '=', 'r.id')
            .where('l.uid', '<>', viewerId)
            .where('l.expires_at', '>', now),
        ),
      ),
    );
}

type Papers = ReturnType<typeof awaitingPapers>;

/**
 * The next paper of the same homework or exam awaiting a grader after this one, passing by papers a
 * colleague has open; `narrow` restricts it further (homework: the viewer's classes). Null when none
 * is left (已是最后一名学员).
 */
export async function nextToGrade(
  db: Kysely<Database>,
  kind: PaperKind,
  paper: { reportId: number; groupId: number },
  viewerId: number,
  now: number,
  narrow: (papers: Papers) => Papers = (papers) => papers,
): Promise<number | null> {
  const next = await narrow(awaitingPapers(db, kind, paper, viewerId, now))
    .orderBy('r.id')
    .limit(1)
    .executeTakeFirst();
  return next ? Number(next.id) : null;
}
