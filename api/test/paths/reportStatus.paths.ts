import {
  explainReportRefusal,
  type ReportStateValue,
  type ReportStatusContext,
  type ReportStatusEvent,
  reportAbilities,
  reportStatus,
  studentReportStatus,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { DEADLINE, expectAnswerAsMachine, publishPathHomework, SOON } from './pathHomework';
import { type PathScenario, type PathStep, pathEntry } from './pathSuite';
import type { Account, PathsApi } from './pathsApi';

/**
 * A student's report through the student app (`/api/app/homework/…`), and its homework's recall by
 * the owner. Each path starts from a homework the owner (teacher 2) publishes on course 4 to class 5
 * (scope 2, child course 6), where student 13900000121 sits; `start` checks that the student got it.
 */

const STUDENT = '13900000121';

const EVENTS: ReportStatusEvent[] = [
  { type: 'report.saveAnswers', now: SOON },
  { type: 'report.saveAnswers', now: DEADLINE },
  { type: 'report.submit', now: SOON },
  { type: 'report.submit', now: DEADLINE },
  { type: 'report.recall' },
  { type: 'report.grade' },
];

const scenario = (name: string, hasSubjective: boolean): PathScenario<typeof reportStatus> => ({
  name,
  input: { endingTime: DEADLINE, hasSubjective, startedAt: null } satisfies ReportStatusContext,
  // A recalled homework cannot be recalled again: that is the homework lifecycle's refusal, not the report's.
  // Grading is offered on a submitted report only: its own refusals are the grading machine's paths.
  events: (snapshot) =>
    EVENTS.filter((e) =>
      e.type === 'report.recall'
        ? snapshot.value !== 'recalled'
        : e.type !== 'report.grade' || snapshot.value === 'submitted',
    ),
});

interface Subject {
  hwId: number;
  name: string;
  reportId: number;
  question: { id: number; answer: unknown };
}

let student: Account | undefined;
let bank: { objective: { id: number; optionId: number }; subjective: number } | undefined;

async function publish(api: PathsApi, hasSubjective: boolean): Promise<Subject> {
  student ??= await api.signIn(STUDENT);
  if (!bank) {
    const shared = (await api.call('owner', 'POST', '/ques/public', { limit: 100 })).data.list as {
      id: number;
      ques_type: number;
      ques_option: { id: number }[];
    }[];
    const single = shared.find((q) => q.ques_type === 1);
    const essay = shared.find((q) => q.ques_type === 5);
    if (!single || !essay) throw new Error('the shared bank has no single-choice or short-answer question');
    bank = { objective: { id: single.id, optionId: single.ques_option[0]?.id ?? 1 }, subjective: essay.id };
  }
  const question = hasSubjective
    ? { id: bank.subjective, answer: { content: '<p>我的作答</p>', images: [] } }
    : { id: bank.objective.id, answer: String(bank.objective.optionId) };
  const { id: hwId, name } = await publishPathHomework(api, '作答路径', [question.id]);
  const row = await studentRow(api, hwId);
  expect(row, `student ${STUDENT} got a report on the homework`).toBeDefined();
  return { hwId, name, reportId: row.report_id, question };
}

async function studentRow(api: PathsApi, hwId: number) {
  const list = await api.callAs((student as Account).token, 'GET', '/app/homework?limit=999');
  return (list.data.list as { hw_id: number; report_id: number }[]).find((r) => r.hw_id === hwId) as any;
}

const SUCCESS: Record<ReportStatusEvent['type'], string> = {
  'report.saveAnswers': '保存成功',
  'report.submit': '提交成功',
  'report.recall': '作业撤回成功',
  'report.grade': '操作成功',
};

const label = (event: ReportStatusEvent) =>
  event.type === 'report.recall'
    ? 'recall(owner)'
    : event.type === 'report.grade'
      ? 'grade(owner)'
      : `${event.type.replace('report.', '')}(${event.now >= DEADLINE ? 'at deadline' : 'before deadline'})`;

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof reportStatus>,
) {
  let answer: { status: number; msg: string };
  if (event.type === 'report.recall') {
    answer = await api.call('owner', 'GET', `/hw/withdraw/${subject.hwId}`);
  } else if (event.type === 'report.grade') {
    const saved = await api.call('owner', 'POST', '/testDetail/approveQuestion', {
      report_id: subject.reportId,
      question_id: subject.question.id,
      rate: 100,
    });
    expect(saved, 'the short answer is graded').toMatchObject({ status: 200 });
    answer = await api.call('owner', 'POST', '/testDetail/approved', { report_id: subject.reportId });
  } else {
    api.setNow(event.now);
    const token = (student as Account).token;
    answer =
      event.type === 'report.submit'
        ? await api.callAs(token, 'POST', `/app/homework/${subject.reportId}/submit`)
        : await api.callAs(token, 'PUT', `/app/homework/${subject.reportId}/answers`, {
            answers: [{ ques_id: subject.question.id, user_answer: subject.question.answer }],
          });
  }
  if (accepted) {
    expectAnswerAsMachine(answer, label(event), { accepted, success: SUCCESS[event.type] });
    return;
  }
  if (event.type === 'report.recall' || event.type === 'report.grade')
    throw new Error(`${event.type} is offered only where the machine accepts it`);
  const refusal = explainReportRefusal(before.value as ReportStateValue, before.context, event);
  expect(refusal, `the machine says why ${label(event)} is refused`).toBeDefined();
  expectAnswerAsMachine(answer, label(event), {
    accepted,
    refusal: refusal ?? { kind: 'conflict', message: '' },
  });
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof reportStatus>) {
  const state = snapshot.value as ReportStateValue;
  const row = await studentRow(api, subject.hwId);
  const staff = (await api.call('owner', 'GET', `/hw/index?name=${encodeURIComponent(subject.name)}`)).data
    .list[0];
  if (state === 'recalled') {
    expect(row, 'a recalled homework leaves the student list').toBeUndefined();
    expect(staff, 'the owner sees it recalled, with no reports counted').toMatchObject({
      status: 2,
      homework_count: 0,
      submitted_homework_count: 0,
    });
    return;
  }
  expect(row, `the student's row in state ${state}`).toMatchObject({
    report_id: subject.reportId,
    status: studentReportStatus(state, snapshot.context, api.now()),
    abilities: reportAbilities(state, snapshot.context, api.now()),
  });
  const submitted = state === 'notSubmitted' ? 0 : 1;
  const graded = state === 'graded' ? 1 : 0;
  expect(staff, `the owner's figures in state ${state}`).toMatchObject({
    submitted_homework_count: submitted,
    graded_homework_count: graded,
    not_revised_homework_count: submitted - graded,
  });
}

export const reportStatusPaths = pathEntry({
  machine: reportStatus,
  scenarios: [scenario('with a short answer', true), scenario('choice only', false)],
  adapter: {
    start: (api, scenario) => publish(api, scenario.input.hasSubjective),
    label,
    send,
    check,
  },
});
