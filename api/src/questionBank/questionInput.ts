import type { QuestionDraft, QuestionOption, SubQuestion } from '@school/machines';
import { z } from 'zod';
import { jsonField } from '../http/fields';
import { sanitizeRichText } from './sanitize';

/**
 * The body of ques/add and ques/update as the spec sends it (form fields or JSON; ques_option and
 * ques_item as JSON strings). Only the shape is checked here; the rules of section 5 are checked by
 * the same functions the form uses, so the messages match.
 */
const SHAPE = '题目数据格式不正确';

const text = z.preprocess((v) => (v === null || v === undefined ? '' : v), z.coerce.string({ error: SHAPE }));
const optionalInt = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? null : v),
  z.coerce.number({ error: SHAPE }).nullable(),
);

const option = z.object({
  id: z.coerce.number({ error: SHAPE }).optional(),
  content: text,
  /** 1 right, 2 wrong (booleans and '1'/'2' accepted). */
  is_right: z.preprocess((v) => v === 1 || v === '1' || v === true, z.boolean()),
});

const optionList = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? [] : v),
  jsonField(z.array(option, { error: SHAPE }), SHAPE),
);

const subQuestion = z.object({
  id: z.coerce.number({ error: SHAPE }).optional(),
  ques_type: optionalInt,
  ques_stem: text,
  ques_option: optionList,
  right_answer: text,
  ques_analysis: text,
});

const idsField = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return [];
    if (typeof v === 'string') return v.split(',').map((s) => s.trim());
    return v;
  },
  z.array(z.coerce.number({ error: SHAPE }).int({ error: SHAPE })),
);

export const questionBody = z.object({
  ques_type: optionalInt,
  ques_stem: text,
  ques_option: optionList,
  right_answer: text,
  ques_analysis: text,
  facility_value: optionalInt,
  remark: text,
  ques_item: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? [] : v),
    jsonField(z.array(subQuestion, { error: SHAPE }), SHAPE),
  ),
  point_ids: idsField,
});

export type QuestionBody = z.output<typeof questionBody>;

const toOptions = (options: z.output<typeof option>[]): QuestionOption[] =>
  options.map((o, i) => ({ id: i + 1, content: sanitizeRichText(o.content), isRight: o.is_right }));

/** The body as a draft for the rules: rich text sanitised, option ids by position. */
export function toDraft(body: QuestionBody): QuestionDraft {
  return {
    quesType: body.ques_type as QuestionDraft['quesType'],
    stem: sanitizeRichText(body.ques_stem),
    options: toOptions(body.ques_option),
    rightAnswer: sanitizeRichText(body.right_answer),
    analysis: sanitizeRichText(body.ques_analysis),
    facilityValue: body.facility_value,
    remark: body.remark.trim(),
    items: body.ques_item.map(
      (item): SubQuestion => ({
        id: item.id ?? 0,
        quesType: item.ques_type as SubQuestion['quesType'],
        stem: sanitizeRichText(item.ques_stem),
        options: toOptions(item.ques_option),
        rightAnswer: sanitizeRichText(item.right_answer),
        analysis: sanitizeRichText(item.ques_analysis),
      }),
    ),
    pointIds: body.point_ids,
  };
}
