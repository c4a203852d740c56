import {
  explainOpStatusRefusal,
  OP_STATUS,
  type OpStatusAction,
  type OpStatusEvent,
  type OpStatusValue,
  opStatusAbilities,
  opStatusMachine,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { expectAnswerAsMachine, T0 } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import { PATH_ACCOUNTS, type PathsApi } from './pathsApi';

/**
 * One student's op_status of one course period of class 2 (the owner's class), for an in-person
 * course and a live one. Each path takes a fresh student of the class and the course's last period,
 * starting an hour before it begins: the student asks leave through the student app, the owner
 * approves, rejects and cancels it, marks attendance; study and the clock bring attended and absent.
 */
/** The owner's classes; each scenario takes the first with a course of its kind. */
const CLASSES = [2, 5];

interface Subject {
  classId: number;
  /** The owner's session, opened at the path's start (the clock moves months from T0). */
  owner: string;
  uid: number;
  token: string;
  courseId: number;
  periodId: number;
  start: number;
  end: number;
}

const targets = new Map<
  number,
  { classId: number; courseId: number; periodId: number; start: number; end: number }
>();
const students = new Map<number, { uid: number; mobile: string }[]>();
let next = 0;

const lector = (api: PathsApi, token: string, method: string, path: string, json?: unknown) =>
  api.callAs(token, method, `/lector${path}`, json);

async function target(api: PathsApi, courseType: number) {
  const known = targets.get(courseType);
  if (known) return known;
  const s = { owner: api.accounts.owner.token };
  let course: { course_id?: number; id: number; course_type: number } | undefined;
  let classOf = 0;
  for (const classId of CLASSES) {
    const answer = await lector(api, s.owner, 'GET', `/stateschoolcourse?class_id=${classId}&limit=100`);
    if (answer.status !== 200) throw new Error(`courses of class ${classId}: ${answer.status} ${answer.msg}`);
    const courses = answer.data.list as { course_id?: number; id: number; course_type: number }[];
    // Live kinds (1, 2, 3, 4, 15, 16) behave alike: any of them stands for the live scenario.
    course = courses.find((c) =>
      courseType === 7 ? c.course_type === 7 : [1, 2, 3, 4, 15, 16].includes(c.course_type),
    );
    classOf = classId;
    if (course) break;
  }
  if (!course) throw new Error(`classes ${CLASSES.join(', ')} take no course of type ${courseType}`);
  const courseId = course.course_id ?? course.id;
  const periods = (
    await lector(api, s.owner, 'GET', `/stateschoolcourse/studyperiods/${courseId}/${classOf}`)
  ).data as {
    id: number;
    start_play: number;
    total_time: number;
  }[];
  const last = periods[periods.length - 1];
  if (!last) throw new Error(`course ${courseId} has no period`);
  const found = {
    classId: classOf,
    courseId,
    periodId: last.id,
    start: last.start_play,
    end: last.start_play + last.total_time,
  };
  targets.set(courseType, found);
  return found;
}

async function start(api: PathsApi, courseType: number): Promise<Subject> {
  api.setNow(T0);
  const t = await target(api, courseType);
  const s = { owner: api.accounts.owner.token };
  const list =
    students.get(t.classId) ??
    (
      (
        await lector(
          api,
          s.owner,
          'GET',
          `/stateschoolcourse/studystudents/${t.courseId}/${t.classId}?period_id=${t.periodId}`,
        )
      ).data as {
        uid: number;
        mobile: string;
      }[]
    ).map(({ uid, mobile }) => ({ uid, mobile }));
  students.set(t.classId, list);
  const student = list[next++ % list.length];
  if (!student) throw new Error(`class ${t.classId} has no student`);
  api.setNow(t.start - 3_600);
  const account = await api.signIn(student.mobile);
  const owner = await api.signIn(PATH_ACCOUNTS.owner);
  return { owner: owner.token, uid: student.uid, token: account.token, ...t };
}

const label = (e: OpStatusEvent) =>
  e.type === 'leave.request'
    ? `leave(${e.byStaff ? 'staff' : 'student'})`
    : e.type === 'attendance.mark'
      ? `mark(${e.reason.length > 100 ? 'reason 101' : 'reason'})`
      : e.type;

const SUCCESS: Record<OpStatusAction['type'], string> = {
  'leave.request': '请假成功',
  'leave.approve': '操作成功',
  'leave.reject': '操作成功',
  'leave.cancel': '取消请假成功',
  'leave.withdraw': '取消请假成功',
  'attendance.cancel': '操作成功',
  'attendance.mark': '操作成功',
};

async function row(api: PathsApi, s: Subject) {
  const list = (
    await lector(
      api,
      s.owner,
      'GET',
      `/stateschoolcourse/studystudents/${s.courseId}/${s.classId}?period_id=${s.periodId}`,
    )
  ).data as {
    uid: number;
    op_status: number;
    leave_id: number;
    abilities: unknown;
  }[];
  return list.find((r) => r.uid === s.uid);
}

async function send(
  api: PathsApi,
  s: Subject,
  { event, before, accepted }: PathStep<typeof opStatusMachine>,
) {
  const body = { uid: s.uid, class_id: s.classId, course_id: s.courseId, course_periods_id: s.periodId };
  if (event.type === 'period.end') {
    api.setNow(s.end + 600);
    return;
  }
  if (event.type === 'study.attend') {
    api.setNow(s.start + 600);
    const slice = Math.floor(s.start / 300) * 300;
    const answer = await api.callAs(s.token, 'POST', '/app/study/progress', {
      period_id: s.periodId,
      slice_start: slice,
      seconds: Math.min(300, s.start + 600 - slice),
      position: 300,
      mode: s.courseId && before.context.courseType === 7 ? 3 : 1,
    });
    expect(answer.status, 'the study slice is recorded').toBe(200);
    return;
  }
  let answer: { status: number; msg: string };
  switch (event.type) {
    case 'leave.request':
      answer = event.byStaff
        ? await lector(api, s.owner, 'POST', '/leave', { ...body, leave_cause: '家中有事' })
        : await api.callAs(s.token, 'POST', '/app/leave', {
            course_id: s.courseId,
            course_periods_id: s.periodId,
            leave_cause: '生病',
          });
      if (!event.byStaff && accepted) {
        expect(answer, 'the student asks leave').toMatchObject({ status: 200, msg: '请假申请已提交' });
        return;
      }
      break;
    case 'leave.approve':
    case 'leave.reject': {
      const leaveId = (await row(api, s))?.leave_id;
      answer = await lector(api, s.owner, 'PUT', `/leave/setOpStatus/${leaveId}`, {
        op_status: event.type === 'leave.approve' ? 2 : 3,
      });
      break;
    }
    case 'leave.cancel':
      answer = await lector(api, s.owner, 'POST', '/leave/cancel', body);
      break;
    case 'leave.withdraw':
      answer = await api.callAs(s.token, 'POST', '/app/leave/cancel', {
        course_id: s.courseId,
        course_periods_id: s.periodId,
      });
      break;
    case 'attendance.cancel':
      answer = await lector(api, s.owner, 'POST', '/leave/attendance', { ...body, op_status: 5 });
      break;
    case 'attendance.mark':
      answer = await lector(api, s.owner, 'POST', '/leave/attendance', {
        ...body,
        op_status: 0,
        reason: event.reason,
      });
      break;
  }
  if (accepted) {
    expectAnswerAsMachine(answer, label(event), { accepted, success: SUCCESS[event.type] });
    return;
  }
  const refusal = explainOpStatusRefusal(before.value as OpStatusValue, before.context, event);
  expect(refusal, `the machine says why ${label(event)} is refused`).toBeDefined();
  expectAnswerAsMachine(answer, label(event), {
    accepted,
    refusal: refusal ?? { kind: 'conflict', message: '' },
  });
}

async function check(api: PathsApi, s: Subject, snapshot: SnapshotFrom<typeof opStatusMachine>) {
  const state = snapshot.value as OpStatusValue;
  expect(await row(api, s), `the attendance detail in state ${state}`).toMatchObject({
    op_status: OP_STATUS[state],
    abilities: opStatusAbilities(state, snapshot.context.courseType),
  });
}

const LEAVE_STATES: OpStatusValue[] = ['requested', 'approved', 'rejected', 'cancelled'];
const LONG_REASON = '原'.repeat(101);

const scenario = (name: string, courseType: number) => ({
  name,
  input: { courseType },
  events: (snapshot: SnapshotFrom<typeof opStatusMachine>): OpStatusEvent[] => {
    const state = snapshot.value as OpStatusValue;
    const events: OpStatusEvent[] = [
      { type: 'leave.request', byStaff: true },
      { type: 'leave.cancel' },
      { type: 'leave.withdraw' },
      { type: 'attendance.cancel' },
      { type: 'attendance.mark', reason: '线下签到漏记' },
      { type: 'attendance.mark', reason: LONG_REASON },
    ];
    if (state === 'none')
      events.push(
        { type: 'leave.request', byStaff: false },
        { type: 'study.attend' },
        { type: 'period.end' },
      );
    if (LEAVE_STATES.includes(state)) events.push({ type: 'leave.approve' }, { type: 'leave.reject' });
    return events;
  },
});

export const opStatusPaths = pathEntry({
  machine: opStatusMachine,
  scenarios: [scenario('in person', 7), scenario('live', 2)],
  adapter: {
    start: (api, scenario) => start(api, scenario.input.courseType),
    label,
    send,
    check,
  },
});
