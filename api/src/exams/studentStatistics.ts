import type { Kysely, Selectable } from 'kysely';
import { containsText } from '../store/listQueries';
import type { Database } from '../store/schema';
import { SCHOOL_NAME, schoolMatches } from './schools';
import type { ExamsTable } from './tables';

/**
 * 学员统计: one row per student of the exam's classes, from their best submitted attempt (highest
 * score, then earliest). Unreviewed attempts show no ranking, subjective score or pass result;
 * students without an attempt show none of the results (null, shown as dashes).
 */

export interface StudentStatisticsFilters {
  nickname?: string | undefined;
  /** 1 passed, 2 not passed. */
  is_pass?: number | undefined;
  /** 1 finished, 2 awaiting review. */
  test_status?: number | undefined;
  /** 1 effective (submitted in time), 2 not. */
  is_effective?: number | undefined;
  /** 1 sat the exam, 2 did not. */
  is_finish_conditions?: number | undefined;
  /** The students' school (every student is of the one school today). */
  school_id?: number | undefined;
  sort_field?: 'ranking' | 'user_score' | 'answer_time' | 'submit_time' | undefined;
  sort?: 'asc' | 'desc' | undefined;
  page: number;
  limit: number;
}

export async function studentStatistics(
  db: Kysely<Database>,
  exam: Selectable<ExamsTable>,
  filters: StudentStatisticsFilters,
) {
  let students = db
    .selectFrom('class_students as cs')
    .innerJoin('exam_classes as ec', 'ec.class_id', 'cs.class_id')
    .innerJoin('users as u', 'u.id', 'cs.uid')
    .select(['u.id', 'u.nickname'])
    .distinct()
    .where('ec.exam_id', '=', exam.id)
    .where('cs.status', '=', 1);
  const nickname = filters.nickname?.trim();
  if (nickname) students = students.where(containsText('u.nickname', nickname));
  const roster = schoolMatches(filters.school_id) ? await students.orderBy('u.id').execute() : [];
  const reports = await db
    .selectFrom('exam_reports')
    .selectAll()
    .where('exam_id', '=', exam.id)
    .where('test_status', '!=', 0)
    .execute();
  const best = new Map<number, (typeof reports)[number]>();
  const counts = new Map<number, number>();
  for (const r of reports) {
    const uid = Number(r.uid);
    counts.set(uid, (counts.get(uid) ?? 0) + 1);
    const kept = best.get(uid);
    if (!kept || Number(r.user_score) > Number(kept.user_score)) best.set(uid, r);
  }
  const finishedScores = [...best.values()]
    .filter((r) => Number(r.test_status) === 1)
    .map((r) => Number(r.user_score));
  const rankOf = (score: number) => 1 + finishedScores.filter((s) => s > score).length;
  let rows = roster.map((s) => {
    const r = best.get(Number(s.id));
    const finished = r !== undefined && Number(r.test_status) === 1;
    return {
      uid: Number(s.id),
      nickname: s.nickname,
      score: Number(exam.score),
      ranking: finished ? rankOf(Number(r.user_score)) : null,
      user_score: r ? Number(r.user_score) : null,
      subjective_score: finished ? Number(r.user_score) - Number(r.objective_score) : null,
      answer_time: r ? Number(r.answer_time) : null,
      submit_time: r ? Number(r.submit_time) : null,
      is_finish_conditions: r ? 1 : 0,
      is_pass: finished ? Number(r.is_pass) : null,
      test_status: r ? Number(r.test_status) : null,
      answer_nums: counts.get(Number(s.id)) ?? 0,
      is_effective: r ? (Number(r.timed_out) === 1 ? 0 : 1) : null,
      school_name: SCHOOL_NAME,
      report_id: r ? Number(r.id) : null,
    };
  });
  if (filters.is_pass) rows = rows.filter((r) => r.is_pass === (filters.is_pass === 1 ? 1 : 0));
  if (filters.test_status) rows = rows.filter((r) => r.test_status === filters.test_status);
  if (filters.is_effective)
    rows = rows.filter((r) => r.is_effective === (filters.is_effective === 1 ? 1 : 0));
  if (filters.is_finish_conditions)
    rows = rows.filter((r) => r.is_finish_conditions === (filters.is_finish_conditions === 1 ? 1 : 0));
  const field = filters.sort_field ?? 'ranking';
  const direction = filters.sort === 'desc' ? -1 : 1;
  // Rows without the figure (no attempt, or not reviewed) go last whichever the direction.
  rows.sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === null || y === null) return x === y ? a.uid - b.uid : x === null ? 1 : -1;
    return (x - y) * direction || a.uid - b.uid;
  });
  const start = (filters.page - 1) * filters.limit;
  return { list: rows.slice(start, start + filters.limit), total: rows.length };
}
