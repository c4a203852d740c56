import { EXAM_FORM_MESSAGES, EXAM_NAME_MAX, EXAM_SCORE_MAX, SECTION_NAME_MAX } from '@school/machines';
import { z } from 'zod';
import {
  decimal,
  idArray,
  int,
  jsonField,
  oneOf,
  optionalId,
  optionalInt,
  optionalOneOf,
  optionalUnixTime,
  plainText,
  richText,
} from '../http/fields';

const FORM = '考试数据格式不正确';

const blank = z.object({ answers: z.array(plainText(200, FORM), { error: FORM }).max(50, { error: FORM }) });

const question = z.object({
  id: optionalId(FORM),
  ques_type: optionalInt(1, 7, FORM),
  ques_stem: richText(20_000, FORM).optional(),
  blanks: z.array(blank, { error: FORM }).max(50, { error: FORM }).optional(),
  ques_analysis: richText(20_000, FORM).optional(),
  score: decimal(0, EXAM_SCORE_MAX, EXAM_FORM_MESSAGES.score),
});

const section = z.object({
  name: plainText(SECTION_NAME_MAX * 2, EXAM_FORM_MESSAGES.sectionName),
  introduce: plainText(2_000, FORM),
  questions: z.array(question, { error: FORM }).max(500, { error: FORM }),
});

/** The exam form (create and edit a draft); the machines' examFormRefusal checks its rules after parsing. */
export const examFormInput = z.object({
  name: plainText(EXAM_NAME_MAX * 2, EXAM_FORM_MESSAGES.nameTooLong),
  classify_id: int(0, 1_000_000, EXAM_FORM_MESSAGES.classify),
  sections: jsonField(z.array(section, { error: FORM }).max(50, { error: FORM }), FORM),
  pass_score: decimal(0, 100_000, EXAM_FORM_MESSAGES.passScore),
  duration: int(0, 100_000, EXAM_FORM_MESSAGES.duration),
  time_type: oneOf([1, 2] as const, EXAM_FORM_MESSAGES.period),
  start_time: optionalUnixTime(EXAM_FORM_MESSAGES.period),
  end_time: optionalUnixTime(EXAM_FORM_MESSAGES.period),
  test_num: int(0, 1_000, EXAM_FORM_MESSAGES.attempts),
  class_ids: idArray(EXAM_FORM_MESSAGES.classes, 200),
  release_mode: optionalOneOf([1, 2] as const, FORM),
});
export type ExamFormInput = z.output<typeof examFormInput>;
