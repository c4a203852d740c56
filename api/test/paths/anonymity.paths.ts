import {
  ANONYMITY_MESSAGES,
  type AnonymityContext,
  type AnonymityEvent,
  type AnonymityStateValue,
  anonymity,
  explainAnonymityRefusal,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { DEADLINE, expectAnswerAsMachine, T0 } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * Anonymous grading through the real API: the owner (teacher 2) publishes an anonymous homework of
 * one short answer on course 4 to class 5; students 13900000121 and 13900000122 submit it
 * (`app/homework/{id}/submit`), the owner grades and finishes their reports in submission order
 * (`testDetail/approveQuestion`, `testDetail/approved`), and the owner or another teacher asks to
 * lift anonymity (`hw/anonymous/lift/{hwId}`). After each step, what graders read (the homework's
 * detail, its student list, the approve tab and the grading page) shows aliases and no name or phone
 * while the machine is anonymous, and the students' names once it is revealed.
 */

const STUDENTS = ['13900000121', '13900000122'];
const OWNER_ID = '2';
const OTHER_TEACHER_ID = '3';

const input: AnonymityContext = { ownerId: OWNER_ID, waiting: STUDENTS.length, pending: 0 };

interface Student {
  token: string;
  nickname: string;
  mobile: string;
  reportId: number;
}

interface Subject {
  hwId: number;
  name: string;
  essayId: number;
  students: Student[];
  /** Reports in the order they were submitted; the first `finished` of them are finished. */
  submitted: Student[];
  finished: number;
}

let essayId: number | undefined;
let published = 0;

async function start(api: PathsApi): Promise<Subject> {
  api.setNow(T0);
  if (essayId === undefined) {
    const shared = (await api.call('owner', 'POST', '/ques/public', { limit: 100 })).data.list as {
      id: number;
      ques_type: number;
    }[];
    essayId = shared.find((q) => q.ques_type === 5)?.id;
    if (essayId === undefined) throw new Error('the shared bank has no short-answer question');
  }
  expect(String(api.accounts.owner.id), "the demo school's owner").toBe(OWNER_ID);
  expect(String(api.accounts.otherTeacher.id), "the demo school's other teacher").toBe(OTHER_TEACHER_ID);
  const name = `匿名路径${++published}`;
  const answer = await api.call('owner', 'POST', '/hw/publish', {
    course_basis_id: 4,
    type: 1,
    name,
    remark: '',
    ending_time: DEADLINE,
    is_set_score: 2,
    publish_scope: 2,
    child_course_basis_ids: '6',
    is_anonymous: 2,
    question: JSON.stringify([{ id: essayId, score: 10 }]),
  });
  expect(answer, 'publishing the anonymous path homework').toMatchObject({ status: 200 });
  const hwId = answer.data.id as number;
  const students: Student[] = [];
  for (const mobile of STUDENTS) {
    const account = await api.signIn(mobile);
    const me = await api.callAs(account.token, 'GET', '/auth/me');
    const list = await api.callAs(account.token, 'GET', '/app/homework?limit=999');
    const reportId = (list.data.list as { hw_id: number; report_id: number }[]).find((r) => r.hw_id === hwId)
      ?.report_id as number;
    students.push({ token: account.token, nickname: me.data.nickname, mobile, reportId });
  }
  return { hwId, name, essayId, students, submitted: [], finished: 0 };
}

const label = (event: AnonymityEvent) =>
  event.type === 'anonymity.lift'
    ? `lift(${event.actorId === OWNER_ID ? 'owner' : 'otherTeacher'})`
    : event.type.replace('anonymity.', '');

/** What a path may try: a submission while a student has not submitted, a finish while one is pending, lifts. */
const events = (snapshot: SnapshotFrom<typeof anonymity>): AnonymityEvent[] => [
  ...(snapshot.context.waiting > 0 ? [{ type: 'anonymity.submit' } as const] : []),
  ...(snapshot.context.pending > 0 ? [{ type: 'anonymity.finish' } as const] : []),
  { type: 'anonymity.lift', actorId: OWNER_ID },
  { type: 'anonymity.lift', actorId: OTHER_TEACHER_ID },
];

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof anonymity>,
) {
  if (event.type === 'anonymity.submit') {
    const student = subject.students[subject.submitted.length] as Student;
    const saved = await api.callAs(student.token, 'PUT', `/app/homework/${student.reportId}/answers`, {
      answers: [{ ques_id: subject.essayId, user_answer: { content: '<p>作答</p>', images: [] } }],
    });
    expect(saved, 'the student answers').toMatchObject({ status: 200 });
    const submitted = await api.callAs(student.token, 'POST', `/app/homework/${student.reportId}/submit`);
    expect(submitted, 'the student submits').toMatchObject({ status: 200 });
    subject.submitted.push(student);
    return;
  }
  if (event.type === 'anonymity.finish') {
    const student = subject.submitted[subject.finished] as Student;
    const graded = await api.call('owner', 'POST', '/testDetail/approveQuestion', {
      report_id: student.reportId,
      question_id: subject.essayId,
      score: 7,
    });
    expect(graded, 'the owner grades the short answer').toMatchObject({ status: 200 });
    const finished = await api.call('owner', 'POST', '/testDetail/approved', { report_id: student.reportId });
    expect(finished, 'the owner finishes the report').toMatchObject({ status: 200 });
    subject.finished += 1;
    return;
  }
  const who = event.actorId === OWNER_ID ? 'owner' : 'otherTeacher';
  const answer = await api.call(who, 'PUT', `/hw/anonymous/lift/${subject.hwId}`);
  const refusal = explainAnonymityRefusal(before.value as AnonymityStateValue, before.context, event);
  expectAnswerAsMachine(
    answer,
    label(event),
    accepted
      ? { accepted, success: ANONYMITY_MESSAGES.lifted }
      : { accepted, refusal: refusal ?? { kind: 'conflict', message: '' } },
  );
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof anonymity>) {
  const state = snapshot.value as AnonymityStateValue;
  const hidden = state === 'anonymous';
  const detail = (await api.call('owner', 'GET', `/class/homework/detail/0/${subject.hwId}`)).data;
  expect(detail, `the detail in state ${state}`).toMatchObject({
    is_anonymous: 2,
    names_hidden: hidden ? 1 : 0,
  });
  expect(detail.abilities.lift_anonymity.allowed, `公开学员姓名 in state ${state}`).toBe(hidden);

  const rows = (await api.call('owner', 'GET', `/class/homework/students/0/${subject.hwId}?limit=999`)).data
    .list as { report_id: number; nickname: string; mobile: string }[];
  const approve = (await api.call('owner', 'POST', '/hw/correct', { name: subject.name, limit: 100 })).data
    .list as { report_id: number; nickname: string }[];
  const pending = subject.submitted.slice(subject.finished);
  expect(
    approve.map((r) => r.report_id).sort(),
    `the approve tab lists the ${snapshot.context.pending} pending report(s)`,
  ).toEqual(pending.map((s) => s.reportId).sort());
  const answers = [rows, approve];
  for (const student of subject.submitted) {
    answers.push((await api.call('owner', 'GET', `/testDetail/approved/${student.reportId}`)).data);
  }
  const text = JSON.stringify(answers);
  for (const student of subject.students) {
    const row = rows.find((r) => r.report_id === student.reportId);
    if (hidden) {
      expect(row?.nickname, `the student list shows an alias in state ${state}`).toMatch(/^学员\d+$/);
      expect(text, `no answer names ${student.nickname} while anonymous`).not.toContain(student.nickname);
      expect(text, `no answer holds ${student.mobile} while anonymous`).not.toContain(student.mobile);
    } else {
      expect(row, `the student list names the student in state ${state}`).toMatchObject({
        nickname: student.nickname,
        mobile: student.mobile,
      });
    }
  }
}

export const anonymityPaths = pathEntry({
  machine: anonymity,
  scenarios: [{ input, events }],
  adapter: { start, label, send, check },
});
