import {
  attendanceCellMachine,
  CELL_ACTION_TYPE,
  type CellAction,
  type CellEvent,
  type CellStateValue,
  cellAbilities,
  cellNumbers,
  explainCellRefusal,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { lessonEndsAt } from '../../src/attendance';
import { DEMO_ACCOUNTS } from '../../src/demo/scale';
import { expectAnswerAsMachine, T0 } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * One cell of the attendance matrix of team class 1 (the demo assistant's): each path takes a fresh
 * student of the team class at its last lesson time, starting a day before it; the assistant acts
 * through setAttendance, and the clock moves past the lesson's start (nobody is truant yet) and past
 * its end (an unmarked student is truant).
 */
const TEAM_CLASS = 1;

interface Subject {
  /** The assistant's session, opened at the path's start (the clock moves months from T0). */
  token: string;
  clueId: number;
  timesId: number;
  arrangeTime: number;
  endsAt: number;
}

let setup: { timesId: number; arrangeTime: number; endsAt: number; students: number[] } | undefined;
let next = 0;

const asAssistant = (api: PathsApi, token: string, method: string, path: string, json?: unknown) =>
  api.callAs(token, method, `/assistants${path}`, json);

async function start(api: PathsApi): Promise<Subject> {
  api.setNow(T0);
  const first = (await api.signIn(DEMO_ACCOUNTS.assistant)).token;
  if (!setup) {
    const lessons = (
      await asAssistant(api, first, 'GET', `/teamClass/classTime/list/${TEAM_CLASS}?limit=999999`)
    ).data.list as { id: number; arrange_time: number; time_name: string }[];
    const last = lessons[lessons.length - 1];
    const students = (
      await asAssistant(api, first, 'GET', `/teamClass/student/getTeamClassStudentList/${TEAM_CLASS}`)
    ).data.list as { clue_id: number }[];
    if (!last || students.length === 0) throw new Error(`team class ${TEAM_CLASS} has no lesson or student`);
    setup = {
      timesId: last.id,
      arrangeTime: last.arrange_time,
      endsAt: lessonEndsAt(last.arrange_time, last.time_name),
      students: students.map((s) => s.clue_id),
    };
  }
  api.setNow(setup.arrangeTime - 86_400);
  const clueId = setup.students[next++ % setup.students.length] as number;
  const token = (await api.signIn(DEMO_ACCOUNTS.assistant)).token;
  return { token, clueId, timesId: setup.timesId, arrangeTime: setup.arrangeTime, endsAt: setup.endsAt };
}

const label = (e: CellEvent) =>
  e.type === 'cell.manual'
    ? `manual(${e.remark === '' ? 'no reason' : e.remark.length > 100 ? 'reason 101' : 'reason'})`
    : e.type;

const SUCCESS = '操作成功';

async function send(
  api: PathsApi,
  s: Subject,
  { event, before, accepted }: PathStep<typeof attendanceCellMachine>,
) {
  if (event.type === 'lesson.start') {
    api.setNow(s.arrangeTime + 600);
    return;
  }
  if (event.type === 'lesson.end') {
    api.setNow(s.endsAt + 600);
    return;
  }
  const answer = await asAssistant(api, s.token, 'POST', '/teamClass/classTime/student/setAttendance', {
    class_id: TEAM_CLASS,
    times_id: s.timesId,
    clue_id: s.clueId,
    type: CELL_ACTION_TYPE[event.type],
    remark: event.type === 'cell.manual' ? event.remark : '',
  });
  if (accepted) {
    expectAnswerAsMachine(answer, label(event), { accepted, success: SUCCESS });
    return;
  }
  const refusal = explainCellRefusal(before.value as CellStateValue, event as CellAction);
  expect(refusal, `the machine says why ${label(event)} is refused`).toBeDefined();
  expectAnswerAsMachine(answer, label(event), {
    accepted,
    refusal: refusal ?? { kind: 'conflict', message: '' },
  });
}

async function check(api: PathsApi, s: Subject, snapshot: SnapshotFrom<typeof attendanceCellMachine>) {
  const state = snapshot.value as CellStateValue;
  const answer = await asAssistant(
    api,
    s.token,
    'GET',
    `/teamClass/classTime/student/classAttendance/${TEAM_CLASS}`,
  );
  expect(answer.status, 'the matrix answers').toBe(200);
  const matrix = answer.data as { clue_id: number; times: { id: number }[] }[];
  const cell = matrix.find((r) => r.clue_id === s.clueId)?.times.find((t) => t.id === s.timesId);
  expect(cell, `the matrix cell in state ${state}`).toMatchObject({
    ...cellNumbers(state),
    abilities: cellAbilities(state),
  });
}

const EVENTS: CellEvent[] = [
  { type: 'cell.leave' },
  { type: 'cell.cancelLeave' },
  { type: 'cell.cancelAttendance' },
  { type: 'cell.manual', remark: '迟到补签' },
  { type: 'cell.manual', remark: '' },
  { type: 'cell.manual', remark: '原'.repeat(101) },
];

export const attendanceCellPaths = pathEntry({
  machine: attendanceCellMachine,
  scenarios: [
    {
      input: undefined as never,
      events: (snapshot: SnapshotFrom<typeof attendanceCellMachine>) =>
        snapshot.value === 'open' || snapshot.value === 'openLeave'
          ? [...EVENTS, { type: 'lesson.start' } as const]
          : snapshot.value === 'running' || snapshot.value === 'runningLeave'
            ? [...EVENTS, { type: 'lesson.end' } as const]
            : EVENTS,
    },
  ],
  adapter: { start: (api) => start(api), label, send, check },
});
