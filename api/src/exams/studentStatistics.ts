import type { Kysely, Selectable } from 'kysely';
import { containsText } from '../store/listQueries';
import type { Database } from '../store/schema';
import { submittedAttempts } from './examFigureRows';
import { countedAttempts, rankAmong, round1 } from './examFigures';
import { SCHOOL_NAME, schoolMatches } from './schools';
import type { ExamsTable } from './tables';

/**
 * 学员统计: one row per student of the exam's classes, from their counted attempt (the best reviewed;
 * otherwise the latest awaiting review), by the exams' one computation of figures (`examFigures.ts`). Unreviewed attempts show no ranking, subjective score or pass result;
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
  const attempts = await submittedAttempts(db, Number(exam.id));
  const { counted, waiting } = countedAttempts(attempts);
  const counts = new Map<number, number>();
  for (const a of attempts) counts.set(a.uid, (counts.get(a.uid) ?? 0) + 1);
  let rows = roster.map((s) => {
    const uid = Number(s.id);
    const finished = counted.get(uid);
    const r = finished ?? waiting.get(uid);
    return {
      uid,
      nickname: s.nickname,
      score: Number(exam.score),
      ranking: finished ? rankAmong(counted, uid, finished.userScore) : null,
      user_score: r ? r.userScore : null,
      subjective_score: finished ? round1(finished.userScore - finished.objectiveScore) : null,
      answer_time: r ? r.answerTime : null,
      submit_time: r ? r.submitTime : null,
      /** 1 reviewed, 0 not sat; null (a dash) while the paper awaits review. */
      is_finish_conditions: finished ? 1 : r ? null : 0,
      is_pass: finished ? finished.isPass : null,
      test_status: r ? r.testStatus : null,
      answer_nums: counts.get(uid) ?? 0,
      is_effective: r ? (r.timedOut === 1 ? 0 : 1) : null,
      school_name: SCHOOL_NAME,
      report_id: r ? r.id : null,
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
