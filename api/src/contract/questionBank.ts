import { z } from 'zod';
import { ability, code12, count, entity, flag01, page, rowId, unixTime } from './shapes';

/**
 * The question bank (homework-grading-exams.md, section 3: Question). A question of the bank has no
 * `score`: the score is given per homework when it is published (the homework's copy carries it).
 */

/** Question type of the bank: 1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material. */
export const bankQuesType = z
  .int()
  .min(1)
  .max(6)
  .describe('1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer, 6 material');
/** Difficulty 1 to 5. */
export const facilityValue = z.int().min(1).max(5).describe('Difficulty, 1 to 5');

/** Spec: ques_option (id, content, is_right). The option's letter follows from its id (1 to 6: A to F). */
export const questionOption = entity({
  id: z.int().min(1).describe('1.. : the letter A, B, … by position'),
  content: z.string(),
  is_right: code12.describe('1 right, 2 wrong'),
});

/** Spec: ques_item, the sub-questions of a material question (the question's fields they have). */
export const subQuestion = entity({
  id: rowId,
  ques_type: bankQuesType.describe('1 single, 2 true/false, 3 multiple, 4 indefinite, 5 short answer'),
  ques_stem: z.string(),
  ques_option: z.array(questionOption),
  right_answer: z.string(),
  ques_analysis: z.string(),
});

export const question = entity(
  {
    id: rowId,
    ques_type: bankQuesType,
    ques_stem: z.string().describe('Rich text'),
    ques_option: z.array(questionOption).describe('Types 1 to 4; empty for the others'),
    right_answer: z.string().describe('Letters for types 1 to 4, the answer text for type 5'),
    ques_analysis: z.string(),
    facility_value: facilityValue,
    remark: z.string(),
    updated_at: unixTime,
    ques_item: z.array(subQuestion).describe('Type 6 only; empty for the others'),
  },
  {
    point_ids: z.array(rowId).describe('Knowledge points it names'),
    is_public: flag01.describe('1 in the school’s shared bank'),
    created_at: unixTime,
  },
);

export const questionPage = page(question);

export const knowledgePoint = entity(
  {},
  {
    id: rowId,
    name: z.string(),
    parent_id: z.int().min(0).describe('0 for a subject, else its subject'),
    sort: z.int(),
  },
);

/** ques/add and ques/update answer the question's id. */
export const questionId = entity({}, { id: rowId });
/** ques/del answers the ids it deleted. */
export const deletedIds = entity({}, { ids: z.array(rowId) });

/** A successful import: how many questions were added and their ids (a refused one answers `err`). */
export const importResult = entity({}, { added: count, ids: z.array(rowId) });

/** A question of an import preview in the question form's shape (type and difficulty may be missing). */
const previewQuestion = entity(
  {
    ques_type: bankQuesType.nullable().describe('Null when the file named no type of the bank'),
    ques_stem: z.string(),
    ques_option: z.array(questionOption),
    right_answer: z.string(),
    ques_analysis: z.string(),
    facility_value: z.int().nullable().describe('Difficulty; null when the file did not give one'),
    remark: z.string(),
    ques_item: z.array(
      subQuestion.extend({
        id: z.int().min(0).describe('0: not saved yet'),
        ques_type: z.int().describe('As the file gave it (checked in err)'),
      }),
    ),
  },
  { point_ids: z.array(z.int()) },
);

const previewRow = entity(
  {},
  {
    row_id: z.int().min(1).describe('The question’s place in the file; fixes and drops name it'),
    where: z.string().describe('Where it came from: 第3题, or 单选题 第4行'),
    status: z.int().min(1).max(2).describe('1 ready (可导入), 2 has errors'),
    err: z.array(z.string()).describe('Its errors, in the question form’s words'),
    question: previewQuestion,
  },
);

export const importPreview = entity(
  {},
  {
    preview_id: z.uuid(),
    type: z.int().min(1).max(2).describe('1 Word, 2 Excel'),
    status: z.enum(['hasErrors', 'ready', 'committed', 'expired']),
    expires_at: unixTime,
    rows: z.array(previewRow).describe('Kept rows in the file’s order'),
    dropped: count.describe('Rows dropped'),
    ids: z.array(rowId).describe('The questions a commit added (empty before)'),
    abilities: z.strictObject({ commit: ability, change: ability }),
  },
);

export const importCommit = entity({}, { added: count, ids: z.array(rowId), preview_id: z.uuid() });
