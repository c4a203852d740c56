import { COMMON_MESSAGES } from '../messages';

/**
 * The homework publish form's rules, pure, shared by the screen (which shows the message beside the
 * field and the toast 请完善信息) and the API (which answers the first failing rule's message).
 */

/** The arrangement type of a team class (CurriculumDetail's publish button): arrange_id names the team class. */
export const TEAM_CLASS_ARRANGE_TYPE = 4;

export const NAME_MAX = 20;
export const REMARK_MAX = 200;
export const SCORE_MIN = 1;
export const SCORE_MAX = 100;
export const ONE_DAY = 86_400;

/** The GraphQL schema's names of the publish form's codes (homework type, publish scope). */
export const HOMEWORK_TYPE_CODE = { COURSE: 1, PERIOD: 2 } as const;
export const PUBLISH_SCOPE_CODE = { ALL_CHILD_COURSES: 1, CHOSEN_CHILD_COURSES: 2, COURSE_ONLY: 3 } as const;

export const PUBLISH_MESSAGES = {
  chooseCourse: '请选择课程',
  choose: COMMON_MESSAGES.choose,
  enter: COMMON_MESSAGES.enter,
  invalidForm: '请完善信息',
  noQuestions: '请选择题目',
  nothingSelected: COMMON_MESSAGES.nothingSelected,
  noChildCourses: '暂无子课程',
  pickCourse: '请选择一门课程',
  pickHomework: '请选择作业',
  pickClasses: '请选择班级',
  removeSelected: '是否移除选中题目？',
  removeOne: '是否移除该题目？',
  published: '作业发布成功',
  nameTooLong: `作业名称不能超过${NAME_MAX}个字`,
  remarkTooLong: `备注不能超过${REMARK_MAX}个字`,
  scoreOutOfRange: `每题分值为${SCORE_MIN}-${SCORE_MAX}分`,
  deadlineTooEarly: '截止时间不能早于昨天',
} as const;

/** 1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material. */
export type QuesType = 1 | 2 | 3 | 4 | 5 | 6;
/** The types a batch score is given for; a material question's score is the sum of its sub-questions'. */
export type ScoredType = 1 | 2 | 3 | 4 | 5;
export const SCORED_TYPES: readonly ScoredType[] = [1, 2, 3, 4, 5];
export type BatchScores = Readonly<Record<ScoredType, number>>;
export const DEFAULT_BATCH_SCORES: BatchScores = { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 };

/** One entry of the form's `question` field: a bank question in order, with its score. */
export interface QuestionChoice {
  id: number;
  score?: number | undefined;
  ques_item?: { id: number; score?: number | undefined; rubric_id?: number | undefined }[] | undefined;
  /** A rubric of the publisher's library, for a short-answer question (machines/src/rubric). */
  rubric_id?: number | undefined;
}

/** The publish form as it travels (the spec's field names). Empty values are `undefined` or ''. */
export interface PublishForm {
  course_basis_id?: number | undefined;
  type?: number | undefined;
  course_periods_id?: number | undefined;
  name?: string | undefined;
  remark?: string | undefined;
  ending_time?: number | undefined;
  /** 1 off, 2 on. */
  is_set_score?: number | undefined;
  /** 1 all child courses, 2 specified child courses, 3 current course only. */
  publish_scope?: number | undefined;
  child_course_basis_ids?: readonly number[] | undefined;
  arrange_id?: number | undefined;
  arrange_type?: number | undefined;
  /** Anonymous grading: 1 off (the default), 2 on. */
  is_anonymous?: number | undefined;
  /** When results reach the students: 1 automatically (the default), 2 when the teacher releases them. */
  release_mode?: number | undefined;
  question?: readonly QuestionChoice[] | undefined;
}

export type PublishField = keyof PublishForm;

export interface FieldRefusal {
  field: PublishField;
  message: string;
}

const blank = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && value <= 0);

/** Whether a score is one the form accepts: 1 to 100, at most one decimal. */
export const isValidScore = (score: number) =>
  Number.isFinite(score) && score >= SCORE_MIN && score <= SCORE_MAX && Math.round(score * 10) === score * 10;

