import { examQuesTypeLabel } from '@school/machines';
import type { Kysely, Selectable } from 'kysely';
import type { Viewer } from '../http/viewer';
import { containsText } from '../store/listQueries';
import type { Database } from '../store/schema';
import type { QuestionMark } from './attempt';
import type { PaperSection } from './exam';
import { schoolMatches } from './schools';
import type { ExamsTable } from './tables';

/**
 * ExamDetail's header and its first two tabs (试卷管理, 成绩统计), read from the attempts' projection,
 * which the submit updates in the same transaction. Only submitted attempts count.
 */

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The header: name, total and pass score, participants, duration in seconds (0 = unlimited). */
export async function examHeader(db: Kysely<Database>, exam: Selectable<ExamsTable>) {
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

/** 成绩统计: figures over every submitted attempt, and how many scored within each step of the total. */
export async function examScoreStatistics(db: Kysely<Database>, exam: Selectable<ExamsTable>) {
  const rows = await db
    .selectFrom('exam_reports')
    .select(['uid', 'user_score', 'answer_time', 'is_pass', 'test_status'])
    .where('exam_id', '=', exam.id)
    .where('test_status', '!=', 0)
    .execute();
  const total = Number(exam.score);
  const scores = rows.map((r) => Number(r.user_score));
  const n = rows.length;
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  const passNums = rows.filter((r) => Number(r.test_status) === 1 && Number(r.is_pass) === 1).length;
  const steps = 5;
  const size = total > 0 ? total / steps : 1;
  const scoreSteps = Array.from({ length: steps }, (_, i) => `${round1(i * size)}-${round1((i + 1) * size)}`);
  const userNums = Array.from(
    { length: steps },
    (_, i) => scores.filter((s) => Math.min(steps - 1, Math.floor(s / size)) === i).length,
  );
  return {
    average_right_percent: total > 0 && n > 0 ? round1((mean(scores) / total) * 100) / 100 : 0,
    average_score: round1(mean(scores)),
    max_score: n ? Math.max(...scores) : 0,
    min_score: n ? Math.min(...scores) : 0,
    average_answer_time: Math.round(mean(rows.map((r) => Number(r.answer_time)))),
    answer_users_num: new Set(rows.map((r) => Number(r.uid))).size,
    pass_nums: passNums,
    pass_percent: n ? round1((passNums / n) * 100) / 100 : 0,
    chart: { percent: n ? round1((passNums / n) * 100) : 0, userNums, scoreSteps },
  };
}

/**
 * 试题统计: per question of the paper, over submitted attempts: wrong count, right rate (of the marked
 * answers; pending ones are left out), average score and the wrong option chosen most; and per type.
 */
export async function examQuestionStatistics(db: Kysely<Database>, exam: Selectable<ExamsTable>) {
  const reports = await db
    .selectFrom('exam_reports')
    .select(['answers', 'marks'])
    .where('exam_id', '=', exam.id)
    .where('test_status', '!=', 0)
    .execute();
  const sections = JSON.parse(exam.sections) as PaperSection[];
  const attempts = reports.map((r) => ({
    answers: JSON.parse(r.answers) as Record<string, { answer: string | string[] }>,
    marks: new Map((JSON.parse(r.marks) as QuestionMark[]).map((m) => [m.question_id, m])),
  }));
  const list = sections.flatMap((s) =>
    s.questions.map((q) => {
      const marks = attempts.map((a) => a.marks.get(q.question_id)).filter((m) => m !== undefined);
      const marked = marks.filter((m) => m.status !== 4);
      const right = marked.filter((m) => m.status === 1).length;
      const wrongChoices = new Map<string, number>();
      for (const a of attempts) {
        const m = a.marks.get(q.question_id);
        const given = a.answers[String(q.question_id)]?.answer;
        if (m?.status === 2 && typeof given === 'string' && q.ques_option.length > 0)
          wrongChoices.set(given, (wrongChoices.get(given) ?? 0) + 1);
      }
      const [wrongOption] = [...wrongChoices].sort((a, b) => b[1] - a[1])[0] ?? [''];
      return {
        question_id: q.question_id,
        sort: q.question_id,
        stem: q.ques_stem,
        type: q.ques_type,
        wrong_count: marked.length - right,
        right_rate: marked.length ? round1((right / marked.length) * 100) / 100 : 0,
        score: q.score,
        average_score: marked.length
          ? round1(marked.reduce((t, m) => t + (m.score ?? 0), 0) / marked.length)
          : 0,
        wrong_option: wrongOption,
        parent_id: 0,
        parent_ques_stem: '',
      };
    }),
  );
  const types = [...new Set(list.map((q) => q.type))].sort((a, b) => a - b);
  const table_body = types.map((type) => {
    const of = list.filter((q) => q.type === type);
    const wrong = of.reduce((t, q) => t + q.wrong_count, 0);
    const count = of.reduce(
      (t, q) => t + attempts.filter((a) => (a.marks.get(q.question_id)?.status ?? 4) !== 4).length,
      0,
    );
    return {
      question_type: examQuesTypeLabel(type),
      question_num: of.length,
      wrong_rate: count ? round1((wrong / count) * 100) / 100 : 0,
      average_score: round1(of.reduce((t, q) => t + q.average_score, 0)),
    };
  });
  return {
    type_stat: { table_header: ['题型', '题数', '错误率', '平均得分'], table_body },
    list,
  };
}
