import { PUBLISH_MESSAGES, type PublishForm, QUESTION_MESSAGES } from '@school/machines';
import { z } from 'zod';
import { jsonField } from '../http/fields';

/**
 * The publish form as it arrives (JSON, form-urlencoded or multipart). Parsing is lenient on
 * purpose: an empty or missing field becomes `undefined`, so the spec's rules (shared with the
 * screen, in machines/publishRules) decide the message. Only a value of the wrong kind fails here.
 */
const INVALID = PUBLISH_MESSAGES.invalidForm;
const GONE = QUESTION_MESSAGES.notFound;
const SCORE = PUBLISH_MESSAGES.scoreOutOfRange;

const optionalNumber = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : Number(v)),
  z.number({ error: INVALID }).optional(),
);

const idsField = z.preprocess(
  (v) => {
    if (v === '' || v === null || v === undefined) return [];
    const parts = Array.isArray(v) ? v : String(v).split(',');
    return parts.map((p) => Number(String(p).trim()));
  },
  z.array(z.number({ error: INVALID }).int({ error: INVALID }).positive({ error: INVALID })),
);

const score = z.number({ error: SCORE }).optional();
const choice = z.object({
  id: z.coerce.number({ error: GONE }).int({ error: GONE }).positive({ error: GONE }),
  score: z.coerce.number({ error: SCORE }).optional(),
  ques_item: z.array(z.object({ id: z.coerce.number().int().positive({ error: GONE }), score })).optional(),
});

export const publishFormInput = z
  .object({
    course_basis_id: optionalNumber,
    type: optionalNumber,
    course_periods_id: optionalNumber,
    name: z.string().optional(),
    remark: z.string().optional(),
    ending_time: optionalNumber,
    is_set_score: optionalNumber,
    publish_scope: optionalNumber,
    child_course_basis_ids: idsField,
    arrange_id: optionalNumber,
    arrange_type: optionalNumber,
    question: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      jsonField(z.array(choice, { error: PUBLISH_MESSAGES.noQuestions })).optional(),
    ),
  })
  .transform((form): PublishForm => form);