/** Every failing rule of the homework-info section, in the order of the form's fields. */
export function publishInfoRefusals(
  form: PublishForm,
  context: { now: number; hasChildCourses: boolean },
): FieldRefusal[] {
  const refusals: FieldRefusal[] = [];
  const refuse = (field: PublishField, message: string) => refusals.push({ field, message });
  if (blank(form.course_basis_id)) refuse('course_basis_id', PUBLISH_MESSAGES.chooseCourse);
  if (form.type !== 1 && form.type !== 2) refuse('type', PUBLISH_MESSAGES.choose);
  if (form.type === 2 && blank(form.course_periods_id)) refuse('course_periods_id', PUBLISH_MESSAGES.choose);
  const name = form.name?.trim() ?? '';
  if (!name) refuse('name', PUBLISH_MESSAGES.enter);
  else if ([...name].length > NAME_MAX) refuse('name', PUBLISH_MESSAGES.nameTooLong);
  if ([...(form.remark ?? '')].length > REMARK_MAX) refuse('remark', PUBLISH_MESSAGES.remarkTooLong);
  if (blank(form.ending_time)) refuse('ending_time', PUBLISH_MESSAGES.choose);
  else if ((form.ending_time ?? 0) < context.now - ONE_DAY)
    refuse('ending_time', PUBLISH_MESSAGES.deadlineTooEarly);
  if (form.is_set_score !== 1 && form.is_set_score !== 2) refuse('is_set_score', PUBLISH_MESSAGES.choose);
  const arranged = form.arrange_type !== undefined;
  if (!arranged) {
    if (form.publish_scope !== 1 && form.publish_scope !== 2 && form.publish_scope !== 3)
      refuse('publish_scope', PUBLISH_MESSAGES.choose);
    else if (form.publish_scope !== 3 && !blank(form.course_basis_id) && !context.hasChildCourses)
      refuse('publish_scope', PUBLISH_MESSAGES.noChildCourses);
    else if (form.publish_scope === 2 && (form.child_course_basis_ids ?? []).length === 0)
      refuse('child_course_basis_ids', PUBLISH_MESSAGES.choose);
  } else {
    if (![1, 2, 3, 4].includes(form.arrange_type ?? 0)) refuse('arrange_type', PUBLISH_MESSAGES.choose);
    else if (form.arrange_type === TEAM_CLASS_ARRANGE_TYPE && blank(form.arrange_id))
      refuse('arrange_id', PUBLISH_MESSAGES.choose);
  }
  return refusals;
}

/** The question list's rule: at least one question; with scoring on, every score 1 to 100. */
export function publishQuestionsRefusal(
  questions: readonly QuestionChoice[] | undefined,
  scored: boolean,
): string | undefined {
  if (!questions || questions.length === 0) return PUBLISH_MESSAGES.noQuestions;
  if (!scored) return undefined;
  for (const question of questions) {
    const scores =
      question.ques_item && question.ques_item.length > 0
        ? question.ques_item.map((item) => item.score)
        : [question.score];
    if (scores.some((score) => score === undefined || !isValidScore(score)))
      return PUBLISH_MESSAGES.scoreOutOfRange;
  }
  return undefined;
}

/**
 * The message for the whole form as the API answers it: the first failing field's message, then
 * the question list's.
 */
export function publishFormRefusal(
  form: PublishForm,
  context: { now: number; hasChildCourses: boolean },
): string | undefined {
  return (
    publishInfoRefusals(form, context)[0]?.message ??
    publishQuestionsRefusal(form.question, form.is_set_score === 2)
  );
}

/** The batch-score dialog's number: clamped to 1 to 100, one decimal. */
export function clampBatchScore(value: number): number {
  if (!Number.isFinite(value)) return SCORE_MIN;
  const rounded = Math.round(value * 10) / 10;
  return Math.min(SCORE_MAX, Math.max(SCORE_MIN, rounded));
}

/**
 * What a numeric keyboard input keeps of typed text: digits and at most one decimal point, two
 * decimals, no leading zeros, clamped to `max`.
 */
export function sanitizeNumericInput(text: string, max: number): string {
  let out = '';
  let seenPoint = false;
  let decimals = 0;
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals >= 2) continue;
        decimals++;
      } else if (out === '0') {
        out = '';
      }
      out += ch;
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out = `${out === '' ? '0' : out}.`;
    }
  }
  if (out !== '' && Number(out) > max) return String(max);
  return out;
}

/** The deadline picker's rule: dates before yesterday are not selectable. */
export const isSelectableDeadline = (endingTime: number, now: number) => endingTime >= now - ONE_DAY;
