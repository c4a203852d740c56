import {
  EXAM_STATUS,
  type ExamLifecycleContext,
  type ExamLifecycleEvent,
  type ExamStateValue,
  examAbilities,
  examLifecycle,
  explainExamRefusal,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { expectAnswerAsMachine, T0 } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { PathAccount, PathsApi } from './pathsApi';

/**
 * The exam lifecycle through test/add, test/edit, test/publish and test/close. Each path starts from
 * a draft the owner (teacher 2) writes for her class 5: a fill-in-the-blank question and a question
 * of the shared bank. The other teacher and the assistant without canDispatch also serve class 5, so
 * they see the exam and are refused for who they are.
 */

const ACTORS: Record<PathAccount, { id: string; canDispatch: boolean }> = {
  owner: { id: '2', canDispatch: true },
  otherTeacher: { id: '3', canDispatch: true },
  noDispatch: { id: '5', canDispatch: false },
};
const { owner, otherTeacher, noDispatch } = ACTORS;
const accountOf = (actorId: string) =>
  (Object.keys(ACTORS) as PathAccount[]).find((k) => ACTORS[k].id === actorId) as PathAccount;

const input: ExamLifecycleContext = { ownerId: owner.id, questionCount: 2 };

const EVENTS: ExamLifecycleEvent[] = [
  { type: 'exam.edit', actor: owner, questionCount: 1 },
  { type: 'exam.edit', actor: otherTeacher, questionCount: 1 },
  { type: 'exam.edit', actor: noDispatch, questionCount: 1 },
  { type: 'exam.publish', actor: otherTeacher },
  { type: 'exam.publish', actor: noDispatch },
  { type: 'exam.publish', actor: owner },
  { type: 'exam.close', actor: otherTeacher },
  { type: 'exam.close', actor: owner },
];

interface Subject {
  id: number;
  name: string;
}

let bankQuestion: number | undefined;
let made = 0;

function form(name: string, questionCount: number) {
  const questions = [
    {
      ques_type: 7,
      ques_stem: '<p>中国的首都是____。</p>',
      blanks: [{ answers: ['北京', '北京市'] }],
      score: 4,
    },
    { id: bankQuestion, score: 6 },
  ].slice(0, questionCount);
  return {
    name,
    classify_id: 3,
    sections: JSON.stringify([{ name: '一、基础题', introduce: '请认真作答', questions }]),
    pass_score: 2,
    duration: 45,
    time_type: 2,
    test_num: 2,
    class_ids: '5',
  };
}

async function draft(api: PathsApi): Promise<Subject> {
  api.setNow(T0);
  if (bankQuestion === undefined) {
    const shared = await api.call('owner', 'POST', '/ques/public', { limit: 1 });
    bankQuestion = shared.data.list[0].id as number;
  }
  const name = `路径考试${++made}`;
  const answer = await api.call('owner', 'POST', '/test/add', form(name, input.questionCount));
  expect(answer, 'drafting the path exam').toMatchObject({ status: 200, msg: '添加成功' });
  for (const who of Object.keys(ACTORS) as PathAccount[])
    expect(String(api.accounts[who].id), `the demo school's ${who}`).toBe(ACTORS[who].id);
  return { id: answer.data.id as number, name };
}

const SUCCESS: Record<ExamLifecycleEvent['type'], string> = {
  'exam.edit': '修改成功',
  'exam.publish': '发布成功',
  'exam.close': '关闭成功',
};

const label = (event: ExamLifecycleEvent) =>
  `${event.type.replace('exam.', '')}(${accountOf(event.actor.id)}${event.type === 'exam.edit' ? `, ${event.questionCount} question` : ''})`;

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof examLifecycle>,
) {
  const who = accountOf(event.actor.id);
  const answer =
    event.type === 'exam.edit'
      ? await api.call(who, 'PUT', `/test/edit/${subject.id}`, form(subject.name, event.questionCount))
      : await api.call(who, 'PUT', `/test/${event.type.replace('exam.', '')}/${subject.id}`);
  expectAnswerAsMachine(
    answer,
    label(event),
    accepted
      ? { accepted, success: SUCCESS[event.type] }
      : { accepted, refusal: explainExamRefusal(before.value as ExamStateValue, before.context, event) },
  );
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof examLifecycle>) {
  const state = snapshot.value as ExamStateValue;
  for (const who of Object.keys(ACTORS) as PathAccount[]) {
    const list = await api.call(who, 'GET', `/test/list?name=${encodeURIComponent(subject.name)}`);
    const rows = (list.data?.list ?? []).filter((r: { id: number }) => r.id === subject.id);
    expect(rows, `${who} sees the exam in the list`).toHaveLength(1);
    expect(rows[0], `the list row ${who} sees in state ${state}`).toMatchObject({
      status: EXAM_STATUS[state],
      question_num: snapshot.context.questionCount,
      abilities: examAbilities(state, snapshot.context, ACTORS[who]),
    });
  }
  const info = await api.call('owner', 'GET', `/test/info/${subject.id}`);
  const questions = info.data.sections.flatMap((s: { questions: unknown[] }) => s.questions);
  expect(questions, 'the paper the owner edits').toHaveLength(snapshot.context.questionCount);
}

export const examLifecyclePaths = pathEntry({
  machine: examLifecycle,
  scenarios: [{ input, events: () => EVENTS }],
  adapter: { start: draft, label, send, check },
});
