import { type Kysely, sql } from 'kysely';
import { hiddenNames, maskStudent, refuseNameWhileHidden } from '../homework';
import { containsText } from '../store/listQueries';
import type { Database } from '../store/schema';
import { scoreRange } from './analysisQueries';
import { GRADE_BANDS, meanOf, percent, permille, score } from './figures';
import type { ResultScope } from './scope';
import { paperOf, summaryOf } from './summary';

export interface TranscriptFilters {
  name?: string | undefined;
  /** 3 graded; 1 (or anything else) not submitted, as the transcript shows them. */
  status?: number | undefined;
  submit_time_start?: number | undefined;
  submit_time_end?: number | undefined;
  page: number;
  limit: number;
}

const pct = (part: number | null, whole: number) => (part === null ? null : percent(permille(part, whole)));

/**
 * Spec: the transcript tab. Rank is by final score among the scope's graded reports (ties share a
 * rank); status 3 shows as graded and everything else as not submitted.
 */
export async function transcript(db: Kysely<Database>, scope: ResultScope, f: TranscriptFilters) {
  const hwId = Number(scope.homework.id);
  const [paper, names] = await Promise.all([paperOf(db, hwId), hiddenNames(db, [hwId])]);
  refuseNameWhileHidden(names, hwId, f.name);
  const classFilter = scope.reportClassIds
    ? sql`and r.class_id in (${sql.join(scope.reportClassIds)})`
    : sql``;
  const conditions = [sql`1 = 1`];
  const name = f.name?.trim();
  if (name) conditions.push(sql`${containsText('u.nickname', name)}`);
  if (f.status === 3) conditions.push(sql`x.status = 3`);
  else if (f.status !== undefined) conditions.push(sql`x.status <> 3`);
  if (f.submit_time_start) conditions.push(sql`x.submit_time >= ${f.submit_time_start}`);
  if (f.submit_time_end) conditions.push(sql`x.submit_time <= ${f.submit_time_end}`);
  const where = sql.join(conditions, sql` and `);
  // The rank is computed once over the scope's reports (graded ones only), then filtered and paged.
  const ranked = sql`(
    select r.report_id, r.uid, r.status, r.answer_time, r.submit_time, r.score_tenths, r.objective_tenths,
      r.subjective_tenths, r.rate_permille,
      case when r.status = 3 and r.score_tenths is not null then
        rank() over (partition by case when r.status = 3 and r.score_tenths is not null then 1 else 0 end
          order by r.score_tenths desc)
      end as ranking
    from result_reports r
    where r.hw_id = ${hwId} ${classFilter}
  ) x join users u on u.id = x.uid`;
  const [rows, count] = await Promise.all([
    sql<{
      report_id: number;
      uid: number;
      nickname: string;
      status: number;
      answer_time: number | null;
      submit_time: number | null;
      score_tenths: number | null;
      objective_tenths: number | null;
      subjective_tenths: number | null;
      rate_permille: number | null;
      ranking: number | null;
      comment: string | null;
    }>`
      select x.report_id, x.uid, u.nickname, x.status, x.answer_time, x.submit_time, x.score_tenths,
        x.objective_tenths, x.subjective_tenths, x.rate_permille, x.ranking, rv.comment
      from ${ranked}
      left join report_reviews rv on rv.report_id = x.report_id
      where ${where}
      order by case when x.ranking is null then 1 else 0 end, x.ranking, x.submit_time, x.report_id
      limit ${f.limit} offset ${(f.page - 1) * f.limit}`.execute(db),
    // The count joins users only when a name is searched.
    sql<{ n: number }>`select count(*) as n from result_reports x
      ${name ? sql`join users u on u.id = x.uid` : sql``}
      where x.hw_id = ${hwId} ${scope.reportClassIds ? sql`and x.class_id in (${sql.join(scope.reportClassIds)})` : sql``}
      and ${where}`.execute(db),
  ]);
  const list = rows.rows.map((r) => {
    const graded = Number(r.status) === 3;
    const num = (v: number | null) => (v === null ? null : Number(v));
    return {
      ...maskStudent({ uid: Number(r.uid), nickname: r.nickname }, names.aliasOf(hwId, Number(r.report_id))),
      status: graded ? 3 : 1,
      answer_time: graded ? num(r.answer_time) : null,
      rank: graded ? num(r.ranking) : null,
      user_score: graded && r.score_tenths !== null ? score(Number(r.score_tenths)) : null,
      objective_score: graded && r.objective_tenths !== null ? score(Number(r.objective_tenths)) : null,
      subjective_score: graded && r.subjective_tenths !== null ? score(Number(r.subjective_tenths)) : null,
      /** The spec's name for the submit time. */
      updated_at: r.submit_time === null ? null : Number(r.submit_time),
      /** The row is one student's report: its id is the report's. */
      id: Number(r.report_id),
      report_id: Number(r.report_id),
      correct_rate: graded && r.rate_permille !== null ? percent(Number(r.rate_permille)) : null,
      objective_rate: graded ? pct(num(r.objective_tenths), paper.objectiveFullTenths) : null,
      subjective_rate: graded ? pct(num(r.subjective_tenths), paper.subjectiveFullTenths) : null,
      comment: graded && r.comment ? r.comment : null,
    };
  });
  return { list, total: Number(count.rows[0]?.n ?? 0) };
}

