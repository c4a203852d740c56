import { z } from 'zod';
import { entity, page, rowId, unixTime } from './shapes';

/** The audit trail (操作记录) of a homework, report, question, class or exam: not named by the spec. */

export const operationLogRow = entity(
  {},
  {
    id: rowId.describe('The event’s position in the log'),
    action: z.string().describe('What was done, e.g. homework.published'),
    action_name: z.string().describe('Its label, e.g. 发布作业'),
    actor_id: rowId.nullable().describe('null for the system, or a student hidden behind an alias'),
    actor_name: z.string(),
    actor_role: z.string().nullable(),
    created_at: unixTime,
    before: z.string().nullable(),
    after: z.string().nullable(),
    report_id: rowId.nullable(),
    ques_id: rowId.nullable(),
  },
);

export const operationLog = page(operationLogRow);
