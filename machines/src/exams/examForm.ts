/**
 * The exam form's rules (authoring: create and edit a draft), shared by the API and the screen.
 * Limits live here once; messages too.
 */

import { QUES_TYPE_LABEL, QUESTION_TYPE_CODE } from '../questionBank/questionRules';

/** Fill-in-the-blank: exam only, never in the question bank. */
export const FILL_BLANK_TYPE = 7;

/**
 * A question type on a paper (spec ques_type): the bank's six, and 7, fill-in-the-blank, which only
 * exam papers have. The grading page reads it for homework and exam papers alike.
 */
export const EXAM_QUESTION_TYPE_CODE = { ...QUESTION_TYPE_CODE, FILL_BLANK: FILL_BLANK_TYPE } as const;

/** The name of a question type on an exam paper: the bank's types and 填空题. */
export const examQuesTypeLabel = (type: number): string =>
  type === FILL_BLANK_TYPE
    ? '填空题'
    : (QUES_TYPE_LABEL[type as keyof typeof QUES_TYPE_LABEL] ?? String(type));
export const EXAM_NAME_MAX = 100;
export const SECTION_NAME_MAX = 50;
export const SECTIONS_MAX = 20;
export const QUESTIONS_MAX = 200;
export const BLANKS_MAX = 20;
export const ANSWERS_PER_BLANK_MAX = 10;
export const EXAM_SCORE_MAX = 1000;
/** Minutes; 0 means unlimited. */
export const DURATION_MAX_MINUTES = 24 * 60;
export const ATTEMPTS_MAX = 99;

export const EXAM_FORM_MESSAGES = {
  name: '请输入考试名称',
  nameTooLong: `考试名称不能超过${EXAM_NAME_MAX}个字`,
  classify: '请选择考试分类',
  sections: '请添加试卷分区',
  sectionName: '请输入分区名称',
  tooManySections: `试卷分区不能超过${SECTIONS_MAX}个`,
  tooManyQuestions: `试题不能超过${QUESTIONS_MAX}道`,
  score: '试题分值须大于0',
  blankStem: '请输入填空题题干',
  blanks: '填空题至少需要一个空',
  blankAnswers: '每个空至少需要一个参考答案',
  passScore: '及格分不能大于总分',
  duration: `答题时长应在0到${DURATION_MAX_MINUTES}分钟之间`,
  period: '请选择考试开始和结束时间',
  periodOrder: '考试结束时间须晚于开始时间',
  attempts: `可考次数应在1到${ATTEMPTS_MAX}次之间`,
  classes: '请选择参考班级',
} as const;

export interface BlankDraft {
  /** Accepted answers of one blank; an answer matches when equal after trimming. */
  answers: string[];
}

export interface ExamQuestionDraft {
  /** A bank question's id, or absent for a fill-in-the-blank question written on the paper. */
  id?: number | undefined;
  ques_type?: number | undefined;
  ques_stem?: string | undefined;
  blanks?: BlankDraft[] | undefined;
  ques_analysis?: string | undefined;
  score: number;
}

export interface ExamSectionDraft {
  name: string;
  introduce: string;
  questions: ExamQuestionDraft[];
}

/** An exam's time type (REST time_type): 1 a fixed period (start and end), 2 long-term. */
export const EXAM_TIME_TYPE = { fixedPeriod: 1, longTerm: 2 } as const;

export interface ExamForm {
  name: string;
  classify_id: number;
  sections: ExamSectionDraft[];
  pass_score: number;
  /** Minutes, 0 = unlimited. */
  duration: number;
  /** 1 fixed period, 2 long-term. */
  time_type: number;
  start_time?: number | undefined;
  end_time?: number | undefined;
  /** Attempts allowed per student. */
  test_num: number;
  class_ids: number[];
  /** When results reach the students: 1 automatically (absent: 1), 2 when the teacher releases them. */
  release_mode?: number | undefined;
}

/** A paper's total: the sum of its questions' scores, to one decimal. */
export const examTotalScore = (sections: readonly ExamSectionDraft[]) =>
  Math.round(sections.reduce((sum, s) => sum + s.questions.reduce((t, q) => t + q.score, 0), 0) * 10) / 10;

export const isFillBlank = (q: ExamQuestionDraft) => q.ques_type === FILL_BLANK_TYPE;

function questionRefusal(q: ExamQuestionDraft): string | undefined {
  if (!(q.score > 0) || q.score > EXAM_SCORE_MAX) return EXAM_FORM_MESSAGES.score;
  if (!isFillBlank(q)) return undefined;
  if (!q.ques_stem?.trim()) return EXAM_FORM_MESSAGES.blankStem;
  if (!q.blanks || q.blanks.length === 0 || q.blanks.length > BLANKS_MAX) return EXAM_FORM_MESSAGES.blanks;
  const answered = q.blanks.every(
    (b) => b.answers.length <= ANSWERS_PER_BLANK_MAX && b.answers.some((a) => a.trim() !== ''),
  );
  return answered ? undefined : EXAM_FORM_MESSAGES.blankAnswers;
}

/**
 * The first rule the form breaks, in the order of the form's fields, or undefined. A draft may have
 * no questions yet (publishing asks for them); every question it has must be complete.
 */
export function examFormRefusal(form: ExamForm): string | undefined {
  const name = form.name.trim();
  if (!name) return EXAM_FORM_MESSAGES.name;
  if (name.length > EXAM_NAME_MAX) return EXAM_FORM_MESSAGES.nameTooLong;
  if (!(form.classify_id > 0)) return EXAM_FORM_MESSAGES.classify;
  if (form.sections.length > SECTIONS_MAX) return EXAM_FORM_MESSAGES.tooManySections;
  if (form.sections.some((s) => !s.name.trim() || s.name.length > SECTION_NAME_MAX))
    return EXAM_FORM_MESSAGES.sectionName;
  const questions = form.sections.flatMap((s) => s.questions);
  if (questions.length > QUESTIONS_MAX) return EXAM_FORM_MESSAGES.tooManyQuestions;
  for (const q of questions) {
    const refusal = questionRefusal(q);
    if (refusal) return refusal;
  }
  if (form.pass_score < 0 || form.pass_score > examTotalScore(form.sections))
    return EXAM_FORM_MESSAGES.passScore;
  if (!Number.isInteger(form.duration) || form.duration < 0 || form.duration > DURATION_MAX_MINUTES)
    return EXAM_FORM_MESSAGES.duration;
  if (form.time_type === 1) {
    if (!form.start_time || !form.end_time) return EXAM_FORM_MESSAGES.period;
    if (form.end_time <= form.start_time) return EXAM_FORM_MESSAGES.periodOrder;
  }
  if (!Number.isInteger(form.test_num) || form.test_num < 1 || form.test_num > ATTEMPTS_MAX)
    return EXAM_FORM_MESSAGES.attempts;
  if (form.class_ids.length === 0) return EXAM_FORM_MESSAGES.classes;
  return undefined;
}
