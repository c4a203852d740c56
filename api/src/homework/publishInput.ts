import { PUBLISH_MESSAGES, type PublishForm, QUESTION_MESSAGES, RUBRIC_MESSAGES } from '@school/machines';
import { z } from 'zod';
import {
  id,
  idArray,
  jsonField,
  optionalDecimal,
  optionalId,
  optionalInt,
  optionalOneOf,
  optionalUnixTime,
  plainText,
} from '../http/fields';

/**
 * The publish form as it arrives (JSON, form-urlencoded or multipart). An empty or missing field
 * becomes `undefined`, so the spec's rules (shared with the screen, in machines/publishRules) decide
 * the message; a value of the wrong type or out of any sane range fails here.
 */
const INVALID = PUBLISH_MESSAGES.invalidForm;
const GONE = QUESTION_MESSAGES.notFound;

const code = optionalInt(0, 1000, INVALID);
/** 0 is how some clients say "not chosen"; the rules then answer 请选择截止时间. */
const endingTime = z.preprocess((v) => (v === 0 || v === '0' ? undefined : v), optionalUnixTime(INVALID));
const score = optionalDecimal(0, 1000, PUBLISH_MESSAGES.scoreOutOfRange);

/** A rubric attached to a short-answer question or sub-question (optional). */
const rubricId = optionalId(RUBRIC_MESSAGES.notFound);

const choice = z.object({
  id: id(GONE),
  score,
  rubric_id: rubricId,
  ques_item: z
    .array(z.object({ id: id(GONE), score, rubric_id: rubricId }), { error: INVALID })
    .max(100)
    .optional(),
});

export const publishFormInput = z
  .object({
    course_basis_id: optionalId(INVALID),
    type: code,
    course_periods_id: optionalId(INVALID),
    name: plainText(1000, INVALID),
    remark: plainText(5000, INVALID),
    ending_time: endingTime,
    is_set_score: code,
    publish_scope: code,
    child_course_basis_ids: idArray(INVALID, 500),
    arrange_id: optionalId(INVALID),
    arrange_type: code,
    is_anonymous: optionalOneOf([1, 2], INVALID),
    release_mode: optionalOneOf([1, 2], INVALID),
    question: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      jsonField(
        z.array(choice, { error: PUBLISH_MESSAGES.noQuestions }).max(1000, { error: INVALID }),
      ).optional(),
    ),
  })
  .transform((form): PublishForm => form);
