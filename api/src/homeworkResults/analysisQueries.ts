import { type BankQuesType, QUES_TYPE_LABEL } from '@school/machines';
import { type Kysely, sql } from 'kysely';
import { hiddenNames, maskStudent } from '../homework';
import type { Database } from '../store/schema';
import { isSubjective } from '../submissions';
import { groupSizeOf, itemAnalysis, meanOf, percent, permille, score } from './figures';
import type { ResultScope } from './scope';
import { lettersOf, type Paper, paperOf, type Summary, summaryOf } from './summary';

interface QuestionStats {
  answered: number;
  right: number;
  wrong: number;
  unanswered: number;
  scoreSumTenths: number;
  rightRateSum: number;
}

/** The live figures of each answerable question over the scope. */
async function questionStats(db: Kysely<Database>, scope: ResultScope) {
  const rows = await db
    .selectFrom('result_question_stats')
    .select([
      'ques_id',
      sql<number>`sum(answered)`.as('answered'),
      sql<number>`sum(right_count)`.as('right'),
      sql<number>`sum(wrong_count)`.as('wrong'),
      sql<number>`sum(unanswered)`.as('unanswered'),
      sql<number>`sum(score_sum_tenths)`.as('score_sum'),
      sql<number>`sum(right_rate_sum)`.as('right_rate_sum'),
    ])
    .where('hw_id', '=', Number(scope.homework.id))
    .where('class_id', 'in', scope.summaryClassIds)
    .groupBy('ques_id')
    .execute();
  return new Map<number, QuestionStats>(
    rows.map((r) => [
      Number(r.ques_id),
      {
        answered: Number(r.answered),
        right: Number(r.right),
        wrong: Number(r.wrong),
        unanswered: Number(r.unanswered),
        scoreSumTenths: Number(r.score_sum),
        rightRateSum: Number(r.right_rate_sum),
      },
    ]),
  );
}

const noStats: QuestionStats = {
  answered: 0,
  right: 0,
  wrong: 0,
  unanswered: 0,
  scoreSumTenths: 0,
  rightRateSum: 0,
};

/** The most common wrong answer of each question (letters), over the scope. */
async function commonWrongAnswers(db: Kysely<Database>, scope: ResultScope) {
  const rows = await db
    .selectFrom('result_wrong_answers')
    .select(['ques_id', 'user_answer', sql<number>`sum(n)`.as('n')])
    .where('hw_id', '=', Number(scope.homework.id))
    .where('class_id', 'in', scope.summaryClassIds)
    .groupBy(['ques_id', 'user_answer'])
    .execute();
  const best = new Map<number, { answer: string; n: number }>();
  for (const r of rows) {
    const n = Number(r.n);
    const current = best.get(Number(r.ques_id));
    if (n > 0 && (!current || n > current.n || (n === current.n && r.user_answer < current.answer)))
      best.set(Number(r.ques_id), { answer: r.user_answer, n });
  }
  return new Map([...best].map(([id, b]) => [id, lettersOf(b.answer)]));
}

type GroupRights = Map<number, { upper: number; lower: number }>;
const GROUP_CACHE_MAX = 200;
/** Group counts by scope and figures version: they change only when a report becomes final or is regraded. */
const groupCache = new Map<string, GroupRights>();

/**
 * Who in the upper and lower 27 % of the final reports (by rate) got each question right: the one
 * item-analysis input that needs the ranking. Read from the final answers once per version of the
 * scope's figures (kept in memory, keyed by the live `version` counter, so every process stays right).
 */
async function groupRights(db: Kysely<Database>, scope: ResultScope, k: number, version: number) {
  const key = `${scope.homework.id}|${scope.summaryClassIds.join(',')}|${k}|${version}`;
  const cached = groupCache.get(key);
  if (cached) return cached;
  const counted = await countGroupRights(db, scope, k);
  if (groupCache.size >= GROUP_CACHE_MAX) groupCache.delete(groupCache.keys().next().value as string);
  groupCache.set(key, counted);
  return counted;
}

