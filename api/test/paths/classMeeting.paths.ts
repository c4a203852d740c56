import {
  type ClassMeetingAction,
  type ClassMeetingEvent,
  type ClassMeetingState,
  classMeeting,
  LIVE_STATUS,
  MEETING_MESSAGES,
  meetingAbilities,
  meetingRefusal,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { expectAnswerAsMachine } from './pathHomework';
import { type PathScenario, type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * One class meeting of class 2, headed by the paths' owner, through the meeting calls: the owner
 * edits, deletes and looks at its statistics, a student of the class joins from the app, and the
 * clock moves it from upcoming to live to ended. Each path creates its meeting an hour ahead of now.
 */
const CLASS = 2;
const ACTIONS: ClassMeetingAction[] = [
  'meeting.edit',
  'meeting.delete',
  'meeting.join',
  'meeting.viewStatistics',
];

interface Subject {
  id: number;
  start: number;
  end: number;
  student: string;
  joined: boolean;
}

let student: string | undefined;
async function studentToken(api: PathsApi): Promise<string> {
  if (student) return student;
  const list = await api.call('owner', 'GET', `/stateschoolstudent?class_id=${CLASS}&status=1&limit=1`);
  const mobile = list.data?.list?.[0]?.mobile as string | undefined;
  if (!mobile) throw new Error(`class ${CLASS} has no student in class`);
  student = (await api.signIn(mobile)).token;
  return student;
}

const form = (s: { start: number; end: number }, name = '路径班会') => ({
  meeting_name: name,
  start_time: s.start,
  end_time: s.end,
  teacher_name: '廖老师',
  room_id: 'P-1',
});

const scenario: PathScenario<typeof classMeeting> = {
  input: undefined,
  events: (snapshot) => {
    const events: ClassMeetingEvent[] = ACTIONS.map((type) => ({ type }) as ClassMeetingEvent);
    // Time only moves forward: start is offered while upcoming, end while live.
    if (snapshot.value === 'upcoming') events.push({ type: 'meeting.start' });
    if (snapshot.value === 'live') events.push({ type: 'meeting.end' });
    return events;
  },
};

async function start(api: PathsApi): Promise<Subject> {
  const begin = api.now() + 3600;
  const times = { start: begin, end: begin + 3600 };
  const created = await api.call('owner', 'POST', '/class/meeting', { class_id: CLASS, ...form(times) });
  if (created.status !== 200) throw new Error(`meeting of class ${CLASS}: ${created.status} ${created.msg}`);
  return { id: created.data.id, ...times, student: await studentToken(api), joined: false };
}

const SUCCESS: Record<ClassMeetingAction, string> = {
  'meeting.edit': MEETING_MESSAGES.updated,
  'meeting.delete': MEETING_MESSAGES.deleted,
  'meeting.join': MEETING_MESSAGES.joined,
  'meeting.viewStatistics': 'ok',
};

async function send(api: PathsApi, s: Subject, { event, before, accepted }: PathStep<typeof classMeeting>) {
  if (event.type === 'meeting.start') return api.setNow(s.start);
  if (event.type === 'meeting.end') return api.setNow(s.end);
  const action = event.type;
  const answer =
    action === 'meeting.edit'
      ? await api.call('owner', 'PUT', `/class/meeting/${s.id}`, form(s, '路径班会（改）'))
      : action === 'meeting.delete'
        ? await api.call('owner', 'DELETE', `/class/meeting/${s.id}`)
        : action === 'meeting.join'
          ? await api.callAs(s.student, 'POST', `/app/meeting/join/${s.id}`)
          : await api.call('owner', 'GET', `/class/meeting/statistics/${s.id}`);
  const refusal = meetingRefusal(before.value as ClassMeetingState, action);
  expect(refusal === undefined, `the refusal table agrees with the machine on ${action}`).toBe(accepted);
  expectAnswerAsMachine(
    answer,
    action,
    refusal ? { accepted: false, refusal } : { accepted: true, success: SUCCESS[action] },
  );
  if (action === 'meeting.join' && accepted) s.joined = true;
}

async function check(api: PathsApi, s: Subject, snapshot: SnapshotFrom<typeof classMeeting>) {
  const state = snapshot.value as ClassMeetingState;
  const list = await api.call('owner', 'GET', `/class/meeting/lists/${CLASS}?limit=1000`);
  const row = (list.data.list as { id: number }[]).find((m) => m.id === s.id);
  if (state === 'deleted') {
    expect(row, 'a deleted meeting leaves the tab').toBeUndefined();
    return;
  }
  expect(row, `the meeting's row in state ${state}`).toMatchObject({
    live_status: LIVE_STATUS[state],
    join_num: s.joined ? 1 : 0,
    abilities: meetingAbilities({ headTeacher: true }, state),
  });
}

export const classMeetingPaths = pathEntry({
  machine: classMeeting,
  scenarios: [scenario],
  adapter: { start, label: (e: ClassMeetingEvent) => e.type.replace('meeting.', ''), send, check },
});
