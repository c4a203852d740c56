import {
  ATTEMPT_MESSAGES,
  attemptDueAt,
  COMMON_MESSAGES,
  EXAM_MESSAGES,
  FILL_BLANK_TYPE,
  isAttemptDue,
} from '@school/machines';
import type { Kysely, Selectable } from 'kysely';
import { reserveReportIds } from '../homework';
import type { Viewer } from '../http/viewer';
import { conflict, invalid, notFound } from '../shared/errors';
import { sanitizeRichText } from '../shared/richText';
import type { EventMeta } from '../store/eventStore';
import type { Database } from '../store/schema';
import type { Store } from '../store/store';
import type { SavedAnswer } from './attempt';
import { type AttemptCommand, attemptDecider, type PaperFacts } from './attemptDecider';
import type { PaperSection } from './exam';
import { hasSubjectiveQuestions, isSubjectiveQuestion, paperQuestions } from './examMarking';
import type { ExamReportsTable, ExamsTable } from './tables';

export const ANSWER_MESSAGES = {
  unknownQuestion: '试题不存在',
  badFormat: COMMON_MESSAGES.badAnswer,
  badOption: '选项不存在',
  oneOption: '该题只能选择一个选项',
} as const;

/** A published or closed exam for one of the student's classes. */
export async function findStudentExam(db: Kysely<Database>, uid: number, examId: number) {
  return db
    .selectFrom('exams')
    .selectAll('exams')
    .where('exams.id', '=', examId)
    .where('exams.status', 'in', [2, 3])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('exam_classes')
          .innerJoin('class_students', 'class_students.class_id', 'exam_classes.class_id')
          .select('exam_classes.exam_id')
          .whereRef('exam_classes.exam_id', '=', 'exams.id')
          .where('class_students.uid', '=', uid)
          .where('class_students.status', '=', 1),
      ),
    )
    .executeTakeFirst();
}

const streamOf = (r: Pick<Selectable<ExamReportsTable>, 'exam_id' | 'uid' | 'attempt_no'>) =>
  `examAttempt-${r.exam_id}-${r.uid}-${r.attempt_no}`;

const paperOf = (exam: Selectable<ExamsTable>): PaperFacts => ({
  sections: JSON.parse(exam.sections) as PaperSection[],
  passScore: Number(exam.pass_score),
});

const handle = (store: Store, stream: string, command: AttemptCommand, meta: EventMeta) =>
  store.handle(attemptDecider, stream, command, meta);

async function examOf(db: Kysely<Database>, examId: number) {
  return db.selectFrom('exams').selectAll().where('id', '=', examId).executeTakeFirstOrThrow();
}

/** The student's own attempt, or 404 (another student's report is not theirs to know of). */
export async function myAttempt(db: Kysely<Database>, viewer: Viewer, reportId: number) {
  const row = await db
    .selectFrom('exam_reports')
    .selectAll()
    .where('id', '=', reportId)
    .where('uid', '=', viewer.id)
    .executeTakeFirst();
  if (!row) throw notFound(ATTEMPT_MESSAGES.notYours);
  return row;
}

/** Records the time-out of an attempt whose time ran out (measured here, on the server); true if it did. */
export async function timeOutIfDue(
  store: Store,
  row: Selectable<ExamReportsTable>,
  now: number,
  meta: EventMeta,
): Promise<boolean> {
  if (Number(row.test_status) !== 0 || !isAttemptDue({ dueAt: Number(row.due_at) }, now)) return false;
  const paper = paperOf(await examOf(store.db, Number(row.exam_id)));
  await handle(store, streamOf(row), { type: 'TimeOutAttempt', data: { now, paper } }, meta);
  return true;
}

