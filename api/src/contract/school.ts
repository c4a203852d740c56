import { z } from 'zod';
import { rowId } from './shapes';

/** The screens' filter lists (spec: commonFilter/classify,grade; assistants also subject and room). */

const named = z.strictObject({ id: rowId, name: z.string() });

/** One list per key asked for and allowed to the caller's role; keys not asked for are absent. */
export const commonFilter = z.strictObject({
  grade: z.array(named).optional(),
  classify: z.array(named).optional(),
  subject: z.array(named).optional().describe('Assistants only'),
  room: z
    .array(z.strictObject({ id: rowId, name: z.string(), campus_id: rowId }))
    .optional()
    .describe('Assistants only'),
});
