import { COMMON_MESSAGES } from '../messages';
import { type Rule, rule } from '../refusals';
import { ANSWER_IMAGES_MAX } from '../submissions/answerRules';

/** Spec section 9: grading comment 300; answer images max 9; fixed review rates. */
export const GRADING_COMMENT_MAX = 300;
export const GRADING_IMAGES_MAX = ANSWER_IMAGES_MAX;
/** Spec sections 5 and 9: the rates of an unscored homework (is_set_score 1), in percent. */
export const REVIEW_RATES = [0, 25, 50, 60, 75, 100] as const;
export type ReviewRate = (typeof REVIEW_RATES)[number];
/** How long opening a report keeps colleagues' "next" away from it (seconds). */
export const GRADING_LEASE_SECONDS = 300;

/** hw/review/storeQuestion's type: 1 keeps what was typed (moving on without a rate), 2 grades. */
export const SAVE_TYPE = { keep: 1, grade: 2 } as const;
export type SaveType = (typeof SAVE_TYPE)[keyof typeof SAVE_TYPE];

export const GRADING_MESSAGES = {
  scoreRequired: '请填写本题得分',
  rateRequired: '请选择本题正确率',
  scoreOutOfRange: '本题得分超出范围',
  commentTooLong: `评语最多${GRADING_COMMENT_MAX}字`,
  tooManyImages: `图片最多${GRADING_IMAGES_MAX}张`,
  pendingLeft: '还有主观题未批改，请批改后再完成',
  finishedTwice: '该作业已批改完成，请勿重复提交',
  notSubmitted: '学员尚未提交作业，不能批改',
  notSubjective: '客观题已自动判分，无需批改',
  unknownQuestion: COMMON_MESSAGES.questionNotFound,
  changedMeanwhile: '本题已被其他老师批改，请刷新后重试',
  lastStudent: '已是最后一名学员',
  noCorrect: '您没有批改作业的权限',
  badImage: '批注图片不正确',
} as const;

/** What a grader typed for one question. */
export interface QuestionGradeInput {
  /** Points typed (scored homework), or null when left empty. */
  score: number | null;
  /** Rate in percent chosen (unscored homework), or null. */
  rate: number | null;
  remarkLength: number;
  images: number;
  type: SaveType;
}

/** Spec: is_set_score 2 scored (points), 1 not (rates instead of points). */
export const IS_SET_SCORE = { rates: 1, scored: 2 } as const;
/** Spec: a question's is_review 1 graded, 2 pending. */
export const IS_REVIEW = { graded: 1, pending: 2 } as const;

/** What the rules of a question's grade read: the homework's mode and the question's full score. */
export interface QuestionGradeArgs {
  /** Spec: is_set_score 2 scored, 1 not (rates instead of points). */
  isSetScore: number;
  maxScore: number;
  input: QuestionGradeInput;
}

const scored = ({ isSetScore }: QuestionGradeArgs) => isSetScore === 2;
const grading = ({ input }: QuestionGradeArgs) => input.type === SAVE_TYPE.grade;

/** The one refusal table of saving a question's grade (spec section 5, grading), in the order a grader hears it. */
export const questionGradeRules: readonly Rule<QuestionGradeArgs>[] = [
  rule('invalid', (a) => !scored(a) || !grading(a) || a.input.score !== null, GRADING_MESSAGES.scoreRequired),
  rule(
    'invalid',
    (a) => a.input.score === null || (a.input.score >= 0 && a.input.score <= a.maxScore),
    GRADING_MESSAGES.scoreOutOfRange,
  ),
  rule('invalid', (a) => scored(a) || !grading(a) || a.input.rate !== null, GRADING_MESSAGES.rateRequired),
  rule(
    'invalid',
    (a) => a.input.rate === null || (REVIEW_RATES as readonly number[]).includes(a.input.rate),
    GRADING_MESSAGES.rateRequired,
  ),
  rule('invalid', (a) => a.input.remarkLength <= GRADING_COMMENT_MAX, GRADING_MESSAGES.commentTooLong),
  rule('invalid', (a) => a.input.images <= GRADING_IMAGES_MAX, GRADING_MESSAGES.tooManyImages),
];

/** Whether a save grades the question (a score or a rate given), or only keeps a draft of it. */
export const savesGrade = ({ isSetScore, input }: Omit<QuestionGradeArgs, 'maxScore'>) =>
  isSetScore === 2 ? input.score !== null : input.rate !== null;

/** The points a grade gives: the score typed, or the rate of the question's full score. */
export const pointsOf = (
  isSetScore: number,
  maxScore: number,
  input: Pick<QuestionGradeInput, 'score' | 'rate'>,
) => (isSetScore === 2 ? (input.score ?? 0) : Math.round(((input.rate ?? 0) / 100) * maxScore * 10) / 10);

/** What finishing reads: the pending subjective questions and the comment's length. */
export interface FinishArgs {
  pending: number;
  commentLength: number;
}

/** The refusals of finishing a report still being graded (a graded one answers `finishedTwice`). */
export const finishRules: readonly Rule<FinishArgs>[] = [
  rule('conflict', (a) => a.pending === 0, GRADING_MESSAGES.pendingLeft),
  rule('invalid', (a) => a.commentLength <= GRADING_COMMENT_MAX, GRADING_MESSAGES.commentTooLong),
];
