import type { QuestionDraft, QuestionOption, SubQuestion } from '@school/machines';
import { z } from 'zod';
import { idArray, jsonField, oneOf, optionalId, optionalInt, plainText, richText } from '../http/fields';

/**
 * The body of ques/add and ques/update as the spec sends it (form fields or JSON; ques_option and
 * ques_item as JSON strings). Each field's type and range are checked here, and rich text is cleaned
 * (`richText`); the rules of section 5 are checked by the same functions the form uses, so the
 * messages match. Numbers are wide enough here for the rules to answer their own message.
 */
const SHAPE = '题目数据格式不正确';

const code = optionalInt(0, 1000, SHAPE).transform((v) => v ?? null);
/** A saved record's id, or nothing for a new one (0 is how the form and some clients say "new"). */
const keptId = z.preprocess((v) => (v === 0 || v === '0' ? undefined : v), optionalId(SHAPE));

const option = z.object({
  id: keptId,
  content: richText(undefined, SHAPE),
  /** 1 right, 2 wrong (0 also means wrong). */
  is_right: z.preprocess((v) => (v === undefined || v === null || v === '' ? 2 : v), oneOf([0, 1, 2], SHAPE)),
});

const optionList = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? [] : v),
  jsonField(z.array(option, { error: SHAPE }).max(100, { error: SHAPE }), SHAPE),
);

const subQuestion = z.object({
  id: keptId,
  ques_type: code,
  ques_stem: richText(undefined, SHAPE),
  ques_option: optionList,
  right_answer: richText(undefined, SHAPE),
  ques_analysis: richText(undefined, SHAPE),
});

export const questionBody = z.object({
  ques_type: code,
  ques_stem: richText(undefined, SHAPE),
  ques_option: optionList,
  right_answer: richText(undefined, SHAPE),
  ques_analysis: richText(undefined, SHAPE),
  facility_value: code,
  remark: plainText(200, SHAPE),
  ques_item: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? [] : v),
    jsonField(z.array(subQuestion, { error: SHAPE }).max(100, { error: SHAPE }), SHAPE),
  ),
  point_ids: idArray(SHAPE, 200),
});

export type QuestionBody = z.output<typeof questionBody>;

const toOptions = (options: z.output<typeof option>[]): QuestionOption[] =>
  options.map((o, i) => ({ id: i + 1, content: o.content, isRight: o.is_right === 1 }));

/** The body as a draft for the rules (rich text already cleaned by the fields), option ids by position. */
export function toDraft(body: QuestionBody): QuestionDraft {
  return {
    quesType: body.ques_type as QuestionDraft['quesType'],
    stem: body.ques_stem,
    options: toOptions(body.ques_option),
    rightAnswer: body.right_answer,
    analysis: body.ques_analysis,
    facilityValue: body.facility_value,
    remark: body.remark.trim(),
    items: body.ques_item.map(
      (item): SubQuestion => ({
        id: item.id ?? 0,
        quesType: item.ques_type as SubQuestion['quesType'],
        stem: item.ques_stem,
        options: toOptions(item.ques_option),
        rightAnswer: item.right_answer,
        analysis: item.ques_analysis,
      }),
    ),
    pointIds: body.point_ids,
  };
}
