import type { Actor, PublishForm } from '@school/machines';
import {
  COMMON_MESSAGES,
  GRADING_MESSAGES,
  HOMEWORK_MESSAGES,
  hidesNames,
  publishFormRefusal,
} from '@school/machines';
import type { Viewer } from '../http/viewer';
import { forbidden, invalid, notFound } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Store } from '../store/store';
import { courseClasses, findCourseTree, scopeClasses, studentsOf } from './courseClasses';
import type { HomeworkPublished } from './homework';
import { HOMEWORK_NOT_FOUND, type HomeworkCommand, homeworkDecider, NO_CLASSES } from './homeworkDecider';
import { snapshotQuestions } from './questionSnapshots';
import { reserveHomeworkId, reserveReportIds } from './sequences';

export const COURSE_NOT_FOUND = COMMON_MESSAGES.courseNotFound;
export const PERIOD_NOT_IN_COURSE = '课时不属于该课程';
export const CHILD_NOT_IN_COURSE = '子课程不属于该课程';

export const actorOf = (viewer: Viewer): Actor => ({
  id: String(viewer.id),
  canDispatch: viewer.canDispatch,
});

const handle = (store: Store, hwId: number, command: HomeworkCommand, meta: EventMeta) =>
  store.handle(homeworkDecider, streamId('homework', hwId), command, meta);

/**
 * Publishes a homework: checks the form (the same rules as the screen), finds the course's classes
 * among the publisher's, the classes the scope reaches and their students, snapshots the questions,
 * and hands each student a report.
 */
export async function publishHomework(
  store: Store,
  viewer: Viewer,
  form: PublishForm,
  now: number,
  meta: EventMeta,
): Promise<{ id: number }> {
  const db = store.db;
  if (!viewer.canDispatch) throw forbidden(HOMEWORK_MESSAGES.noDispatch);
  const tree = form.course_basis_id ? await findCourseTree(db, form.course_basis_id) : undefined;
  if (form.course_basis_id && !tree) throw notFound(COURSE_NOT_FOUND);
  const classes = tree ? await courseClasses(db, viewer.id, tree) : new Map<number, Set<number>>();
  if (tree && classes.size === 0) throw notFound(COURSE_NOT_FOUND);
  const facts = { now, hasChildCourses: (tree?.childIds.length ?? 0) > 0 };
  const refusal = publishFormRefusal(form, facts);
  if (refusal || !tree) throw invalid(refusal ?? COURSE_NOT_FOUND);

  const arranged = form.arrange_type !== undefined;
  const childIds = form.publish_scope === 2 ? [...new Set(form.child_course_basis_ids ?? [])] : [];
  if (childIds.some((id) => !tree.childIds.includes(id))) throw invalid(CHILD_NOT_IN_COURSE);
  let periodTitle = '';
  if (form.type === 2) {
    const period = await db
      .selectFrom('course_periods')
      .select(['title'])
      .where('id', '=', form.course_periods_id ?? 0)
      .where('course_id', '=', tree.id)
      .executeTakeFirst();
    if (!period) throw invalid(PERIOD_NOT_IN_COURSE);
    periodTitle = period.title;
  }
  const classIds = [...classes.keys()];
  const reached = arranged ? classIds : scopeClasses(classes, tree, form.publish_scope ?? 1, childIds);
  if (reached.length === 0) throw invalid(NO_CLASSES);
  const scored = form.is_set_score === 2;
  const questions = await snapshotQuestions(db, viewer.id, form.question ?? [], scored);
  const students = await studentsOf(db, reached);

  const id = await reserveHomeworkId(store);
  const reportIds = await reserveReportIds(store, students.length);
  const homework: HomeworkPublished = {
    id,
    name: (form.name ?? '').trim(),
    type: form.type === 2 ? 2 : 1,
    courseId: tree.id,
    courseTitle: tree.title,
    periodId: form.type === 2 ? (form.course_periods_id ?? null) : null,
    periodTitle,
    remark: form.remark ?? '',
    endingTime: form.ending_time ?? 0,
    publishTime: now,
    isSetScore: scored ? 2 : 1,
    publishScope: arranged ? 0 : (form.publish_scope ?? 1),
    childCourseIds: childIds,
    arrangeId: arranged ? (form.arrange_id ?? null) : null,
    arrangeType: arranged ? (form.arrange_type ?? null) : null,
    publishType: !arranged && classIds.length > 1 ? 2 : 1,
    creator: { id: viewer.id, role: viewer.role, name: viewer.nickname },
    classIds,
    publishedClassIds: reached,
    questions,
    reports: students.map((s, i) => ({ id: reportIds[i] as number, ...s })),
    isAnonymous: form.is_anonymous === 2 ? 2 : 1,
    releaseMode: form.release_mode === 2 ? 2 : 1,
  };
  await handle(
    store,
    id,
    { type: 'PublishHomework', data: { homework, form, facts, actor: actorOf(viewer) } },
    meta,
  );
  return { id };
}

