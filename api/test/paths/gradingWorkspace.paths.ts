import {
  GRADING_MESSAGES,
  type GradingWorkspaceEvent,
  gradingWorkspace,
  saveTypeOf,
  type WorkspaceQuestion,
  type WorkspaceReport,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { HOMEWORK_NOT_FOUND } from '../../src/homework';
import { type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * The grading page's workspace through the grading API, as the owner teacher: a homework of two short
 * answers (10 points each) and a single choice, answered and submitted by two students of class 5
 * (reports 1 and 2 of the model, in id order; 999 a report that does not exist). Each call the
 * workspace makes is made for real when the path answers it (`testDetail/approved/{id}`,
 * `testDetail/approveQuestion`, `testDetail/approved`), and the path's answer must be what the API
 * answered: the question cards' states, the next report, the refusal and its message. In `ready` the
 * report the workspace shows is the report the API holds.
 *
 * The model derives what the server holds from the snapshot: a report is opened afresh only once
 * (report 1 at the start; report 2 by skipping, finishing, grade by question or the route, never back
 * to 1), and a reload after a save shows the saved score. So the answers the model offers are exactly
 * what the API must answer.
 */

type Snapshot = SnapshotFrom<typeof gradingWorkspace>;

const T0 = Date.parse('2026-09-12T10:00:00+08:00') / 1000;
const STUDENTS = ['13900000121', '13900000122'];
const MISSING = 999;
/** Model question ids: the two short answers, then the choice. */
const ESSAYS = [11, 12];
const CHOICE = 21;
const ESSAY_SCORE = 10;
const CHOICE_SCORE = 5;

const question = (quesId: number, maxScore: number, score: number | null): WorkspaceQuestion => ({
  quesId,
  maxScore,
  isReview: score === null ? 2 : 1,
  score,
  rate: null,
  remark: '',
  revision: 0,
});

/** A report as first opened: both short answers pending, the choice marked right. */
const fresh = (reportId: number): WorkspaceReport => ({
  reportId,
  isSetScore: 2,
  nextReportId: reportId === 1 ? 2 : null,
  subjective: ESSAYS.map((id) => question(id, ESSAY_SCORE, null)),
  objective: [{ ...question(CHOICE, CHOICE_SCORE, CHOICE_SCORE), isReview: 1 }],
  graded: false,
});

/** What the API answers on (re)loading: a reload after a save shows the question's saved score. */
function loaded(s: Snapshot): WorkspaceReport {
  const { report, tab, index, draft } = s.context;
  if (!report) return fresh(s.context.reportId);
  if (tab !== 'subjective' || draft.score === null) return report;
  return {
    ...report,
    subjective: report.subjective.map((q, i) =>
      i === index ? question(q.quesId, q.maxScore, draft.score) : q,
    ),
  };
}

const answer = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as GradingWorkspaceEvent;
const failure = (id: string, message: string) =>
  ({ type: `xstate.error.actor.${id}`, error: new Error(message) }) as unknown as GradingWorkspaceEvent;

/** What the path tries in each state. A draft of 11 points is out of range; a report is never reopened. */
function offered(s: Snapshot): GradingWorkspaceEvent[] {
  const c = s.context;
  if (s.matches('loading'))
    return [
      c.reportId === MISSING ? failure('loadReport', HOMEWORK_NOT_FOUND) : answer('loadReport', loaded(s)),
    ];
  if (s.matches('saving'))
    return [
      c.draft.score !== null && c.draft.score > ESSAY_SCORE
        ? failure('saveQuestion', GRADING_MESSAGES.scoreOutOfRange)
        : answer('saveQuestion', null),
    ];
  if (s.matches('finishing')) return [answer('finishReport', c.reportId === 1 ? 2 : null)];
  if (s.matches('failed')) return [{ type: 'grading.retry' }, { type: 'grading.open', reportId: 2 }];
  if (s.matches('finishDialog'))
    return [
      { type: 'grading.cancelFinish' },
      { type: 'grading.submitFinish', comment: '书写工整' },
      { type: 'grading.skipFinish' },
    ];
  if (!s.matches('ready')) return [];
  const events: GradingWorkspaceEvent[] = [
    { type: 'grading.select', index: c.index === 0 ? 1 : 0 },
    { type: 'grading.tab', tab: c.tab === 'subjective' ? 'objective' : 'subjective' },
    { type: 'grading.next' },
    { type: 'grading.previous' },
    { type: 'grading.openFinish' },
    { type: 'grading.skipStudent' },
  ];
  for (const score of [5, 11])
    if (c.draft.score !== score) events.push({ type: 'grading.edit', draft: { score } });
  // Enter with nothing typed is refused by the API (请填写本题得分) too, but the model cannot tell
  // it from a move (type 1) once saving: the path saves only what was typed.
  if (c.draft.score !== null) events.push({ type: 'grading.save' });
  if (!c.byQuestion) events.push({ type: 'grading.byQuestion', on: true });
  if (c.reportId === 1)
    events.push({ type: 'grading.open', reportId: 2 }, { type: 'grading.open', reportId: MISSING });
  return events;
}

interface RestQuestion {
  ques_id: number;
  get_score: number | null;
  is_review: number;
  revision: number;
}
interface RestReport {
  report_info: { test_status: number };
  subject_question: RestQuestion[];
  objective_question: RestQuestion[];
  next_report_id: number | null;
}

interface Subject {
  /** Real report ids by model id (1, 2). */
  reports: Record<number, number>;
  /** Real question ids by model id. */
  questions: Record<number, number>;
  /** The last report data the API answered for each model report (its revisions). */
  seen: Record<number, RestReport>;
  /** The last event that moved the workspace (what started the call being answered). */
  trigger: GradingWorkspaceEvent | null;
}

let bank: { essays: number[]; single: { id: number; right: number } } | undefined;
let published = 0;

async function start(api: PathsApi): Promise<Subject> {
  api.setNow(T0);
  if (!bank) {
    const shared = (await api.call('owner', 'POST', '/ques/public', { limit: 100 })).data.list as {
      id: number;
      ques_type: number;
      ques_option: { id: number; is_right: number }[];
    }[];
    const essays = shared.filter((q) => q.ques_type === 5).map((q) => q.id);
    // The shared bank has one short answer: the owner writes a second.
    while (essays.length < 2) {
      const added = await api.call('owner', 'POST', '/ques/add', {
        ques_type: 5,
        ques_stem: '<p>简述牛顿第一定律。</p>',
        ques_option: '[]',
        right_answer: '<p>物体不受外力时保持静止或匀速直线运动。</p>',
        ques_analysis: '<p>惯性定律。</p>',
        facility_value: 2,
        remark: '路径',
      });
      expect(added, 'the owner adds a short answer').toMatchObject({ status: 200 });
      essays.push(added.data.id as number);
    }
    const single = shared.find((q) => q.ques_type === 1);
    const right = single?.ques_option.find((o) => o.is_right === 1)?.id;
    if (essays.length < 2 || !single || !right)
      throw new Error('the shared bank lacks two short answers and a choice');
    bank = { essays: essays.slice(0, 2), single: { id: single.id, right } };
  }
  const { essays, single } = bank;
  const hw = await api.call('owner', 'POST', '/hw/publish', {
    course_basis_id: 4,
    type: 1,
    name: `批改台路径${++published}`,
    remark: '',
    ending_time: T0 + 3 * 86_400,
    is_set_score: 2,
    publish_scope: 2,
    child_course_basis_ids: '6',
    question: JSON.stringify([
      { id: essays[0], score: ESSAY_SCORE },
      { id: essays[1], score: ESSAY_SCORE },
      { id: single.id, score: CHOICE_SCORE },
    ]),
  });
  expect(hw, 'publishing the path homework').toMatchObject({ status: 200 });
  const reportIds: number[] = [];
  for (const mobile of STUDENTS) {
    const { token } = await api.signIn(mobile);
    const list = await api.callAs(token, 'GET', '/app/homework?limit=999');
    const reportId = (list.data.list as { hw_id: number; report_id: number }[]).find(
      (r) => r.hw_id === hw.data.id,
    )?.report_id as number;
    const saved = await api.callAs(token, 'PUT', `/app/homework/${reportId}/answers`, {
      answers: [
        ...essays.map((id) => ({ ques_id: id, user_answer: { content: '<p>作答</p>', images: [] } })),
        { ques_id: single.id, user_answer: String(single.right) },
      ],
    });
    expect(saved, 'the student answers').toMatchObject({ status: 200 });
    expect(
      await api.callAs(token, 'POST', `/app/homework/${reportId}/submit`),
      'the student submits',
    ).toMatchObject({
      status: 200,
    });
    reportIds.push(reportId);
  }
  reportIds.sort((a, b) => a - b);
  return {
    reports: { 1: reportIds[0] as number, 2: reportIds[1] as number },
    questions: {
      [ESSAYS[0] as number]: essays[0] as number,
      [ESSAYS[1] as number]: essays[1] as number,
      [CHOICE]: single.id,
    },
    seen: {},
    trigger: null,
  };
}

const realReport = (subject: Subject, modelId: number) => subject.reports[modelId] ?? 999_999_999;
const modelReport = (subject: Subject, realId: number | null) =>
  realId === null
    ? null
    : Number(Object.entries(subject.reports).find(([, real]) => real === realId)?.[0] ?? -1);

/** The report the API answered, in the model's terms: what the workspace reads of it. */
function asModel(subject: Subject, modelId: number, data: RestReport) {
  const by = (list: RestQuestion[], id: number) => list.find((q) => q.ques_id === subject.questions[id]);
  return {
    reportId: modelId,
    nextReportId: modelReport(subject, data.next_report_id),
    graded: data.report_info.test_status === 3,
    subjective: ESSAYS.map((id) => {
      const q = by(data.subject_question, id);
      return { quesId: id, isReview: q?.is_review, score: q?.get_score ?? null };
    }),
    objective: [{ quesId: CHOICE, isReview: by(data.objective_question, CHOICE)?.is_review }],
  };
}
const modelView = (r: WorkspaceReport) => ({
  reportId: r.reportId,
  nextReportId: r.nextReportId,
  graded: r.graded,
  subjective: r.subjective.map((q) => ({ quesId: q.quesId, isReview: q.isReview, score: q.score })),
  objective: r.objective.map((q) => ({ quesId: q.quesId, isReview: q.isReview })),
});

async function load(api: PathsApi, subject: Subject, modelId: number) {
  return api.call('owner', 'GET', `/testDetail/approved/${realReport(subject, modelId)}`);
}

async function send(api: PathsApi, subject: Subject, { event, before }: PathStep<typeof gradingWorkspace>) {
  const c = before.context;
  const type = event.type as string;
  if (!type.startsWith('xstate.')) {
    if (before.can(event)) subject.trigger = event;
    return;
  }
  const said = (a: { status: number; msg: string }) => ({ status: a.status, msg: a.msg });
  const expected = event as unknown as { output?: unknown; error?: Error };
  if (type.endsWith('.loadReport')) {
    const res = await load(api, subject, c.reportId);
    if (expected.error) {
      expect(said(res), 'opening a report that does not exist').toEqual({
        status: 404,
        msg: expected.error.message,
      });
      return;
    }
    expect(res.status, `report ${c.reportId} opens`).toBe(200);
    subject.seen[c.reportId] = res.data;
    expect(asModel(subject, c.reportId, res.data), `report ${c.reportId} as the API holds it`).toEqual(
      modelView(expected.output as WorkspaceReport),
    );
    return;
  }
  if (type.endsWith('.saveQuestion')) {
    const q = c.report?.[c.tab][c.index];
    const quesId = subject.questions[q?.quesId ?? 0] as number;
    const revision = subject.seen[c.reportId]?.subject_question.find((x) => x.ques_id === quesId)?.revision;
    const moving = subject.trigger?.type !== 'grading.save';
    const res = await api.call('owner', 'POST', '/testDetail/approveQuestion', {
      report_id: realReport(subject, c.reportId),
      question_id: quesId,
      type: saveTypeOf(2, c.draft, moving),
      remark: c.draft.remark,
      revision,
      ...(c.draft.score === null ? {} : { score: c.draft.score }),
    });
    expect(said(res), `saving question ${q?.quesId} (${JSON.stringify(c.draft)})`).toEqual(
      expected.error ? { status: 400, msg: expected.error.message } : { status: 200, msg: '保存成功' },
    );
    return;
  }
  if (type.endsWith('.finishReport')) {
    const comment = subject.trigger?.type === 'grading.submitFinish' ? subject.trigger.comment : undefined;
    const res = await api.call('owner', 'POST', '/testDetail/approved', {
      report_id: realReport(subject, c.reportId),
      ...(comment === undefined ? {} : { remark: comment }),
    });
    expect(said(res), `finishing report ${c.reportId}`).toEqual({ status: 200, msg: '操作成功' });
    expect(modelReport(subject, res.data.next_report_id), 'the next report to grade').toBe(expected.output);
  }
}

async function check(api: PathsApi, subject: Subject, s: Snapshot) {
  const { report, reportId } = s.context;
  if (s.matches('done')) {
    const res = await load(api, subject, reportId);
    expect(res.data.report_info.test_status, 'the last report is graded').toBe(3);
    return;
  }
  if (!s.matches('ready') || !report) return;
  const res = await load(api, subject, reportId);
  subject.seen[reportId] = res.data;
  expect(asModel(subject, reportId, res.data), `report ${reportId} shown in ready is the API's`).toEqual(
    modelView(report),
  );
}

function label(event: GradingWorkspaceEvent): string {
  const e = event as unknown as { type: string; output?: unknown; error?: Error };
  if (e.type.startsWith('xstate.done.actor.')) return `${e.type.slice(18)}✓`;
  if (e.type.startsWith('xstate.error.actor.')) return `${e.type.slice(19)}✗`;
  const name = e.type.replace('grading.', '');
  if (event.type === 'grading.edit') return `edit(${event.draft.score})`;
  if (event.type === 'grading.select') return `select(${event.index})`;
  if (event.type === 'grading.tab') return `tab(${event.tab})`;
  if (event.type === 'grading.open') return `open(${event.reportId})`;
  return name;
}

export const gradingWorkspacePaths = pathEntry({
  machine: gradingWorkspace,
  scenarios: [{ input: { reportId: 1 }, events: offered }],
  // Only the paths that add a transition run (each one publishes a homework for two students).
  drives: () => false,
  notDrivable: {
    'finishing --xstate.error.actor.finishReport-->':
      'the finish dialog opens only on a report with nothing pending and not yet graded, which one grader cannot have finished meanwhile',
  },
  adapter: { start, send, check, label },
});