/** Starts an attempt, or continues the one still running; refused outside the period, when closed or past the count. */
export async function startAttempt(
  store: Store,
  viewer: Viewer,
  examId: number,
  now: number,
  meta: EventMeta,
): Promise<{ report_id: number }> {
  const exam = await findStudentExam(store.db, viewer.id, examId);
  if (!exam) throw notFound(EXAM_MESSAGES.notFound);
  const reports = await store.db
    .selectFrom('exam_reports')
    .selectAll()
    .where('exam_id', '=', examId)
    .where('uid', '=', viewer.id)
    .orderBy('attempt_no')
    .execute();
  for (const row of reports) {
    if (Number(row.test_status) !== 0) continue;
    if (!(await timeOutIfDue(store, row, now, meta))) return { report_id: Number(row.id) };
  }
  const attemptNo = reports.length + 1;
  const paper = paperOf(exam);
  // One numbering with homework reports: a paper's number never opens a homework report, nor the reverse.
  const [id] = await reserveReportIds(store, 1);
  const timeType = Number(exam.time_type);
  const endTime = Number(exam.end_time);
  const stream = streamOf({ exam_id: examId, uid: viewer.id, attempt_no: attemptNo });
  const started = handle(
    store,
    stream,
    {
      type: 'StartAttempt',
      data: {
        started: {
          id: id as number,
          examId,
          uid: viewer.id,
          attemptNo,
          startedAt: now,
          dueAt: attemptDueAt(Number(exam.limit_time), timeType, endTime, now),
          hasSubjective: hasSubjectiveQuestions(paper.sections),
        },
        facts: {
          examStatus: Number(exam.status),
          timeType,
          startTime: Number(exam.start_time),
          endTime,
          testNum: Number(exam.test_num),
          attemptsUsed: reports.length,
          now,
        },
      },
    },
    meta,
  ).catch(async (error: unknown) => {
    // A start racing this one began the same attempt first (its stream is keyed by the attempt's
    // number): this call continues it, as it would have a moment later.
    const raced = await store.load(attemptDecider, stream);
    if (raced?.state.status === 'answering' && raced.state.ref.uid === viewer.id) return raced.state.ref.id;
    throw error;
  });
  const reportId = await started;
  return { report_id: typeof reportId === 'number' ? reportId : (id as number) };
}

export interface RawAnswer {
  question_id: number;
  user_answer?: unknown;
  is_sign?: number | undefined;
}

/** The stored form of the answers, checked against the paper. */
export function normaliseAnswers(sections: readonly PaperSection[], raw: readonly RawAnswer[]) {
  const questions = new Map(paperQuestions(sections).map((q) => [q.question_id, q]));
  const answers: Record<string, SavedAnswer> = {};
  for (const { question_id, user_answer, is_sign } of raw) {
    const q = questions.get(question_id);
    if (!q) throw invalid(ANSWER_MESSAGES.unknownQuestion);
    const sign = is_sign === 1 ? 1 : 0;
    const value = user_answer ?? '';
    if (q.ques_type === FILL_BLANK_TYPE) {
      if (!Array.isArray(value) || value.length > q.blanks.length) throw invalid(ANSWER_MESSAGES.badFormat);
      if (!value.every((a) => typeof a === 'string' && a.length <= 200))
        throw invalid(ANSWER_MESSAGES.badFormat);
      answers[String(question_id)] = { answer: value as string[], is_sign: sign };
    } else if (isSubjectiveQuestion(q)) {
      if (typeof value !== 'string' || value.length > 20_000) throw invalid(ANSWER_MESSAGES.badFormat);
      answers[String(question_id)] = { answer: sanitizeRichText(value), is_sign: sign };
    } else {
      if (typeof value !== 'string') throw invalid(ANSWER_MESSAGES.badFormat);
      const ids = value.trim() === '' ? [] : value.split(',').map((p) => Number(p.trim()));
      const optionIds = q.ques_option.map((o) => o.id);
      if (!ids.every((i) => optionIds.includes(i)) || new Set(ids).size !== ids.length)
        throw invalid(ANSWER_MESSAGES.badOption);
      if ([1, 2].includes(q.ques_type) && ids.length > 1) throw invalid(ANSWER_MESSAGES.oneOption);
      answers[String(question_id)] = { answer: ids.sort((a, b) => a - b).join(','), is_sign: sign };
    }
  }
  return answers;
}

/** A late save or submit records the time-out first, then is refused with the machine's reason. */
async function refuseIfLate(store: Store, row: Selectable<ExamReportsTable>, now: number, meta: EventMeta) {
  if (await timeOutIfDue(store, row, now, meta)) throw conflict(ATTEMPT_MESSAGES.timeUp);
}

export async function saveExamAnswers(
  store: Store,
  viewer: Viewer,
  reportId: number,
  raw: readonly RawAnswer[],
  now: number,
  meta: EventMeta,
) {
  const row = await myAttempt(store.db, viewer, reportId);
  await refuseIfLate(store, row, now, meta);
  const exam = await examOf(store.db, Number(row.exam_id));
  const answers = normaliseAnswers(paperOf(exam).sections, raw);
  await handle(store, streamOf(row), { type: 'SaveExamAnswers', data: { answers, now } }, meta);
}

export async function submitExamAttempt(
  store: Store,
  viewer: Viewer,
  reportId: number,
  now: number,
  meta: EventMeta,
) {
  const row = await myAttempt(store.db, viewer, reportId);
  await refuseIfLate(store, row, now, meta);
  const paper = paperOf(await examOf(store.db, Number(row.exam_id)));
  await handle(store, streamOf(row), { type: 'SubmitAttempt', data: { now, paper } }, meta);
}
