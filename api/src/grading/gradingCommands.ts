import type { Kysely } from 'kysely';
import { HOMEWORK_NOT_FOUND, homeworkQuestions, revealNamesAfterGrading } from '../homework';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { answerKeys, type GradingFacts, type QuestionGradeRequest, reportDecider } from '../submissions';
import { assertMayGrade, graderOf, nextToGrade, releaseLease, viewerClasses } from './gradingCore';

/**
 * Homework's adapter of the grading core: a report of the viewer's classes is graded by the report's
 * own commands (`GradeQuestion`, `FinishGrading`, decided in submissions), under a `homework` lease.
 */

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
  const { state } = await store.handle(
    reportDecider,
    streamId('report', reportId),
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
  await store.handle(
    reportDecider,
    streamId('report', reportId),
    { type: 'FinishGrading', data: { facts, comment, grader: graderOf(viewer), now } },
    meta,
  );
  await revealNamesAfterGrading(store, viewer, facts.hwId, now, meta);
  await releaseLease(store.db, 'homework', reportId, viewer.id);
  return { next_report_id: await nextReportId(store.db, viewer, facts, classId, now) };
}

/**
 * The next report of the same homework awaiting grading, in the viewer's classes (or the class asked
 * for), passing by reports a colleague has open; null when none is left.
 */
export const nextReportId = (
  db: Kysely<Database>,
  viewer: Viewer,
  facts: Pick<GradingFacts, 'reportId' | 'hwId'>,
  classId: number | undefined,
  now: number,
) =>
  nextToGrade(db, 'homework', { reportId: facts.reportId, groupId: facts.hwId }, viewer.id, now, (papers) =>
    papers
      .where('r.class_id', 'in', viewerClasses(db, viewer.id))
      .$if(classId !== undefined && classId > 0, (q) => q.where('r.class_id', '=', classId as number)),
  );