/** Continue publishing: the chosen classes not yet given the homework get it, and their students a report. */
export async function publishToMoreClasses(
  store: Store,
  viewer: Viewer,
  hwId: number,
  classIds: number[],
  now: number,
  meta: EventMeta,
) {
  const known = await store.db
    .selectFrom('homework_classes')
    .select('class_id')
    .where('hw_id', '=', hwId)
    .where('is_published', '=', 0)
    .where('class_id', 'in', classIds.length ? classIds : [-1])
    .execute();
  // Students only of classes the homework is for and does not yet reach; the lifecycle refuses the rest.
  const fresh = known.map((k) => Number(k.class_id));
  const students = fresh.length === classIds.length ? await studentsOf(store.db, classIds) : [];
  const reportIds = await reserveReportIds(store, students.length);
  const reports = students.map((s, i) => ({ id: reportIds[i] as number, ...s }));
  await handle(
    store,
    hwId,
    { type: 'PublishToMoreClasses', data: { classIds, reports, actor: actorOf(viewer), now } },
    meta,
  );
}

export const adjustDeadline = (
  store: Store,
  viewer: Viewer,
  hwId: number,
  endingTime: number,
  now: number,
  meta: EventMeta,
) => handle(store, hwId, { type: 'AdjustDeadline', data: { endingTime, actor: actorOf(viewer), now } }, meta);

export const recallHomework = (store: Store, viewer: Viewer, hwId: number, now: number, meta: EventMeta) =>
  handle(store, hwId, { type: 'RecallHomework', data: { actor: actorOf(viewer), now } }, meta);

/** The owner shows the students' names of an anonymous homework before grading ends (hw/anonymous/lift). */
export const liftAnonymity = (store: Store, viewer: Viewer, hwId: number, now: number, meta: EventMeta) =>
  handle(store, hwId, { type: 'LiftAnonymity', data: { actor: actorOf(viewer), now } }, meta);

/**
 * Asked after a report is finished: when no submitted report of an anonymous homework awaits grading
 * any more, its names appear (recorded on the homework's stream).
 */
export async function revealNamesAfterGrading(
  store: Store,
  viewer: Viewer,
  hwId: number,
  now: number,
  meta: EventMeta,
) {
  const hw = await store.db
    .selectFrom('homework')
    .select(['is_anonymous', 'names_revealed_at'])
    .where('id', '=', hwId)
    .executeTakeFirst();
  if (!hw || !hidesNames({ isAnonymous: Number(hw.is_anonymous), revealedAt: hw.names_revealed_at })) return;
  const row = await store.db
    .selectFrom('homework_reports')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hw_id', '=', hwId)
    .where('status', '=', 2)
    .executeTakeFirst();
  const pending = Number(row?.n ?? 0);
  await handle(
    store,
    hwId,
    { type: 'RevealNamesAfterGrading', data: { pending, actor: actorOf(viewer), now } },
    meta,
  );
}

/**
 * Release a homework's results (release_mode 2) to one class or, without a class, to every class it
 * reached: grading's authorization (canCorrect, and only the classes the grader works in).
 */
export async function releaseResults(
  store: Store,
  viewer: Viewer,
  hwId: number,
  classId: number | undefined,
  now: number,
  meta: EventMeta,
) {
  if (!viewer.canCorrect) throw forbidden(GRADING_MESSAGES.noCorrect);
  const rows = await store.db
    .selectFrom('homework_classes')
    .select('class_id')
    .where('hw_id', '=', hwId)
    .where('is_published', '=', 1)
    .where(
      'class_id',
      'in',
      store.db.selectFrom('class_staff').select('class_id').where('user_id', '=', viewer.id),
    )
    .$if(classId !== undefined, (q) => q.where('class_id', '=', classId ?? 0))
    .execute();
  if (rows.length === 0) throw notFound(HOMEWORK_NOT_FOUND);
  const classIds = rows.map((r) => Number(r.class_id));
  await handle(
    store,
    hwId,
    { type: 'ReleaseResults', data: { classIds, actor: actorOf(viewer), now } },
    meta,
  );
  return classIds;
}
