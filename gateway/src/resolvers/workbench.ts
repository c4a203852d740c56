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

const toWorkbench = (w: RestWorkbench) => ({
  recentDays: w.recent_days,
  grading: {
    count: w.grading.total,
    itemCount: w.grading.groups,
    items: w.grading.list.map((g) => ({
      homeworkId: String(g.hw_id),
      classId: String(g.class_id),
      homeworkName: g.homework_name,
      className: g.class_name,
      endingTime: g.ending_time,
      waiting: g.waiting,
      oldestSubmitTime: g.oldest_submit_time,
      reportId: String(g.report_id),
    })),
  },
  examMarking: {
    count: w.exam_marking.total,
    itemCount: w.exam_marking.groups,
    items: w.exam_marking.list.map((m) => ({
      examId: String(m.exam_id),
      examName: m.exam_name,
      waiting: m.waiting,
      oldestSubmitTime: m.oldest_submit_time,
      reportId: String(m.report_id),
    })),
  },
  leave: {
    count: w.leave.total,
    itemCount: w.leave.groups,
    items: w.leave.list.map((l) => ({
      classId: String(l.class_id),
      className: l.class_name,
      waiting: l.waiting,
      latestCreatedAt: l.latest_created_at,
    })),
  },
  handouts: {
    count: w.handouts.total,
    itemCount: w.handouts.groups,
    items: w.handouts.list.map((h) => ({
      sessionId: String(h.session_id),
      teamClassId: String(h.team_class_id),
      className: h.class_name,
      oneToOne: h.class_type === ONE_TO_ONE,
      arrangeTime: h.arrange_time,
      timeName: h.time_name,
      fileName: h.file_name,
    })),
  },
  recentDeadlines: {
    count: w.recent_deadlines.total,
    itemCount: w.recent_deadlines.groups,
    items: w.recent_deadlines.list.map((d) => ({
      homeworkId: String(d.hw_id),
      classId: String(d.class_id),
      homeworkName: d.homework_name,
      className: d.class_name,
      endingTime: d.ending_time,
      total: d.total,
      submitted: d.submit,
      submitRate: d.submit_rate,
    })),
  },
});

const toGradebook = (b: RestGradebook) => ({
  classId: String(b.class_id),
  className: b.class_name,
  items: b.items.map((i) => ({
    key: i.key,
    kind: i.kind.toUpperCase() as GradebookItemKind,
    id: String(i.id),
    name: i.name,
    scored: i.is_set_score === 2,
    fullScore: i.full_score,
    deadline: i.deadline,
    publishTime: i.publish_time,
    namesHidden: i.names_hidden === 1,
    total: i.total,
    submitted: i.submit,
    graded: i.revise,
    waiting: i.not_revised_count,
    submitRate: i.submit_rate,
    averageScore: i.average_score,
    correctRate: i.correct_rate,
  })),
  // The per-cell lists are read only when asked (the tab asks `cells`, the same arrays whole).
  students: b.students.map((s) => ({
    id: String(s.uid),
    nickname: s.nickname,
    mobile: s.mobile,
    average: s.average,
    get statuses() {
      return s.status.map((c) => CELL_STATUS[c] ?? 'NOT_SUBMITTED');
    },
    values: s.value,
    get reportIds() {
      return s.report_id.map((r) => (r === null ? null : String(r)));
    },
    get late() {
      return s.late.map((l) => l === 1);
    },
    cells: { status: s.status, value: s.value, report_id: s.report_id, late: s.late },
  })),
});

/** The staff home (工作台) and a class's gradebook, over their REST calls. */
export const workbenchResolvers: Resolvers = {
  Query: {
    async workbench(_parent, _args, ctx) {
      return toWorkbench(await ctx.staff.request<RestWorkbench>('GET', '/workbench'));
    },
    async gradebook(_parent, { classId }, ctx) {
      return toGradebook(
        await ctx.staff.request<RestGradebook>('GET', `/class/gradebook/${restId(classId)}`),
      );
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
