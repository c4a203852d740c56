import { abilityOf, GRADING_MESSAGES, RELEASE_MESSAGES, RELEASE_MODE } from '@school/machines';
import type { Kysely, Selectable } from 'kysely';
import type { Viewer } from '../http/viewer';
import { containsText } from '../store/listQueries';
import type { Database } from '../store/schema';
import { examFactsOf, submittedAttempts } from './examFigureRows';
import { questionStatistics, scoreStatistics } from './examFigures';
import { schoolMatches } from './schools';
import type { ExamsTable } from './tables';

/**
 * ExamDetail's header and its first two tabs (试卷管理, 成绩统计), read from the attempts' projection,
 * which the submit updates in the same transaction. Only submitted attempts count.
 */

/**
 * Released grades of an exam as a staff member sees them: its release mode, the viewer's classes of
 * the exam each with when its results were released, how many still wait, and whether 发布成绩 is
 * offered (a published or closed exam with release_mode 2; marking's authorization, once per class).
 */
export async function examRelease(db: Kysely<Database>, viewer: Viewer, exam: Selectable<ExamsTable>) {
  const classes = await db
    .selectFrom('exam_classes as ec')
    .innerJoin('classes as c', 'c.id', 'ec.class_id')
    .select(['c.id', 'c.name', 'ec.results_released_at'])
    .where('ec.exam_id', '=', exam.id)
    .where(
      'ec.class_id',
      'in',
      db.selectFrom('class_staff').select('class_id').where('user_id', '=', viewer.id),
    )
    .orderBy('c.id')
    .execute();
  const releaseLater = Number(exam.release_mode) === RELEASE_MODE.manual;
  const unreleased = classes.filter((c) => c.results_released_at === null).length;
  return {
    id: Number(exam.id),
    release_mode: releaseLater ? RELEASE_MODE.manual : RELEASE_MODE.auto,
    classes: classes.map((c) => ({
      id: Number(c.id),
      name: c.name,
      results_released_at: c.results_released_at === null ? null : Number(c.results_released_at),
    })),
    /** The viewer's classes still waiting for their results (release_mode 2; 0 otherwise): 成绩未发布. */
    unreleased_class_count: releaseLater ? unreleased : 0,
    abilities: {
      release_results: abilityOf(
        releaseLater && Number(exam.status) !== 1,
        !viewer.canCorrect
          ? { kind: 'forbidden', message: GRADING_MESSAGES.noCorrect }
          : unreleased === 0
            ? { kind: 'conflict', message: RELEASE_MESSAGES.alreadyReleased }
            : undefined,
      ),
    },
  };
}

/** The header: name, total and pass score, participants, duration in seconds (0 = unlimited). */
export async function examHeader(db: Kysely<Database>, viewer: Viewer, exam: Selectable<ExamsTable>) {
  const participants = await db
    .selectFrom('exam_reports')
    .select((eb) => eb.fn.count<number>('uid').distinct().as('n'))
    .where('exam_id', '=', exam.id)
    .where('test_status', '!=', 0)
    .executeTakeFirstOrThrow();
  return {
    id: Number(exam.id),
    name: exam.name,
    score: Number(exam.score),
    pass_score: Number(exam.pass_score),
    number: Number(participants.n),
    time: Number(exam.limit_time),
    release: await examRelease(db, viewer, exam),
  };
}

export interface AttemptFilters {
  username?: string | undefined;
  mobile?: string | undefined;
  test_status?: number | undefined;
  /** 1 passed, 2 not passed. */
  pass_status?: number | undefined;
  start_at?: number | undefined;
  end_at?: number | undefined;
  /** 1: only each student's latest attempt. */
  filter?: number | undefined;
  /** The students' school. */
  school_id?: number | undefined;
  page: number;
  limit: number;
}

