import { z } from 'zod';
import { ability, count, entity, page, rowId, score, unixTime } from './shapes';

/**
 * The rubric library (a product feature the spec does not name: every field is the product's). A
 * rubric is its owner's; a homework keeps a copy of the rubric a short-answer question is graded by.
 */

const level = entity({}, { id: rowId.describe('1.. within its criterion'), text: z.string(), points: score });
const criterion = entity(
  {},
  { id: rowId.describe('1.. within its rubric'), name: z.string(), levels: z.array(level) },
);

/** A rubric as a homework keeps it (on a question of the paper): the copy made when publishing. */
export const attachedRubric = entity(
  {},
  {
    id: rowId.describe('The library rubric it was copied from'),
    title: z.string(),
    criteria: z.array(criterion),
  },
);

export const rubric = entity(
  {},
  {
    id: rowId,
    title: z.string(),
    criteria: z.array(criterion),
    max_points: score.describe('The best level of each criterion, added up'),
    status: z.int().min(1).max(3).describe('1 draft (未使用), 2 in use (使用中), 3 archived (已归档)'),
    status_label: z.string().describe('未使用, 使用中 or 已归档'),
    used_count: count.describe('Published homework questions that keep a copy of it'),
    created_at: unixTime,
    updated_at: unixTime,
    abilities: z.strictObject({ edit: ability, archive: ability, attach: ability }),
  },
);

export const rubricPage = page(rubric);
