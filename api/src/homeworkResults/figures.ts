/**
 * Pure figures of homework results: grade bands, rates, and the item analysis of a question.
 * Rates are permille integers (0–1000) inside the read model and percentages at the edge.
 */

/** Spec section 9: grade bands 90–100, 80–90, 70–80, 60–70, 0–60 (plus "not submitted", counted apart). */
export const GRADE_BANDS = [
  { min: 90, max: 100 },
  { min: 80, max: 90 },
  { min: 70, max: 80 },
  { min: 60, max: 70 },
  { min: 0, max: 60 },
] as const;

/** The band of a rate in permille: a rate on a boundary belongs to the higher band (80 % is 80–90). */
export function bandOf(ratePermille: number): number {
  const percent = ratePermille / 10;
  const index = GRADE_BANDS.findIndex((b) => percent >= b.min);
  return index === -1 ? GRADE_BANDS.length - 1 : index;
}

/** Permille of a part of a whole, rounded; 0 when the whole is 0. */
export const permille = (part: number, whole: number) =>
  whole > 0 ? Math.max(0, Math.min(1000, Math.round((part * 1000) / whole))) : 0;

/**
 * The rate a grade carries for an unscored homework: a fraction (0–1) or a percentage (1–100)
 * both read as permille.
 */
export const gradedRatePermille = (rate: number) => Math.round(rate <= 1 ? rate * 1000 : rate * 10);

/** An integer percentage from permille (spec section 9: rates shown as integer percentages). */
export const percent = (permilleValue: number) => Math.round(permilleValue / 10);

/** A score in tenths as the number the API shows (one decimal). */
export const score = (tenthsValue: number) => Math.round(tenthsValue) / 10;

/**
 * A mean over `count` graded reports, or null while there is none: a figure nobody has earned is
 * absent (shown as -), never 0. `round` turns the plain mean into the shown number.
 */
export const meanOf = (sum: number, count: number, round: (mean: number) => number): number | null =>
  count > 0 ? round(sum / count) : null;

/** Item analysis flags, with the explanation the screen shows in a tooltip. */
export const ITEM_FLAGS = {
  too_easy: '太简单：答对率高于 90%，几乎不区分学生',
  too_hard: '太难：答对率低于 20%，请检查题目或讲解',
  negative: '反向区分：总分高的学生反而更常答错，请检查答案是否正确',
} as const;
export type ItemFlag = keyof typeof ITEM_FLAGS;

export const EASY_ABOVE = 0.9;
export const HARD_BELOW = 0.2;

/** What item analysis reads of one question: the final reports, ranked, and who got it right. */
export interface ItemInputs {
  /** Final reports. */
  n: number;
  /** Final reports right on the question. */
  right: number;
  /** Sum and sum of squares of all final reports' rates (permille). */
  rateSum: number;
  rateSquareSum: number;
  /** Sum of the rates of the reports right on the question. */
  rightRateSum: number;
  /** Size of each of the upper and lower groups (27 % of n, at least 1), and who in each got it right. */
  groupSize: number;
  upperRight: number;
  lowerRight: number;
}

export interface ItemAnalysis {
  /** Difficulty index: share of final reports right (0–1). */
  p: number;
  /** Upper-lower discrimination: (right in upper 27 % − right in lower 27 %) / group size. */
  discrimination: number | null;
  /** Point-biserial correlation of the item (0/1) with the report's rate; null when undefined. */
  point_biserial: number | null;
  flags: { flag: ItemFlag; reason: string }[];
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** The 27 % group size for n final reports (at least 1 when there is anyone). */
export const groupSizeOf = (n: number) => (n === 0 ? 0 : Math.max(1, Math.round(n * 0.27)));

export function itemAnalysis(x: ItemInputs): ItemAnalysis | null {
  if (x.n === 0) return null;
  const p = x.right / x.n;
  const discrimination = x.groupSize > 0 ? (x.upperRight - x.lowerRight) / x.groupSize : null;
  const mean = x.rateSum / x.n;
  const variance = x.rateSquareSum / x.n - mean * mean;
  const sd = variance > 1e-9 ? Math.sqrt(variance) : 0;
  let pointBiserial: number | null = null;
  if (sd > 0 && x.right > 0 && x.right < x.n) {
    const meanRight = x.rightRateSum / x.right;
    const meanWrong = (x.rateSum - x.rightRateSum) / (x.n - x.right);
    pointBiserial = ((meanRight - meanWrong) / sd) * Math.sqrt(p * (1 - p));
  }
  const flags: ItemAnalysis['flags'] = [];
  if (p > EASY_ABOVE) flags.push({ flag: 'too_easy', reason: ITEM_FLAGS.too_easy });
  if (p < HARD_BELOW) flags.push({ flag: 'too_hard', reason: ITEM_FLAGS.too_hard });
  if ((discrimination !== null && discrimination < 0) || (pointBiserial !== null && pointBiserial < 0))
    flags.push({ flag: 'negative', reason: ITEM_FLAGS.negative });
  return {
    p: round3(p),
    discrimination: discrimination === null ? null : round3(discrimination),
    point_biserial: pointBiserial === null ? null : round3(pointBiserial),
    flags,
  };
}
