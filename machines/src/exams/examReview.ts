import { GRADING_MESSAGES } from '../grading/gradingRules';
import { type BankQuesType, QUES_TYPE_LABEL } from '../questionBank/questionRules';
import { type Ability, abilityOf } from '../refusals';

/**
 * Reviewing a submitted exam paper (spec section 2, exam review page; section 4, exam attempt): what
 * the header shows while a paper awaits review, the answer card's states and the 只看错题 filter.
 * Marking itself follows the grading rules (`reportGrading`), as for homework.
 */

export const EXAM_REVIEW_MESSAGES = {
  notSubmitted: '学员尚未交卷，不能批阅',
  finishedTwice: '该试卷已批阅完成，请勿重复提交',
  unanswered: '该题未作答，无需批阅',
  notSubjective: '客观题已自动判分，无需批阅',
  unknownQuestion: '试题不存在',
  changedMeanwhile: '本题已被其他老师批阅，请刷新后重试',
} as const;

/** Question types a reviewer marks by hand: short answer and material. */
export const SUBJECTIVE_EXAM_TYPES: readonly number[] = [5, 6];
export const isSubjectiveExamType = (quesType: number) => SUBJECTIVE_EXAM_TYPES.includes(quesType);

/** Spec: test_status 2 awaiting review. */
export const isAwaitingReview = (testStatus: number) => testStatus === 2;

/** 第N名，共M人, or -- while the paper awaits review (or has no rank). */
export const rankText = (testStatus: number, ranking: number | null, userCount: number) =>
  isAwaitingReview(testStatus) || ranking === null ? '--' : `第${ranking}名，共${userCount}人`;

/** Spec section 4: '-' while awaiting review, 已通过 when is_pass is 1, otherwise 未通过. */
export const passText = (testStatus: number, isPass: number) =>
  isAwaitingReview(testStatus) ? '-' : isPass === 1 ? '已通过' : '未通过';

/** A score, or '-' when there is none (not reviewed yet, or no such part). */
export const scoreText = (score: number | null | undefined) =>
  score === null || score === undefined ? '-' : String(score);

/** An answer card's mark of a question (spec section 3: 1 right, 2 wrong, 3 no answer, 4 pending, 5 reviewed). */
export const ANSWER_CARD_MARK = { right: 1, wrong: 2, unanswered: 3, pending: 4, reviewed: 5 } as const;

/** The answer card's state of a question (ANSWER_CARD_MARK) with its legend label. */
export const REVIEW_CARD_STATES = {
  1: { key: 'right', label: '正确' },
  2: { key: 'wrong', label: '错误' },
  3: { key: 'unanswered', label: '未作答' },
  4: { key: 'pending', label: '待批阅' },
  5: { key: 'reviewed', label: '已批阅' },
} as const;
export type ReviewCardStatus = keyof typeof REVIEW_CARD_STATES;

/** The legend: right, wrong, unanswered, then 待批阅 while the paper awaits review, 已批阅 after. */
export const reviewLegend = (testStatus: number) => [
  REVIEW_CARD_STATES[1],
  REVIEW_CARD_STATES[2],
  REVIEW_CARD_STATES[3],
  isAwaitingReview(testStatus) ? REVIEW_CARD_STATES[4] : REVIEW_CARD_STATES[5],
];

/** 只看错题 keeps the wrong questions, and every subjective and material question. */
export const shownWhenOnlyWrong = (q: { status: number; quesType: number }) =>
  q.status === 2 || isSubjectiveExamType(q.quesType);

/** The name of an exam question's type: the bank's types, and 填空题 (written on the paper only). */
export const examTypeLabel = (quesType: number) =>
  quesType === 7 ? '填空题' : (QUES_TYPE_LABEL[quesType as BankQuesType] ?? '试题');

/** Answer duration in minutes, 不限时 for 0 (spec section 9: seconds divided by 60). */
export const durationText = (limitTimeSeconds: number) =>
  limitTimeSeconds > 0 ? `${Math.round(limitTimeSeconds / 60)}分钟` : '不限时';

/** 去批阅 on the review page: shown while the paper awaits review, for a viewer who may grade. */
export const markAbility = (testStatus: number, canCorrect: boolean): Ability =>
  abilityOf(
    isAwaitingReview(testStatus),
    canCorrect ? undefined : { kind: 'forbidden', message: GRADING_MESSAGES.noCorrect },
  );
