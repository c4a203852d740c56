import {
  explainEvaluationRefusal,
  explainLeaveRefusal,
  SESSION_MESSAGES,
  SESSION_STATUS,
  type SessionContext,
  type SessionEvent,
  type SessionStateValue,
  sessionAbilities,
  sessionStatus,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { DAY, expectAnswerAsMachine } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * A lesson session of team classes 2 and 3 (taught by teachers 13800100001 and 13800100002), one
 * fresh lesson per path, starting a day before it. The model's times are relative to the lesson's
 * start (a lesson lasts 90 minutes); a tick moves the API's clock there. A tick the machine ignores
 * changes nothing (time does not run backwards). After every step the teacher's 101-character
 * evaluation of a student is refused as the evaluation rules say for that state.
 */
const LESSON = 90 * 60;
const CONTEXT: SessionContext = { startsAt: 0, endsAt: LESSON, classType: 1 };
const TEACHERS = ['13800100001', '13800100002'];

interface Subject {
  token: string;
  id: number;
  arrangeTime: number;
  teachingMode: number;
  student: number;
}

let pool: { mobile: string; id: number; arrangeTime: number }[] | undefined;

async function start(api: PathsApi): Promise<Subject> {
  if (!pool) {
    pool = [];
    for (const mobile of TEACHERS) {
      const { token } = await api.signIn(mobile);
      const list = (await api.callAs(token, 'GET', '/lector/classTime/sessions?limit=100')).data.list as {
        id: number;
        arrange_time: number;
      }[];
      pool.push(...list.map((s) => ({ mobile, id: s.id, arrangeTime: s.arrange_time })));
    }
  }
  const lesson = pool.shift();
  if (!lesson) throw new Error('no lesson left for a session status path');
  api.setNow(lesson.arrangeTime - DAY);
  const { token } = await api.signIn(lesson.mobile);
  const detail = (await api.callAs(token, 'GET', `/lector/teacherSchedule/detailClassTime/${lesson.id}`))
    .data;
  const students = (
    await api.callAs(token, 'GET', `/lector/teacherSchedule/getClassTimeStudent/${lesson.id}`)
  ).data as { clue_id: number }[];
  return {
    token,
    id: lesson.id,
    arrangeTime: lesson.arrangeTime,
    teachingMode: detail.teaching_mode,
    student: students[0]?.clue_id ?? 0,
  };
}

const label = (e: SessionEvent) =>
  e.type === 'clock.tick'
    ? `tick(${e.now === 0 ? 'start' : e.now === LESSON ? 'end' : 'before start'})`
    : `leave(${e.role})`;

async function send(api: PathsApi, s: Subject, { event, before, accepted }: PathStep<typeof sessionStatus>) {
  if (event.type === 'clock.tick') {
    if (accepted) api.setNow(s.arrangeTime + event.now);
    return;
  }
  const answer = await api.callAs(s.token, 'GET', `/lector/teacherSchedule/leave/${s.id}`);
  if (accepted) {
    expectAnswerAsMachine(answer, label(event), { accepted, success: SESSION_MESSAGES.leaveSuccess });
    return;
  }
  const refusal = explainLeaveRefusal(before.value as SessionStateValue, CONTEXT, event.role);
  expect(refusal, `the rules say why ${label(event)} is refused`).toBeDefined();
  expectAnswerAsMachine(answer, label(event), {
    accepted,
    refusal: refusal ?? { kind: 'conflict', message: '' },
  });
}

async function check(api: PathsApi, s: Subject, snapshot: SnapshotFrom<typeof sessionStatus>) {
  const state = snapshot.value as SessionStateValue;
  const detail = await api.callAs(s.token, 'GET', `/lector/teacherSchedule/detailClassTime/${s.id}`);
  expect(detail.status, 'the detail answers').toBe(200);
  const abilities = sessionAbilities(state, CONTEXT, {
    role: 'teacher',
    teachingMode: s.teachingMode,
    homeworkModule: 1,
  });
  expect(detail.data, `the session in state ${state}`).toMatchObject({
    status: SESSION_STATUS[state],
    abilities: {
      leave: abilities.leave,
      enter_live: abilities.enter_live,
      homework_tab: abilities.homework_tab,
    },
  });
  const remark = '评'.repeat(101);
  const evaluate = await api.callAs(s.token, 'PUT', `/lector/teacherSchedule/teacherRemark/${s.id}`, {
    clue_id: s.student,
    remark,
  });
  const refusal = explainEvaluationRefusal(state, { role: 'teacher', evaluated: false, remark });
  expectAnswerAsMachine(evaluate, `a 101-character evaluation when ${state}`, {
    accepted: false,
    refusal: refusal ?? { kind: 'conflict', message: '' },
  });
}

const EVENTS: SessionEvent[] = [
  { type: 'clock.tick', now: -60 },
  { type: 'clock.tick', now: 0 },
  { type: 'clock.tick', now: LESSON },
  { type: 'session.leave', role: 'teacher' },
];

export const sessionStatusPaths = pathEntry({
  machine: sessionStatus,
  scenarios: [{ input: CONTEXT, events: () => EVENTS }],
  adapter: { start: (api) => start(api), label, send, check },
});
