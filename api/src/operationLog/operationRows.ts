import { DateTime } from 'luxon';
import type { ExamEvent } from '../exams';
import type { HomeworkEvent } from '../homework';
import type { QuestionEvent } from '../questionBank';
import type { ClassEvent } from '../school';
import type { EventMeta } from '../store/eventStore';
import { evolveReport, initialReportState, type ReportEvent, type ReportState } from '../submissions';

/**
 * The audit trail (操作记录): events of a subject's streams translated into rows of who did what and
 * when. Pure: the caller reads the events (in stream order) and the actors' names; time is formatted
 * in the school's zone passed in. An event a stream holds but the trail does not show (a student's
 * saved answers) gives no row; an event type this module does not know (yet) gives none either.
 */

/** The subjects that have a trail. */
export const SUBJECT_TYPES = ['homework', 'report', 'question', 'class', 'exam'] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** Every action a row may name, with the label staff read. One home for the labels. */
export const OPERATION_ACTIONS = {
  'homework.published': '发布作业',
  'homework.continued': '继续发布',
  'homework.deadlineChanged': '修改截止时间',
  'homework.recalled': '撤回作业',
  'homework.namesRevealed': '公开学员姓名',
  'homework.resultsReleased': '发布成绩',
  'report.submitted': '提交作业',
  'report.graded': '批改',
  'report.regraded': '重新批改',
  'report.remarked': '保存批语',
  'report.finished': '完成批改',
  'report.totalChanged': '总分变更',
  'exam.drafted': '创建考试',
  'exam.edited': '编辑考试',
  'exam.published': '发布考试',
  'exam.closed': '关闭考试',
  'exam.resultsReleased': '发布成绩',
  'question.created': '创建题目',
  'question.edited': '编辑题目',
  'question.deleted': '删除题目',
  'class.opened': '开设班级',
  'class.studentEnrolled': '学员入班',
  'class.courseAssigned': '添加课程',
  'class.scheduleImageSet': '设置课表',
} as const;
export type OperationAction = keyof typeof OPERATION_ACTIONS;

/** A value before or after an operation, rendered to text once the names are known. */
export type OperationValue =
  | { kind: 'text'; text: string }
  | { kind: 'time'; at: number }
  | { kind: 'score'; score: number | null; rate: number | null }
  | { kind: 'user'; uid: number }
  | { kind: 'course'; courseId: number }
  /** Classes, read by their names (a release of results names the classes it reached). */
  | { kind: 'classes'; classIds: number[] };

/** What the values of a page name: users, courses and classes, by id. */
export interface ValueNames {
  users: ReadonlyMap<number, string>;
  courses: ReadonlyMap<number, string>;
  classes: ReadonlyMap<number, string>;
}

/** Who and when, as the event log recorded it. */
export interface LoggedEvent {
  type: string;
  data: unknown;
  streamId: string;
  meta: EventMeta;
  /** When the log recorded it, in milliseconds (the store's clock). */
  recordedAt: number;
  /** Global position: rows are ordered newest first by it. */
  position: number;
}

export interface OperationRow {
  action: OperationAction;
  actorId: number | null;
  actorRole: string | null;
  /** Unix seconds. */
  at: number;
  position: number;
  before: OperationValue | null;
  after: OperationValue | null;
  /** The report the row is about (grading rows), and its question. */
  reportId: number | null;
  quesId: number | null;
}

const text = (value: string): OperationValue => ({ kind: 'text', text: value });

function row(
  event: LoggedEvent,
  action: OperationAction,
  before: OperationValue | null,
  after: OperationValue | null,
  extra: { reportId?: number; quesId?: number } = {},
): OperationRow {
  const actor = Number(event.meta.actorId);
  return {
    action,
    actorId: event.meta.actorId !== null && Number.isSafeInteger(actor) ? actor : null,
    actorRole: event.meta.role,
    at: Math.floor(event.recordedAt / 1000),
    position: event.position,
    before,
    after,
    reportId: extra.reportId ?? null,
    quesId: extra.quesId ?? null,
  };
}

/** A type this module does not know: checked exhaustive at build time, skipped at run time. */
const unknownEvent = (_event: never): OperationRow[] => [];