/** 试卷管理: the submitted attempts, newest first; isCan 1 where the viewer may review one awaiting review. */
export async function examAttempts(
  db: Kysely<Database>,
  viewer: Viewer,
  exam: Selectable<ExamsTable>,
  filters: AttemptFilters,
) {
  let query = db
    .selectFrom('exam_reports as r')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .where('r.exam_id', '=', exam.id)
    .where('r.test_status', '!=', 0);
  const username = filters.username?.trim();
  if (username) query = query.where(containsText('u.nickname', username));
  const mobile = filters.mobile?.trim();
  if (mobile) query = query.where(containsText('u.mobile', mobile));
  if (filters.test_status) query = query.where('r.test_status', '=', filters.test_status);
  if (filters.pass_status === 1) query = query.where('r.is_pass', '=', 1).where('r.test_status', '=', 1);
  if (filters.pass_status === 2) query = query.where('r.is_pass', '=', 0).where('r.test_status', '=', 1);
  if (!schoolMatches(filters.school_id)) query = query.where('r.id', '<', 0);
  if (filters.start_at) query = query.where('r.submit_time', '>=', filters.start_at);
  if (filters.end_at) query = query.where('r.submit_time', '<=', filters.end_at);
  if (filters.filter === 1)
    query = query.where(({ eb, selectFrom }) =>
      eb.not(
        eb.exists(
          selectFrom('exam_reports as later')
            .select('later.id')
            .whereRef('later.exam_id', '=', 'r.exam_id')
            .whereRef('later.uid', '=', 'r.uid')
            .where('later.test_status', '!=', 0)
            .whereRef('later.attempt_no', '>', 'r.attempt_no'),
        ),
      ),
    );
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'r.id',
      'r.uid',
      'r.user_score',
      'r.test_status',
      'r.is_pass',
      'r.submit_time',
      'r.attempt_no',
      'u.nickname',
      'u.mobile',
    ])
    .orderBy('r.submit_time', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit)
    .execute();
  const orgs = await studentClassNames(
    db,
    exam.id,
    rows.map((r) => Number(r.uid)),
  );
  const list = rows.map((r) => ({
    id: Number(r.id),
    uid: Number(r.uid),
    nickname: r.nickname,
    mobile: r.mobile,
    org_name: orgs.get(Number(r.uid)) ?? '',
    score: Number(r.user_score),
    test_status: Number(r.test_status),
    is_pass: Number(r.is_pass),
    submit_time: Number(r.submit_time),
    attempt_no: Number(r.attempt_no),
    isCan: Number(r.test_status) === 2 && viewer.canCorrect ? 1 : 0,
  }));
  return { list, total: Number(count.n) };
}

/** Each student's class names among the exam's classes (the row's organisation). */
async function studentClassNames(db: Kysely<Database>, examId: number, uids: number[]) {
  if (uids.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('class_students as cs')
    .innerJoin('exam_classes as ec', 'ec.class_id', 'cs.class_id')
    .innerJoin('classes as c', 'c.id', 'cs.class_id')
    .select(['cs.uid', 'c.name'])
    .where('ec.exam_id', '=', examId)
    .where('cs.uid', 'in', uids)
    .orderBy('c.id')
    .execute();
  const names = new Map<number, string[]>();
  for (const r of rows) names.set(Number(r.uid), [...(names.get(Number(r.uid)) ?? []), r.name]);
  return new Map([...names].map(([uid, list]) => [uid, list.join('、')]));
}

/** 成绩统计, from the one computation of the exam's figures (`examFigures.ts`). */
export async function examScoreStatistics(db: Kysely<Database>, exam: Selectable<ExamsTable>) {
  return scoreStatistics(examFactsOf(exam), await submittedAttempts(db, Number(exam.id)));
}

/** 试题统计, from the same computation. */
export async function examQuestionStatistics(db: Kysely<Database>, exam: Selectable<ExamsTable>) {
  const { type_stat, list } = questionStatistics(
    examFactsOf(exam),
    await submittedAttempts(db, Number(exam.id)),
  );
  return { type_stat, list: list.map(({ answers: _, ...q }) => q) };
}
