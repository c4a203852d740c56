import { REVIEW_RATES, type ReviewRate } from '../grading/gradingRules';
import { type Refusal, type Rule, rule } from '../refusals';

/** A rubric's size limits: the one home of each, the form's maxLength and the API's refusal ask them. */
export const RUBRIC_LIMITS = {
  titleMax: 50,
  criteriaMax: 20,
  criterionNameMax: 50,
  levelsMax: 10,
  levelTextMax: 100,
  pointsMax: 100,
} as const;

export const RUBRIC_MESSAGES = {
  enterTitle: '请输入评分标准名称',
  titleTooLong: `评分标准名称最多${RUBRIC_LIMITS.titleMax}字`,
  noCriteria: '请至少添加一个评分项',
  tooManyCriteria: `评分项最多${RUBRIC_LIMITS.criteriaMax}个`,
  enterCriterion: '请输入评分项名称',
  criterionTooLong: `评分项名称最多${RUBRIC_LIMITS.criterionNameMax}字`,
  noLevels: '每个评分项至少添加一个等级',
  tooManyLevels: `每个评分项最多${RUBRIC_LIMITS.levelsMax}个等级`,
  enterLevel: '请输入等级描述',
  levelTooLong: `等级描述最多${RUBRIC_LIMITS.levelTextMax}字`,
  pointsOutOfRange: `等级分值应在0到${RUBRIC_LIMITS.pointsMax}之间，最多一位小数`,
  notFound: '评分标准不存在',
  inUse: '评分标准已被作业使用，不能修改',
  archived: '评分标准已归档',
  archivedTwice: '评分标准已归档，请勿重复操作',
  notSubjective: '只有简答题可以设置评分标准',
  notOwn: '只能使用自己的评分标准',
  noRubric: '本题未设置评分标准',
  levelMissing: '请为每个评分项选择一个等级',
  levelOutside: '所选等级不在评分标准中',
  created: '添加成功',
  updated: '编辑成功',
  archivedDone: '归档成功',
} as const;

/** A rubric as the form sends it: ids are the server's to give (1, 2… in order). */
export interface RubricDraft {
  title: string;
  criteria: readonly { name: string; levels: readonly { text: string; points: number }[] }[];
}

export interface RubricLevel {
  id: number;
  text: string;
  points: number;
}
export interface RubricCriterion {
  id: number;
  name: string;
  levels: RubricLevel[];
}
/** A rubric as stored, and as a homework keeps it when attached (a snapshot that never changes). */
export interface RubricSnapshot {
  id: number;
  title: string;
  criteria: RubricCriterion[];
}

/** Criterion id → level id, as a grader chooses them. */
export type RubricLevels = Record<string, number>;

const chars = (s: string) => [...s.trim()].length;
const validPoints = (n: number) =>
  Number.isFinite(n) && n >= 0 && n <= RUBRIC_LIMITS.pointsMax && Math.round(n * 10) === n * 10;

/** The one refusal table of a rubric's form, in the order a user hears it. */
export const rubricDraftRules: readonly Rule<RubricDraft>[] = [
  rule('invalid', (d) => chars(d.title) > 0, RUBRIC_MESSAGES.enterTitle),
  rule('invalid', (d) => chars(d.title) <= RUBRIC_LIMITS.titleMax, RUBRIC_MESSAGES.titleTooLong),
  rule('invalid', (d) => d.criteria.length > 0, RUBRIC_MESSAGES.noCriteria),
  rule('invalid', (d) => d.criteria.length <= RUBRIC_LIMITS.criteriaMax, RUBRIC_MESSAGES.tooManyCriteria),
  rule('invalid', (d) => d.criteria.every((c) => chars(c.name) > 0), RUBRIC_MESSAGES.enterCriterion),
  rule(
    'invalid',
    (d) => d.criteria.every((c) => chars(c.name) <= RUBRIC_LIMITS.criterionNameMax),
    RUBRIC_MESSAGES.criterionTooLong,
  ),
  rule('invalid', (d) => d.criteria.every((c) => c.levels.length > 0), RUBRIC_MESSAGES.noLevels),
  rule(
    'invalid',
    (d) => d.criteria.every((c) => c.levels.length <= RUBRIC_LIMITS.levelsMax),
    RUBRIC_MESSAGES.tooManyLevels,
  ),
  rule(
    'invalid',
    (d) => d.criteria.every((c) => c.levels.every((l) => chars(l.text) > 0)),
    RUBRIC_MESSAGES.enterLevel,
  ),
  rule(
    'invalid',
    (d) => d.criteria.every((c) => c.levels.every((l) => chars(l.text) <= RUBRIC_LIMITS.levelTextMax)),
    RUBRIC_MESSAGES.levelTooLong,
  ),
  rule(
    'invalid',
    (d) => d.criteria.every((c) => c.levels.every((l) => validPoints(l.points))),
    RUBRIC_MESSAGES.pointsOutOfRange,
  ),
];

