import { camel } from '../camel';
import type { GradebookCellStatus, GradebookItemKind, Resolvers } from '../generated/resolvers-types';
import type { RestExport } from '../rest/classes';
import type { RestGradebook, RestWorkbench } from '../rest/workbench';
import { restId } from '../restIds';
import { LONG_WORK_TIMEOUT_MS } from '../upstream';

const CELL_STATUS: Record<number, GradebookCellStatus> = {
  0: 'HIDDEN',
  1: 'NOT_SUBMITTED',
  2: 'WAITING',
  3: 'GRADED',
};
const ONE_TO_ONE = 2;

/** A home section's figures as the schema names them. */
const section = {
  count: (s: { total: number }) => s.total,
  itemCount: (s: { groups: number }) => s.groups,
  items: <T>(s: { list: T[] }) => s.list,
};

/** The staff home (工作台) and a class's gradebook, over their REST calls. */
export const workbenchResolvers: Resolvers = {
  WorkbenchGradingSection: section,
  WorkbenchMarkingSection: section,
  WorkbenchLeaveSection: section,
  WorkbenchHandoutSection: section,
  WorkbenchDeadlineSection: section,
  WorkbenchGrading: { homeworkId: (g) => String(g.hwId) },
  WorkbenchHandout: { oneToOne: (h) => h.classType === ONE_TO_ONE },
  WorkbenchDeadline: {
    homeworkId: (d) => String(d.hwId),
    submitted: (d) => d.submit,
  },
  GradebookItem: {
    kind: (i) => i.kind.toUpperCase() as GradebookItemKind,
    scored: (i) => i.isSetScore === 2,
    namesHidden: (i) => i.namesHidden === 1,
    submitted: (i) => i.submit,
    graded: (i) => i.revise,
    waiting: (i) => i.notRevisedCount,
  },
  // Each per-cell list is read only when asked (the tab asks `cells`, the same arrays whole).
  GradebookStudent: {
    id: (s) => String(s.uid),
    statuses: (s) => s.status.map((c) => CELL_STATUS[c] ?? 'NOT_SUBMITTED'),
    values: (s) => s.value,
    reportIds: (s) => s.report_id.map((r) => (r === null ? null : String(r))),
    late: (s) => s.late.map((l) => l === 1),
    cells: (s) => ({ status: s.status, value: s.value, report_id: s.report_id, late: s.late }),
  },
  Query: {
    async workbench(_parent, _args, ctx) {
      return camel(await ctx.staff.request<RestWorkbench>('GET', '/workbench'));
    },
    async gradebook(_parent, { classId }, ctx) {
      const { students, ...book } = await ctx.staff.request<RestGradebook>(
        'GET',
        `/class/gradebook/${restId(classId)}`,
      );
      return { ...camel(book), students };
    },
  },
  Mutation: {
    async exportGradebook(_parent, { classId, kind, student }, ctx) {
      return camel(
        await ctx.staff.request<RestExport>('POST', `/class/gradebook/export/${restId(classId)}`, {
          body: { ...(kind ? { kind: kind.toLowerCase() } : {}), ...(student ? { student } : {}) },
          timeoutMs: LONG_WORK_TIMEOUT_MS,
        }),
      );
    },
  },
};
