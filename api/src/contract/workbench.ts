import { z } from 'zod';
import { count, entity, percentage, rowId, unixTime } from './shapes';

/**
 * The staff home (工作台), beyond the spec: what waits for the viewer in their classes. Every figure is
 * the count of the screen the item opens (docs/decisions.md, Workbench).
 */

const section = <T extends z.ZodType>(row: T) =>
  z.strictObject({
    list: z.array(row).describe('The oldest (or most urgent) items first, at most 50'),
    total: count.describe('Things waiting in all items (reports, papers, requests, handouts or homework)'),
    groups: count.describe('Items in all, of which `list` holds the first 50'),
  });

const gradingItem = entity(
  {},
  {
    hw_id: rowId,
    class_id: rowId,
    homework_name: z.string(),
    class_name: z.string(),
    ending_time: unixTime,
    waiting: count.describe(
      'Reports awaiting grading: the homework detail’s not_revised_count for the class',
    ),
    oldest_submit_time: unixTime,
    report_id: rowId.describe('The oldest waiting report: the item opens its grading'),
  },
);

const markingItem = entity(
  {},
  {
    exam_id: rowId,
    exam_name: z.string(),
    waiting: count.describe('Papers awaiting marking (test_status 2)'),
    oldest_submit_time: unixTime,
    report_id: rowId.describe('The oldest waiting paper: the item opens its marking'),
  },
);

const leaveItem = entity(
  {},
  {
    class_id: rowId,
    class_name: z.string(),
    waiting: count.describe('Leave requests awaiting approval: the leave tab’s total under op_status 1'),
    latest_created_at: unixTime.describe('When the newest of them was asked'),
  },
);

const handoutItem = entity(
  {},
  {
    session_id: rowId,
    team_class_id: rowId,
    class_name: z.string(),
    class_type: z.int().min(1).max(2).describe('1 a small class, 2 one-to-one'),
    arrange_time: unixTime,
    time_name: z.string(),
    file_name: z.string(),
  },
);

const deadlineItem = entity(
  {},
  {
    hw_id: rowId,
    class_id: rowId,
    homework_name: z.string(),
    class_name: z.string(),
    ending_time: unixTime,
    total: count.describe('Students who should submit'),
    submit: count.describe('Students who submitted'),
    submit_rate: percentage.describe('The homework detail header’s submit_rate for the class'),
  },
);

export const workbench = entity(
  {},
  {
    grading: section(gradingItem),
    exam_marking: section(markingItem),
    leave: section(leaveItem),
    handouts: section(handoutItem),
    recent_deadlines: section(deadlineItem),
    recent_days: count.describe('How many days back a passed deadline stays listed'),
  },
);