export const explainRubricDraftRefusal = (draft: RubricDraft): Refusal | undefined => {
  const broken = rubricDraftRules.find((r) => !r.holds(draft));
  return broken && { kind: broken.kind, message: broken.message };
};

/** The stored rubric of a valid draft: trimmed texts, criteria and levels numbered 1, 2… in order. */
export const rubricOfDraft = (id: number, draft: RubricDraft): RubricSnapshot => ({
  id,
  title: draft.title.trim(),
  criteria: draft.criteria.map((c, i) => ({
    id: i + 1,
    name: c.name.trim(),
    levels: c.levels.map((l, j) => ({ id: j + 1, text: l.text.trim(), points: l.points })),
  })),
});

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The most a criterion gives: its best level. */
export const criterionMaximum = (criterion: Pick<RubricCriterion, 'levels'>): number =>
  Math.max(0, ...criterion.levels.map((l) => l.points));

/** The most a rubric gives: the best level of each criterion. */
export const rubricMaximum = (rubric: Pick<RubricSnapshot, 'criteria'>): number =>
  round1(rubric.criteria.reduce((sum, c) => sum + criterionMaximum(c), 0));

/** One criterion of a grade given by levels, as its reader sees it: the level chosen and the most it could give. */
export interface ChosenRubricLevel {
  criterionId: number;
  criterion: string;
  levelId: number;
  level: string;
  points: number;
  maxPoints: number;
}

/**
 * The levels a grade was given with, read against the rubric the homework kept, in criterion order
 * (a criterion whose level is not the rubric's is left out: the grade's check never lets one in).
 */
export function chosenRubricLevels(
  rubric: Pick<RubricSnapshot, 'criteria'>,
  levels: RubricLevels,
): ChosenRubricLevel[] {
  return rubric.criteria.flatMap((c) => {
    const level = c.levels.find((l) => l.id === levels[String(c.id)]);
    if (!level) return [];
    return [
      {
        criterionId: c.id,
        criterion: c.name,
        levelId: level.id,
        level: level.text,
        points: level.points,
        maxPoints: criterionMaximum(c),
      },
    ];
  });
}

/**
 * Why a grader's choice of levels is refused: a criterion left without a level, or a level (or
 * criterion) that is not the rubric's.
 */
export function rubricLevelsRefusal(
  rubric: Pick<RubricSnapshot, 'criteria'>,
  levels: RubricLevels,
): Refusal | undefined {
  for (const key of Object.keys(levels)) {
    const criterion = rubric.criteria.find((c) => String(c.id) === key);
    if (!criterion?.levels.some((l) => l.id === levels[key]))
      return { kind: 'invalid', message: RUBRIC_MESSAGES.levelOutside };
  }
  if (rubric.criteria.some((c) => levels[String(c.id)] === undefined))
    return { kind: 'invalid', message: RUBRIC_MESSAGES.levelMissing };
  return undefined;
}

/** The sum of the chosen levels' points (levels already checked by `rubricLevelsRefusal`). */
export const rubricSum = (rubric: Pick<RubricSnapshot, 'criteria'>, levels: RubricLevels): number =>
  round1(
    rubric.criteria.reduce(
      (sum, c) => sum + (c.levels.find((l) => l.id === levels[String(c.id)])?.points ?? 0),
      0,
    ),
  );

/** The fixed rate nearest to a fraction of the rubric's maximum; a tie goes to the higher rate. */
export function nearestRate(sum: number, maximum: number): ReviewRate {
  const percent = maximum <= 0 ? 0 : (sum / maximum) * 100;
  let best: ReviewRate = REVIEW_RATES[0];
  for (const rate of REVIEW_RATES) if (Math.abs(rate - percent) <= Math.abs(best - percent)) best = rate;
  return best;
}

/**
 * What a rubric grade gives a question: in a scored homework the sum clamped to the question's score;
 * in rate mode (is_set_score 1) the nearest fixed rate of the sum as a share of the rubric's maximum.
 */
export function rubricGrade(
  rubric: Pick<RubricSnapshot, 'criteria'>,
  levels: RubricLevels,
  isSetScore: number,
  questionScore: number,
): { score: number | null; rate: number | null } {
  const sum = rubricSum(rubric, levels);
  if (isSetScore === 2) return { score: Math.min(sum, questionScore), rate: null };
  return { score: null, rate: nearestRate(sum, rubricMaximum(rubric)) };
}