async function countGroupRights(db: Kysely<Database>, scope: ResultScope, k: number): Promise<GroupRights> {
  if (k === 0) return new Map<number, { upper: number; lower: number }>();
  const hwId = Number(scope.homework.id);
  const classFilter = scope.reportClassIds ? sql`and class_id in (${sql.join(scope.reportClassIds)})` : sql``;
  const rows = await sql<{ ques_id: number; upper: number; lower: number }>`
    with ranked as (
      select report_id,
        row_number() over (order by rate_permille desc, report_id asc) as hi,
        row_number() over (order by rate_permille asc, report_id desc) as lo
      from result_reports
      where hw_id = ${hwId} and rate_permille is not null ${classFilter}
    )
    select a.ques_id,
      sum(case when r.hi <= ${k} and a.result = 1 then 1 else 0 end) as upper,
      sum(case when r.lo <= ${k} and a.result = 1 then 1 else 0 end) as lower
    from ranked r join result_answers a on a.report_id = r.report_id
    where r.hi <= ${k} or r.lo <= ${k}
    group by a.ques_id`.execute(db);
  return new Map(
    rows.rows.map((r) => [Number(r.ques_id), { upper: Number(r.upper), lower: Number(r.lower) }]),
  );
}

export type SortField = 'right_count' | 'wrong_count' | 'average_right_rate';

/** Spec: question analysis tab, one row per answerable question, with item analysis for objective ones. */
export async function questionAnalysis(
  db: Kysely<Database>,
  scope: ResultScope,
  sort: { field?: SortField | undefined; direction?: 'asc' | 'desc' | undefined },
) {
  const [paper, summary, stats, wrong] = await Promise.all([
    paperOf(db, Number(scope.homework.id)),
    summaryOf(db, scope),
    questionStats(db, scope),
    commonWrongAnswers(db, scope),
  ]);
  const k = groupSizeOf(summary.final);
  const groups = await groupRights(db, scope, k, summary.version);
  const rows = paper.items.map((item) => {
    const s = stats.get(item.quesId) ?? noStats;
    const n = summary.final;
    const g = groups.get(item.quesId) ?? { upper: 0, lower: 0 };
    return {
      _id: item.quesId,
      ques_stem: item.stem,
      ques_type: item.quesType,
      parent_id: item.parentId,
      parent_ques_item: item.parentStem,
      total: s.answered,
      right_count: s.right,
      wrong_count: s.wrong,
      average_right_rate: percent(permille(s.right, n)),
      ques_score: item.score,
      average_score: meanOf(s.scoreSumTenths, n, score),
      fallibility_option: isSubjective(item) ? '' : (wrong.get(item.quesId) ?? ''),
      un_answer_count: s.unanswered,
      sort: item.sort,
      type_name: QUES_TYPE_LABEL[item.quesType as BankQuesType] ?? String(item.quesType),
      item_analysis: isSubjective(item)
        ? null
        : itemAnalysis({
            n,
            right: s.right,
            rateSum: summary.rate_sum_permille,
            rateSquareSum: summary.rate_square_sum,
            rightRateSum: s.rightRateSum,
            groupSize: k,
            upperRight: g.upper,
            lowerRight: g.lower,
          }),
    };
  });
  if (sort.field) {
    const field = sort.field;
    const sign = sort.direction === 'asc' ? 1 : -1;
    rows.sort((a, b) => sign * (a[field] - b[field]) || a.sort - b.sort);
  }
  return rows;
}

