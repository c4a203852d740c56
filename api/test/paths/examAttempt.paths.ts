import {
  ATTEMPT_TEST_STATUS,
  type ExamAttemptContext,
  type ExamAttemptEvent,
  type ExamAttemptStateValue,
  examAttempt,
  explainAttemptRefusal,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { expectAnswerAsMachine, T0 } from './pathHomework';
import { type PathScenario, type PathStep, pathEntry } from './pathSuite';
import type { Account, PathsApi } from './pathsApi';

/**
 * A student's exam attempt through the student app (`/api/app/exam/…`). Each path starts from a
 * long-term exam of 30 minutes the owner (teacher 2) publishes to her class 5, where student
 * 13900000121 sits, and the student's attempt started at START. A time-out is what the server records
 * when it reads the attempt after its time ran out. A review is the owner marking every answered
 * subjective question (full marks) and finishing the paper (`testDetail/paper/*`).
 */

const STUDENT = '13900000121';
const START = T0 + 600;
const DUE = START + 30 * 60;

const EVENTS: ExamAttemptEvent[] = [
  { type: 'attempt.save', now: START + 60 },
  { type: 'attempt.submit', now: START + 120 },
  { type: 'attempt.timeOut', now: DUE },
  { type: 'attempt.review', now: START + 300 },
];

const scenario = (name: string, hasSubjective: boolean): PathScenario<typeof examAttempt> => ({
  name,
  input: { startedAt: START, dueAt: DUE, hasSubjective, savedAt: 0 } satisfies ExamAttemptContext,
  events: () => EVENTS,
});

interface Subject {
  reportId: number;
  answer: unknown;
}

let student: Account | undefined;
let bank: { single: { id: number; option: number }; essay: number } | undefined;
let made = 0;

async function start(api: PathsApi, hasSubjective: boolean): Promise<Subject> {
  student ??= await api.signIn(STUDENT);
  if (!bank) {
    const shared = (await api.call('owner', 'POST', '/ques/public', { limit: 100 })).data.list as any[];
    const single = shared.find((q) => q.ques_type === 1);
    const essay = shared.find((q) => q.ques_type === 5);
    bank = { single: { id: single.id, option: single.ques_option[0].id }, essay: essay.id };
  }
  api.setNow(T0);
  const question = hasSubjective ? { id: bank.essay, score: 10 } : { id: bank.single.id, score: 10 };
  const created = await api.call('owner', 'POST', '/test/add', {
    name: `作答路径考试${++made}`,
    classify_id: 1,
    sections: JSON.stringify([{ name: '一', introduce: '', questions: [question] }]),
    pass_score: 6,
    duration: 30,
    time_type: 2,
    test_num: 1,
    class_ids: '5',
  });
  expect(created, 'drafting the path exam').toMatchObject({ status: 200 });
  await api.call('owner', 'PUT', `/test/publish/${created.data.id}`);
  api.setNow(START);
  const started = await api.callAs(student.token, 'POST', `/app/exam/${created.data.id}/start`);
  expect(started, `student ${STUDENT} starts an attempt`).toMatchObject({ status: 200 });
  return {
    reportId: started.data.report_id as number,
    answer: hasSubjective ? '<p>我的作答</p>' : String(bank.single.option),
  };
}

const SUCCESS: Record<ExamAttemptEvent['type'], string> = {
  'attempt.save': '保存成功',
  'attempt.submit': '提交成功',
  'attempt.timeOut': 'ok',
  'attempt.review': '操作成功',
};

const label = (event: ExamAttemptEvent) =>
  event.type === 'attempt.review'
    ? 'review'
    : `${event.type.replace('attempt.', '')}(${event.now >= DUE ? 'time up' : 'in time'})`;

const report = (api: PathsApi, subject: Subject) =>
  api.callAs((student as Account).token, 'GET', `/app/exam/report/${subject.reportId}`);

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof examAttempt>,
) {
  api.setNow(event.now);
  const token = (student as Account).token;
  const base = `/app/exam/report/${subject.reportId}`;
  if (event.type === 'attempt.timeOut') {
    // Reading the attempt late records its time-out; a submitted attempt reads unchanged.
    const read = await report(api, subject);
    expect(read.status, `${label(event)}: the attempt reads`).toBe(200);
    const shown = accepted
      ? before.context.hasSubjective
        ? 2
        : 1
      : ATTEMPT_TEST_STATUS[before.value as ExamAttemptStateValue];
    expect(read.data.test_status, `${label(event)}: test_status`).toBe(shown);
    return;
  }
  if (event.type === 'attempt.review') {
    // The reviewer marks what awaits marking first; the paper's lifecycle then decides the finish.
    if (accepted) {
      const paper = await api.call('owner', 'GET', `/testDetail/paper/approved/${subject.reportId}`);
      for (const q of paper.data.subject_question as { ques_id: number; score: number; is_review: number }[])
        if (q.is_review === 2)
          await api.call('owner', 'POST', '/testDetail/paper/approveQuestion', {
            report_id: subject.reportId,
            question_id: q.ques_id,
            score: q.score,
          });
    }
    const finished = await api.call('owner', 'POST', '/testDetail/paper/approved', {
      report_id: subject.reportId,
    });
    expectAnswerAsMachine(
      finished,
      label(event),
      accepted
        ? { accepted, success: SUCCESS[event.type] }
        : {
            accepted,
            refusal: explainAttemptRefusal(before.value as ExamAttemptStateValue, before.context, event),
          },
    );
    return;
  }
  const answer =
    event.type === 'attempt.submit'
      ? await api.callAs(token, 'POST', `${base}/submit`)
      : await api.callAs(token, 'PUT', `${base}/answers`, {
          answers: [{ question_id: 1, user_answer: subject.answer }],
        });
  expectAnswerAsMachine(
    answer,
    label(event),
    accepted
      ? { accepted, success: SUCCESS[event.type] }
      : {
          accepted,
          refusal: explainAttemptRefusal(before.value as ExamAttemptStateValue, before.context, event),
        },
  );
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof examAttempt>) {
  const state = snapshot.value as ExamAttemptStateValue;
  const read = await report(api, subject);
  expect(read.data, `the attempt in state ${state}`).toMatchObject({
    report_id: subject.reportId,
    test_status: ATTEMPT_TEST_STATUS[state],
    due_at: snapshot.context.dueAt,
  });
}

export const examAttemptPaths = pathEntry({
  machine: examAttempt,
  scenarios: [scenario('with a short answer', true), scenario('choice only', false)],
  adapter: { start: (api, s) => start(api, s.input.hasSubjective), label, send, check },
});
