import { COMMON_MESSAGES } from '../messages';
/**
 * Limits and messages of a student's answers, corrections and collections (spec sections 3, 8, 9).
 * The API checks them; a student app or the grading screen asks the same constants.
 */

/** Spec section 9: answer images max 9 (grading keeps at most 9 as well). */
export const ANSWER_IMAGES_MAX = 9;
/** Spec section 9: correction text 500. */
export const CORRECTION_TEXT_MAX = 500;

export const ANSWER_MESSAGES = {
  unknownQuestion: COMMON_MESSAGES.questionNotFound,
  badOption: '答案选项不正确',
  oneOption: '只能选择一个答案',
  badFormat: COMMON_MESSAGES.badAnswer,
  tooManyImages: `图片最多${ANSWER_IMAGES_MAX}张`,
  badImage: '图片地址不正确',
} as const;

/** Correction types a student may report (the spec names the field, not its values). */
export const CORRECTION_TYPES = {
  1: '题干有误',
  2: '选项有误',
  3: '答案有误',
  4: '解析有误',
  5: '其他',
} as const;
export type CorrectionType = keyof typeof CORRECTION_TYPES;
/** The same codes by name: the GraphQL enum CorrectionType. */
export const CORRECTION_TYPE_CODE = { stem: 1, options: 2, answer: 3, analysis: 4, other: 5 } as const;

export const CORRECTION_MESSAGES = {
  typeRequired: '请选择纠错类型',
  textRequired: '请输入纠错内容',
  textTooLong: `纠错内容不能超过${CORRECTION_TEXT_MAX}个字`,
} as const;

/** Spec section 7: `collect` and `collect/cancel/{id}/3` take type 3, a homework question. */
export const COLLECT_TYPE_HOMEWORK_QUESTION = 3;

export const COLLECT_MESSAGES = {
  badType: '收藏类型不正确',
  already: '已收藏该题',
  notFound: '收藏不存在',
} as const;