/** One homework stream, in order: its deadline's earlier value comes from folding the stream. */
export function homeworkRows(events: readonly LoggedEvent[]): OperationRow[] {
  let endingTime: number | null = null;
  return events.flatMap((logged) => {
    const event = logged as unknown as HomeworkEvent & LoggedEvent;
    switch (event.type) {
      case 'HomeworkPublished':
        endingTime = event.data.endingTime;
        return [
          row(
            logged,
            'homework.published',
            null,
            text(`${event.data.name}（${event.data.classIds.length}个班级）`),
          ),
        ];
      case 'HomeworkPublishedToClasses':
        return [row(logged, 'homework.continued', null, text(`新增${event.data.classIds.length}个班级`))];
      case 'HomeworkDeadlineAdjusted': {
        const before: OperationValue | null = endingTime === null ? null : { kind: 'time', at: endingTime };
        endingTime = event.data.endingTime;
        return [row(logged, 'homework.deadlineChanged', before, { kind: 'time', at: event.data.endingTime })];
      }
      case 'HomeworkRecalled':
        return [row(logged, 'homework.recalled', null, null)];
      case 'HomeworkNamesRevealed':
        return [
          row(
            logged,
            'homework.namesRevealed',
            null,
            text(event.data.reason === 'lifted' ? '发布者公开' : '全部批改完成'),
          ),
        ];
      case 'HomeworkResultsReleased':
        return [
          row(logged, 'homework.resultsReleased', null, { kind: 'classes', classIds: event.data.classIds }),
        ];
      default:
        return unknownEvent(event);
    }
  });
}

const REPORT_EVENT_TYPES: ReadonlySet<string> = new Set<ReportEvent['type']>([
  'ReportAnswersSaved',
  'ReportSubmitted',
  'ReportQuestionGraded',
  'ReportGraded',
]);

/**
 * One report stream, in order. The events do not carry the score a regrade replaced, so the stream
 * is folded as it goes (the same `evolveReport` the decider uses) and each grade is compared with the
 * question's grade before it; a report graded again compares its total with the previous total.
 */
export function reportRows(events: readonly LoggedEvent[]): OperationRow[] {
  let state: ReportState = initialReportState();
  let total: OperationValue | null = null;
  return events.flatMap((logged) => {
    if (!REPORT_EVENT_TYPES.has(logged.type)) return [];
    const event = logged as unknown as ReportEvent & LoggedEvent;
    const previous = state;
    state = evolveReport(state, event);
    switch (event.type) {
      case 'ReportAnswersSaved':
        return [];
      case 'ReportSubmitted':
        return [row(logged, 'report.submitted', null, null, { reportId: event.data.reportId })];
      case 'ReportQuestionGraded': {
        const d = event.data;
        const ids = { reportId: d.reportId, quesId: d.quesId };
        const was = previous.grades[d.quesId];
        if (!d.graded) return [row(logged, 'report.remarked', null, d.remark ? text(d.remark) : null, ids)];
        const after: OperationValue = { kind: 'score', score: d.score, rate: d.rate };
        if (was?.graded)
          return [
            row(logged, 'report.regraded', { kind: 'score', score: was.score, rate: was.rate }, after, ids),
          ];
        return [row(logged, 'report.graded', null, after, ids)];
      }
      case 'ReportGraded': {
        const after: OperationValue = { kind: 'score', score: event.data.totalScore, rate: event.data.rate };
        const before = total;
        total = after;
        const ids = { reportId: event.data.reportId };
        return [
          before === null
            ? row(logged, 'report.finished', null, after, ids)
            : row(logged, 'report.totalChanged', before, after, ids),
        ];
      }
      default:
        return unknownEvent(event);
    }
  });
}

/** One question stream, in order. */
export function questionRows(events: readonly LoggedEvent[]): OperationRow[] {
  return events.flatMap((logged) => {
    const event = logged as unknown as QuestionEvent & LoggedEvent;
    switch (event.type) {
      case 'QuestionAdded':
        return [row(logged, 'question.created', null, text(SOURCE_TEXT[event.data.source] ?? '手动添加'))];
      case 'QuestionEdited':
        return [row(logged, 'question.edited', null, null)];
      case 'QuestionDeleted':
        return [row(logged, 'question.deleted', null, null)];
      default:
        return unknownEvent(event);
    }
  });
}