/** Spec: per-type statistics (HomeworkStatis 统计表), with the header figures of the page. */
export async function typeStatistics(db: Kysely<Database>, scope: ResultScope) {
  const [paper, summary, stats] = await Promise.all([
    paperOf(db, Number(scope.homework.id)),
    summaryOf(db, scope),
    questionStats(db, scope),
  ]);
  const n = summary.final;
  const byType = new Map<number, { total: number; right: number; fullTenths: number; scoreSum: number }>();
  for (const item of paper.items) {
    const s = stats.get(item.quesId) ?? noStats;
    const t = byType.get(item.quesType) ?? { total: 0, right: 0, fullTenths: 0, scoreSum: 0 };
    byType.set(item.quesType, {
      total: t.total + 1,
      right: t.right + s.right,
      fullTenths: t.fullTenths + Math.round(item.score * 10),
      scoreSum: t.scoreSum + s.scoreSumTenths,
    });
  }
  const list = [...byType].map(([type, t]) => ({
    type,
    type_name: QUES_TYPE_LABEL[type as BankQuesType] ?? String(type),
    total: t.total,
    average_right_answer: meanOf(t.right * 10, n, score),
    score: score(t.fullTenths),
    average_score: meanOf(t.scoreSum, n, score),
    correct_rate: percent(permille(t.right, n * t.total)),
    score_rate: percent(permille(t.scoreSum, n * t.fullTenths)),
  }));
  return { header: statisticsHeader(scope, paper, summary), list };
}

/** Spec: per-question statistics (HomeworkStatis, 统计图 draws correct_rate per question). */
export async function perQuestionStatistics(db: Kysely<Database>, scope: ResultScope) {
  const [paper, summary, stats] = await Promise.all([
    paperOf(db, Number(scope.homework.id)),
    summaryOf(db, scope),
    questionStats(db, scope),
  ]);
  const n = summary.final;
  const list = paper.items.map((item) => {
    const s = stats.get(item.quesId) ?? noStats;
    const full = Math.round(item.score * 10);
    return {
      sort: item.sort,
      ques_id: item.quesId,
      ques_type: item.quesType,
      type_name: QUES_TYPE_LABEL[item.quesType as BankQuesType] ?? String(item.quesType),
      total_right: s.right,
      total: n,
      average_score: meanOf(s.scoreSumTenths, n, score),
      ques_score: item.score,
      correct_rate: percent(permille(s.right, n)),
      score_rate: percent(permille(s.scoreSumTenths, n * full)),
    };
  });
  return { header: statisticsHeader(scope, paper, summary), list };
}

/** HomeworkStatis header: completion, answerers, the marker (teacher, assistant or 无), counts and full score. */
function statisticsHeader(scope: ResultScope, paper: Paper, summary: Summary) {
  const hw = scope.homework;
  const marker =
    summary.by_teacher > 0 && summary.by_assistant > 0
      ? '老师、助教'
      : summary.by_teacher > 0
        ? '老师'
        : summary.by_assistant > 0
          ? '助教'
          : '无';
  return {
    name: hw.name,
    periods_title: hw.periods_title,
    remark: hw.remark,
    is_set_score: Number(hw.is_set_score),
    ending_time: Number(hw.ending_time),
    completion_rate: percent(permille(summary.submitted, summary.due)),
    answer_count: summary.submitted,
    due_count: summary.due,
    marker,
    objective_count: paper.objectiveCount,
    subjective_count: paper.subjectiveCount,
    full_score: score(paper.fullTenths),
  };
}

