import type { Kysely } from 'kysely';
import { HOMEWORK_NOT_FOUND, homeworkQuestions } from '../homework';
import type { Viewer } from '../http/viewer';
import { notFound } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import { answerKeys, type RawAnswer } from './answerFormat';
import { type ReportCommand, type ReportFacts, reportDecider } from './reportDecider';

/**
 * The student's own report with its homework's facts, or 404 作业不存在: someone else's report is
 * not revealed to exist.
 */
export async function ownReport(db: Kysely<Database>, viewer: Viewer, reportId: number) {
  const row = await db
    .selectFrom('homework_reports as r')
    .innerJoin('homework as h', 'h.id', 'r.hw_id')
    .leftJoin('homework_classes as hc', (j) =>
      j.onRef('hc.hw_id', '=', 'r.hw_id').onRef('hc.class_id', '=', 'r.class_id'),
    )
    .selectAll('r')
    .select([
      'h.name',
      'h.ending_time',
      'h.status as hw_status',
      'h.is_set_score',
      'h.total_score',
      'h.publish_time',
      'h.course_title',
      'h.periods_title',
      'h.release_mode',
      'hc.results_released_at',
    ])
    .where('r.id', '=', reportId)
    .where('r.uid', '=', viewer.id)
    .executeTakeFirst();
  if (!row) throw notFound(HOMEWORK_NOT_FOUND);
  const questions = (await homeworkQuestions(db, [Number(row.hw_id)])).map((q) => q.question);
  const facts: ReportFacts = {
    reportId: Number(row.id),
    hwId: Number(row.hw_id),
    classId: Number(row.class_id),
    uid: Number(row.uid),
    endingTime: Number(row.ending_time),
    recalled: Number(row.hw_status) === 2,
    keys: answerKeys(questions),
  };
  return { row, questions, facts };
}

const handle = (store: Store, facts: ReportFacts, command: ReportCommand, meta: EventMeta) =>
  store.handle(reportDecider, streamId('report', facts.reportId), command, meta);

/** Saves a draft: the answers named replace earlier ones; the others stay. */
export async function saveAnswers(
  store: Store,
  viewer: Viewer,
  reportId: number,
  answers: { quesId: number; userAnswer: RawAnswer }[],
  now: number,
  meta: EventMeta,
) {
  const { facts } = await ownReport(store.db, viewer, reportId);
  await handle(store, facts, { type: 'SaveAnswers', data: { facts, answers, now } }, meta);
}

/** Submits: objective questions are marked now; without a subjective question the report is graded. */
export async function submitReport(
  store: Store,
  viewer: Viewer,
  reportId: number,
  now: number,
  meta: EventMeta,
) {
  const { facts } = await ownReport(store.db, viewer, reportId);
  const { state } = await handle(store, facts, { type: 'SubmitReport', data: { facts, now } }, meta);
  return { status: state.status };
}
