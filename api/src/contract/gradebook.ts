import { z } from 'zod';
import { count, entity, flag01, percentage, rowId, score, unixTime } from './shapes';

/**
 * A class's gradebook (beyond the spec): students × homework and exams. Cells travel as parallel arrays
 * per student, in the order of `items` (docs/decisions.md, Gradebook).
 */

const nullableScore = score.nullable();

export const gradebookItem = entity(
  {},
  {
    key: z.string().describe('homework-<id> or exam-<id>'),
    kind: z.enum(['homework', 'exam']),
    id: rowId,
    name: z.string(),
    is_set_score: z.int().min(1).max(2).describe('2 scored, 1 unscored (cells hold rates); exams 2'),
    full_score: score,
    deadline: unixTime.nullable().describe('The homework’s deadline or a fixed-period exam’s end'),
    publish_time: unixTime,
    names_hidden: flag01.describe('1 while an anonymous homework hides whose work is whose'),
    total: count.describe('Students who should submit (homework detail `total`)'),
    submit: count.describe('Students who submitted (homework detail `submit`)'),
    revise: count.describe('Graded (homework detail `revise`)'),
    not_revised_count: count.describe('Waiting for grading (homework detail `not_revised_count`)'),
    submit_rate: percentage,
    average_score: nullableScore.describe('Mean score of graded work; null while none is graded'),
    correct_rate: percentage.nullable().describe('Mean rate of graded work; null while none is graded'),
  },
);

export const gradebookStudent = entity(
  {},
  {
    uid: rowId,
    nickname: z.string(),
    mobile: z.string(),
    average: percentage.nullable().describe('Mean rate (percent) of the student’s graded cells'),
    status: z
      .array(z.int().min(0).max(3))
      .describe('Per item: 1 not submitted, 2 waiting, 3 graded, 0 hidden (anonymous grading)'),
    value: z.array(z.number().min(0).nullable()).describe('Per item: score, or rate percent when unscored'),
    report_id: z.array(rowId.nullable()).describe('Per item: the report or paper a cell opens'),
    late: z.array(flag01).describe('Per item: 1 when the work came in after the deadline'),
  },
);

export const gradebook = entity(
  {},
  {
    class_id: rowId,
    class_name: z.string(),
    items: z.array(gradebookItem),
    students: z.array(gradebookStudent),
  },
);