const SOURCE_TEXT: Record<string, string> = {
  form: '手动添加',
  'import-docx': 'Word导入',
  'import-xlsx': 'Excel导入',
  seed: '题库初始化',
};

/** One class stream, in order. */
export function classRows(events: readonly LoggedEvent[]): OperationRow[] {
  return events.flatMap((logged) => {
    const event = logged as unknown as ClassEvent & LoggedEvent;
    switch (event.type) {
      case 'ClassOpened':
        return [row(logged, 'class.opened', null, text(event.data.name))];
      case 'StudentEnrolled':
        return [row(logged, 'class.studentEnrolled', null, { kind: 'user', uid: event.data.uid })];
      case 'CourseAssigned':
        return [row(logged, 'class.courseAssigned', null, { kind: 'course', courseId: event.data.courseId })];
      case 'ScheduleImageSet':
        return [row(logged, 'class.scheduleImageSet', null, null)];
      default:
        return unknownEvent(event);
    }
  });
}

/** One exam stream, in order. */
export function examRows(events: readonly LoggedEvent[]): OperationRow[] {
  return events.flatMap((logged) => {
    const event = logged as unknown as ExamEvent & LoggedEvent;
    switch (event.type) {
      case 'ExamDrafted':
        return [row(logged, 'exam.drafted', null, text(event.data.content.name))];
      case 'ExamEdited':
        return [row(logged, 'exam.edited', null, null)];
      case 'ExamPublished':
        return [row(logged, 'exam.published', null, null)];
      case 'ExamClosed':
        return [row(logged, 'exam.closed', null, null)];
      case 'ExamResultsReleased':
        return [
          row(logged, 'exam.resultsReleased', null, { kind: 'classes', classIds: event.data.classIds }),
        ];
      default:
        return unknownEvent(event);
    }
  });
}

/** The kinds of stream a trail reads. */
export type StreamKind = 'homework' | 'report' | 'question' | 'class' | 'exam';

/** The rows of several streams' events, each stream translated in its own order, newest first overall. */
export function operationRows(
  streams: readonly { kind: StreamKind; events: readonly LoggedEvent[] }[],
): OperationRow[] {
  const translate = {
    homework: homeworkRows,
    report: reportRows,
    question: questionRows,
    class: classRows,
    exam: examRows,
  };
  return streams.flatMap((s) => translate[s.kind](s.events)).sort((a, b) => b.position - a.position);
}

/** Unit after a score (分) or a rate (正确率 n%), one decimal at most. */
export function scoreText(score: number | null, rate: number | null): string {
  if (rate !== null) return `正确率${rate}%`;
  if (score === null) return '待批改';
  return `${Math.round(score * 10) / 10}分`;
}

/** A value as staff read it: times in the school's zone, users by name. */
export function valueText(value: OperationValue | null, names: ValueNames, zone: string): string | null {
  if (value === null) return null;
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'time':
      return DateTime.fromSeconds(value.at, { zone }).toFormat('yyyy-MM-dd HH:mm');
    case 'score':
      return scoreText(value.score, value.rate);
    case 'user':
      return names.users.get(value.uid) ?? `用户${value.uid}`;
    case 'course':
      return names.courses.get(value.courseId) ?? `课程${value.courseId}`;
    case 'classes':
      return value.classIds.map((id) => names.classes.get(id) ?? `班级${id}`).join('、');
    default:
      return unknownValue(value);
  }
}

const unknownValue = (_value: never): null => null;

/** The users (actors and users in values), the courses and the classes a page of rows names. */
export function namedIds(rows: readonly OperationRow[]): {
  users: number[];
  courses: number[];
  classes: number[];
} {
  const users = new Set<number>();
  const courses = new Set<number>();
  const classes = new Set<number>();
  for (const r of rows) {
    if (r.actorId !== null) users.add(r.actorId);
    for (const v of [r.before, r.after]) {
      if (v?.kind === 'user') users.add(v.uid);
      if (v?.kind === 'course') courses.add(v.courseId);
      if (v?.kind === 'classes') for (const id of v.classIds) classes.add(id);
    }
  }
  return { users: [...users], courses: [...courses], classes: [...classes] };
}