/** Spec: answer statistics (HomeworkAnswerPreview): per question right, wrong, answered and unanswered counts. */
export async function answerDetail(db: Kysely<Database>, scope: ResultScope) {
  const [paper, summary, stats, range] = await Promise.all([
    paperOf(db, Number(scope.homework.id)),
    summaryOf(db, scope),
    questionStats(db, scope),
    scoreRange(db, scope),
  ]);
  const n = summary.final;
  return {
    homework_name: scope.homework.name,
    is_set_score: Number(scope.homework.is_set_score),
    score: score(paper.fullTenths),
    average_score: meanOf(summary.score_sum_tenths, n, score),
    max_score: range.max,
    min_score: range.min,
    question_num: paper.items.length,
    average_answer_time: meanOf(summary.answer_time_sum, summary.submitted, Math.round),
    questions: paper.items.map((item) => {
      const s = stats.get(item.quesId) ?? noStats;
      return {
        sort: item.sort,
        ques_id: item.quesId,
        ques_type: item.quesType,
        ques_stem: item.stem,
        ques_option: item.options,
        ques_analysis: item.analysis,
        right_answer: isSubjective(item) ? item.rightAnswer : lettersOf(item.rightIds.join(',')),
        parent_id: item.parentId,
        parent_ques_stem: item.parentStem,
        score: item.score,
        right_count: s.right,
        wrong_count: s.wrong,
        answered_count: s.answered,
        un_answer_count: s.unanswered,
        average_right_rate: percent(permille(s.right, n)),
      };
    }),
  };
}

/** Highest and lowest final score and rate of the scope, each read off an index (0 when nobody is final). */
export async function scoreRange(db: Kysely<Database>, scope: ResultScope) {
  const edge = async (column: 'score_tenths' | 'rate_permille', direction: 'asc' | 'desc') => {
    let query = db
      .selectFrom('result_reports')
      .select(column)
      .where('hw_id', '=', Number(scope.homework.id))
      .where(column, 'is not', null);
    if (scope.reportClassIds) query = query.where('class_id', 'in', scope.reportClassIds);
    const row = await query.orderBy(column, direction).limit(1).executeTakeFirst();
    const value = row?.[column];
    return value === null || value === undefined ? null : Number(value);
  };
  const [max, min, maxRate, minRate] = await Promise.all([
    edge('score_tenths', 'desc'),
    edge('score_tenths', 'asc'),
    edge('rate_permille', 'desc'),
    edge('rate_permille', 'asc'),
  ]);
  // Nobody graded: no highest nor lowest (absent, shown as -), not 0.
  const or = <T>(v: number | null, f: (n: number) => T) => (v === null ? null : f(v));
  return {
    max: or(max, score),
    min: or(min, score),
    maxRate: or(maxRate, percent),
    minRate: or(minRate, percent),
  };
}

export type AnswerGroup = 'right' | 'wrong' | 'answered' | 'unanswered';

/** Spec: the students behind an answer-statistics figure (right, wrong, answered, unanswered) for one question. */
export async function answerStudents(
  db: Kysely<Database>,
  scope: ResultScope,
  quesId: number,
  group: AnswerGroup,
) {
  let q = db
    .selectFrom('result_answers as a')
    .innerJoin('result_reports as r', 'r.report_id', 'a.report_id')
    .innerJoin('users as u', 'u.id', 'r.uid')
    .select(['r.report_id', 'r.uid', 'u.nickname', 'u.mobile', 'a.user_answer', 'a.score_tenths'])
    .where('a.hw_id', '=', Number(scope.homework.id))
    .where('a.ques_id', '=', quesId);
  if (scope.reportClassIds) q = q.where('a.class_id', 'in', scope.reportClassIds);
  if (group === 'right') q = q.where('a.result', '=', 1);
  else if (group === 'wrong') q = q.where('a.result', '=', 2);
  else if (group === 'answered') q = q.where('a.result', '!=', 3);
  else q = q.where('a.result', '=', 3);
  const rows = await q.orderBy('r.report_id').limit(1000).execute();
  const hwId = Number(scope.homework.id);
  const names = await hiddenNames(db, [hwId]);
  return rows.map((r) => ({
    report_id: Number(r.report_id),
    ...maskStudent(
      { uid: Number(r.uid), nickname: r.nickname, mobile: r.mobile },
      names.aliasOf(hwId, Number(r.report_id)),
    ),
    user_answer: r.user_answer,
    score: score(Number(r.score_tenths)),
  }));
}
