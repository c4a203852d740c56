import { awaitsRelease, isSubjectiveExamType, type ResultsRelease } from '@school/machines';

/**
 * When a student may see an exam's answers, and the one redaction step every student-facing exam call
 * goes through. Pure: the facts (exam settings, the student's attempts, the time) come in as data.
 */

export interface AnswerVisibilityFacts {
  /** 1 draft, 2 published, 3 closed. */
  examStatus: number;
  /** 1 fixed period, 2 long-term. */
  timeType: number;
  endTime: number;
  /** Attempts allowed per student. */
  testNum: number;
  /** The student's attempts, submitted or not. */
  attemptsUsed: number;
  /** An attempt of the student is still open (not handed in). */
  answering: boolean;
  now: number;
}

/**
 * A student sees answers only once they can no longer answer the exam: never while an attempt of
 * theirs is open; then when the exam is closed, its fixed period has ended, or every allowed attempt
 * is used.
 */
export function mayShowAnswers(f: AnswerVisibilityFacts): boolean {
  if (f.answering) return false;
  if (f.examStatus === 3) return true;
  if (f.timeType === 1 && f.endTime > 0 && f.now >= f.endTime) return true;
  return f.attemptsUsed >= f.testNum;
}

/**
 * Fields that reveal an answer wherever they appear: options' right marks, reference answers,
 * analyses, accepted blank answers, the marks of an attempt and statistics over others' answers.
 */
export const ANSWER_FIELDS = [
  'is_right',
  'right_answer',
  'ques_analysis',
  'analysis',
  'blanks',
  'marks',
  'average_rate',
  'right_rate',
  'wrong_option',
  'fallibility_option',
] as const;

/** On an automatically marked question (or its card item), right/wrong and the points it earned. */
export const CORRECTNESS_FIELDS = ['status', 'user_score', 'get_score'] as const;

const answerFields = new Set<string>(ANSWER_FIELDS);
const typeOf = (o: Record<string, unknown>) =>
  typeof o.ques_type === 'number'
    ? o.ques_type
    : typeof o.question_type === 'number'
      ? o.question_type
      : null;

/** Whether a value is a question (or card item) marked at submit, whose status tells right from wrong. */
const isAutoMarked = (o: Record<string, unknown>) => {
  const type = typeOf(o);
  return type !== null && !isSubjectiveExamType(type);
};

/** A copy of `value` without any field that reveals an answer, at any depth. */
export function redactAnswers<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => redactAnswers(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const autoMarked = isAutoMarked(source);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(source)) {
    if (answerFields.has(key)) continue;
    if (autoMarked && (CORRECTNESS_FIELDS as readonly string[]).includes(key)) continue;
    out[key] = redactAnswers(v);
  }
  return out as T;
}

/**
 * Fields that carry what marking gave, wherever they appear: scores, pass, rank, the reviewer's
 * comment and remarks, marked images, and (on any question or card item) right/wrong or reviewed.
 */
export const RESULT_FIELDS = [
  'user_score',
  'objective_score',
  'subjective_score',
  'get_score',
  'is_pass',
  'ranking',
  'comment',
  'review_comment',
  'remark',
  'attachments',
  'images',
  'marks',
] as const;

const resultFields = new Set<string>(RESULT_FIELDS);

/** A copy of `value` without anything marking gave, at any depth (answers are `redactAnswers`' part). */
export function redactResults<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => redactResults(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const question = typeOf(source) !== null;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(source)) {
    if (resultFields.has(key)) continue;
    if (question && key === 'status') continue;
    out[key] = redactResults(v);
  }
  return out as T;
}

/** The facts of a student's exam: the answer rule's, and whether the results wait for the teacher. */
export type StudentExamFacts = AnswerVisibilityFacts & ResultsRelease;

/**
 * What a student receives: the answer as is when the rules allow. Results the teacher has not yet
 * released (release_mode 2) keep every figure of the marking and, since right/wrong follows from
 * them, the answers too; otherwise answers follow `mayShowAnswers`.
 */
export function forStudent<T>(value: T, facts: StudentExamFacts): T {
  if (awaitsRelease(facts)) return redactResults(redactAnswers(value));
  return mayShowAnswers(facts) ? value : redactAnswers(value);
}
