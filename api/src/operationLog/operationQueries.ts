import { EXAM_MESSAGES } from '@school/machines';
import type { Kysely, Selectable } from 'kysely';
import { ownClass } from '../classes';
import { findVisibleExam } from '../exams';
import { staffReport, viewerClasses } from '../grading';
import { findHomework, HOMEWORK_NOT_FOUND, hiddenNames, maySee } from '../homework';
import { paged } from '../http/fields';
import type { Viewer } from '../http/viewer';
import { visibleQuestion } from '../questionBank';
import { notFound } from '../shared/errors';
import { streamId } from '../store/decider';
import type { EventMeta } from '../store/eventStore';
import type { Database, EventsTable } from '../store/schema';
import {
  type LoggedEvent,
  namedIds,
  OPERATION_ACTIONS,
  type OperationRow,
  operationRows,
  type StreamKind,
  type SubjectType,
  type ValueNames,
  valueText,
} from './operationRows';

/** Which streams make a subject's trail, and how each is translated. */
interface TrailStream {
  id: string;
  kind: StreamKind;
}

/**
 * A report's stream holds each save of a student's answers; the trail never shows them, so they are
 * not read (a report's grading fold needs only the submit and the grades).
 */
const UNSHOWN_TYPES = ['ReportAnswersSaved'];

/**
 * The streams of a subject the viewer may see, or the refusal the subject's own detail call answers:
 * a homework as its management list shows it (404 作业不存在), a report as its review (403 without
 * canCorrect, 404 outside the viewer's classes), a question as ques/show, a class as its detail, an
 * exam as its detail (404 考试不存在).
 * A homework's trail holds its own stream and the grading of its reports in the viewer's classes.
 */
async function trailStreams(
  db: Kysely<Database>,
  viewer: Viewer,
  type: SubjectType,
  id: number,
): Promise<TrailStream[]> {
  switch (type) {
    case 'homework': {
      if (!(await findHomework(db, id)) || !(await maySee(db, viewer, id)))
        throw notFound(HOMEWORK_NOT_FOUND);
      const reports = await db
        .selectFrom('homework_reports')
        .select('id')
        .where('hw_id', '=', id)
        .where('class_id', 'in', viewerClasses(db, viewer.id))
        .execute();
      return [
        { id: streamId('homework', id), kind: 'homework' },
        ...reports.map((r) => ({ id: streamId('report', Number(r.id)), kind: 'report' as const })),
      ];
    }
    case 'report':
      await staffReport(db, viewer, id);
      return [{ id: streamId('report', id), kind: 'report' }];
    case 'question':
      await visibleQuestion(db, viewer, id);
      return [{ id: streamId('question', id), kind: 'question' }];
    case 'class':
      await ownClass(db, viewer, id);
      return [{ id: streamId('class', id), kind: 'class' }];
    case 'exam':
      if (!(await findVisibleExam(db, viewer, id))) throw notFound(EXAM_MESSAGES.notFound);
      return [{ id: streamId('exam', id), kind: 'exam' }];
    default:
      return unknownSubject(type);
  }
}

const unknownSubject = (_type: never): never => {
  throw notFound();
};

const toLogged = (row: Selectable<EventsTable>): LoggedEvent => ({
  type: row.type,
  data: JSON.parse(row.data),
  streamId: row.stream_id,
  meta: JSON.parse(row.meta) as EventMeta,
  recordedAt: Number(row.recorded_at),
  position: Number(row.position),
});

/** Stream ids per query: well under any database's bound-parameter limit. */
const CHUNK = 500;