/** Spec: the transcript's summary (question count and score, objective and subjective, average answer time). */
export async function transcriptSummary(db: Kysely<Database>, scope: ResultScope) {
  const [paper, summary] = await Promise.all([paperOf(db, Number(scope.homework.id)), summaryOf(db, scope)]);
  return {
    total: paper.items.length,
    score: score(paper.fullTenths),
    object_count: paper.objectiveCount,
    object_score: score(paper.objectiveFullTenths),
    subject_count: paper.subjectiveCount,
    subject_score: score(paper.subjectiveFullTenths),
    average_answer_time: meanOf(summary.answer_time_sum, summary.submitted, Math.round),
    is_set_score: Number(scope.homework.is_set_score),
    graded_count: summary.final,
  };
}

export const NOT_SUBMITTED_BAND = '未提交';

/** Spec: grade distribution (bands 90–100 … 0–60 and not submitted) with its summary. */
export async function gradeDistribution(db: Kysely<Database>, scope: ResultScope) {
  const [paper, summary, range] = await Promise.all([
    paperOf(db, Number(scope.homework.id)),
    summaryOf(db, scope),
    scoreRange(db, scope),
  ]);
  const n = summary.final;
  const bandCounts = [summary.band_0, summary.band_1, summary.band_2, summary.band_3, summary.band_4];
  const notSubmitted = Math.max(0, summary.due - summary.submitted);
  const grade_distribution = [
    ...GRADE_BANDS.map((b, i) => ({
      name: `${b.min}-${b.max}`,
      min: b.min,
      max: b.max,
      number: bandCounts[i] ?? 0,
      correct_rate: percent(permille(bandCounts[i] ?? 0, summary.due)),
    })),
    {
      name: NOT_SUBMITTED_BAND,
      min: -1,
      max: -1,
      number: notSubmitted,
      correct_rate: percent(permille(notSubmitted, summary.due)),
    },
  ];
  return {
    score: score(paper.fullTenths),
    correct_rate: meanOf(summary.rate_sum_permille, n, (m) => percent(Math.round(m))),
    average_score: meanOf(summary.score_sum_tenths, n, score),
    max_score: range.max,
    min_score: range.min,
    question_num: paper.items.length,
    /** The students the bands count (those who should submit, the last band being those who did not). */
    total: summary.due,
    grade_distribution,
    is_set_score: Number(scope.homework.is_set_score),
    max_rate: range.maxRate,
    min_rate: range.minRate,
    graded_count: n,
  };
}

/**
 * Spec: distribution/students — the students of one band, by rate percentage min ≤ rate < max
 * (100 included in the top band); min −1 lists those who did not submit.
 */
export async function bandStudents(db: Kysely<Database>, scope: ResultScope, min: number, max: number) {
  let query = db
    .selectFrom('result_reports as r')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .select(['r.report_id', 'r.uid', 'u.nickname', 'u.mobile', 'r.rate_permille', 'r.score_tenths'])
    .where('r.hw_id', '=', Number(scope.homework.id));
  if (scope.reportClassIds) query = query.where('r.class_id', 'in', scope.reportClassIds);
  if (min < 0) query = query.where('r.status', '=', 1);
  else {
    query = query.where('r.rate_permille', '>=', min * 10);
    query =
      max >= 100 ? query.where('r.rate_permille', '<=', 1000) : query.where('r.rate_permille', '<', max * 10);
  }
  const rows = await query.orderBy('r.rate_permille', 'desc').orderBy('r.report_id').limit(1000).execute();
  const hwId = Number(scope.homework.id);
  const names = await hiddenNames(db, [hwId]);
  return rows.map((r) => ({
    report_id: Number(r.report_id),
    ...maskStudent(
      { uid: Number(r.uid), nickname: r.nickname, mobile: r.mobile },
      names.aliasOf(hwId, Number(r.report_id)),
    ),
    correct_rate: r.rate_permille === null ? null : percent(Number(r.rate_permille)),
    score: r.score_tenths === null ? null : score(Number(r.score_tenths)),
  }));
}