/** The events of the streams, each stream in its order, read by stream id (the log's unique index). */
async function readStreams(db: Kysely<Database>, streams: readonly TrailStream[]) {
  const byStream = new Map<string, LoggedEvent[]>(streams.map((s) => [s.id, []]));
  for (let i = 0; i < streams.length; i += CHUNK) {
    const ids = streams.slice(i, i + CHUNK).map((s) => s.id);
    const rows = await db
      .selectFrom('events')
      .selectAll()
      .where('stream_id', 'in', ids)
      .where('type', 'not in', UNSHOWN_TYPES)
      .orderBy('stream_id')
      .orderBy('version')
      .execute();
    for (const row of rows) byStream.get(row.stream_id)?.push(toLogged(row));
  }
  return streams.map((s) => ({ kind: s.kind, events: byStream.get(s.id) ?? [] }));
}

/** One row of the trail as the REST call answers it. */
export interface OperationLogRow {
  /** The event's position in the log: one row per event, so it names the row. */
  id: number;
  action: string;
  action_name: string;
  actor_id: number | null;
  actor_name: string;
  actor_role: string | null;
  created_at: number;
  before: string | null;
  after: string | null;
  report_id: number | null;
  ques_id: number | null;
}

/** Who did it when no user is recorded (the demo school's seed, a rebuild). */
const SYSTEM_ACTOR = '系统';

/** The names a page of rows shows: users by nickname, courses by title. */
async function valueNames(db: Kysely<Database>, rows: readonly OperationRow[]): Promise<ValueNames> {
  const ids = namedIds(rows);
  const users =
    ids.users.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'nickname']).where('id', 'in', ids.users).execute();
  const courses =
    ids.courses.length === 0
      ? []
      : await db.selectFrom('courses').select(['id', 'title']).where('id', 'in', ids.courses).execute();
  const classes =
    ids.classes.length === 0
      ? []
      : await db.selectFrom('classes').select(['id', 'name']).where('id', 'in', ids.classes).execute();
  return {
    users: new Map(users.map((u) => [Number(u.id), u.nickname])),
    courses: new Map(courses.map((c) => [Number(c.id), c.title])),
    classes: new Map(classes.map((c) => [Number(c.id), c.name])),
  };
}

/** The student's alias on a report of a homework graded anonymously, while its names are hidden. */
async function reportAlias(db: Kysely<Database>, reportId: number): Promise<string | undefined> {
  const report = await db
    .selectFrom('homework_reports')
    .select('hw_id')
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!report) return undefined;
  const hwId = Number(report.hw_id);
  return (await hiddenNames(db, [hwId])).aliasOf(hwId, reportId);
}

/** One page of a subject's trail, newest first. */
export async function operationLog(
  db: Kysely<Database>,
  viewer: Viewer,
  subject: { type: SubjectType; id: number },
  page: { page: number; limit: number },
  zone: string,
) {
  const streams = await trailStreams(db, viewer, subject.type, subject.id);
  const all = operationRows(await readStreams(db, streams)).filter(
    // A homework's trail is what staff did; each report's own trail also shows its student's submit.
    (r) => subject.type !== 'homework' || r.action !== 'report.submitted',
  );
  const start = (page.page - 1) * page.limit;
  const rows = all.slice(start, start + page.limit);
  const names = await valueNames(db, rows);
  const studentAlias = subject.type === 'report' ? await reportAlias(db, subject.id) : undefined;
  const list: OperationLogRow[] = rows.map((r) => ({
    id: r.position,
    action: r.action,
    action_name: OPERATION_ACTIONS[r.action],
    actor_id: studentAlias !== undefined && r.actorRole === 'student' ? null : r.actorId,
    actor_name:
      studentAlias !== undefined && r.actorRole === 'student'
        ? studentAlias
        : r.actorId === null
          ? SYSTEM_ACTOR
          : (names.users.get(r.actorId) ?? SYSTEM_ACTOR),
    actor_role: r.actorRole,
    created_at: r.at,
    before: valueText(r.before, names, zone),
    after: valueText(r.after, names, zone),
    report_id: r.reportId,
    ques_id: r.quesId,
  }));
  return paged(list, all.length, page.page, page.limit);
}
