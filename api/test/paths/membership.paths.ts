import {
  isUserAddOf,
  type MembershipEvent,
  type MembershipStateValue,
  membership,
  membershipAbilities,
  membershipRefusal,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { expectAnswerAsMachine } from './pathHomework';
import { type PathScenario, type PathStep, pathEntry } from './pathSuite';
import type { Answer, PathsApi } from './pathsApi';

/**
 * One user's membership of a circle through the community calls: a teacher on /api/lector and a
 * student on /api/app. Each path uses demo circle 3 (英语角, no demo members); `start` leaves it first
 * when a previous path ended inside, which the API shows as not joined, as the machine's start state.
 */

const GROUP = 3;
const STUDENT = '13900000121';
const EVENTS: MembershipEvent[] = [{ type: 'group.join' }, { type: 'group.leave' }];

type Who = 'teacher' | 'student';
interface Subject {
  call: (method: string, path: string) => Promise<Answer>;
}

const scenario = (who: Who): PathScenario<typeof membership> => ({
  name: `as a ${who}`,
  input: undefined,
  events: () => EVENTS,
});

async function start(api: PathsApi, scenario: PathScenario<typeof membership>): Promise<Subject> {
  let subject: Subject;
  if (scenario.name === 'as a student') {
    const { token } = await api.signIn(STUDENT);
    subject = { call: (method, path) => api.callAs(token, method, `/app${path}`) };
  } else {
    subject = { call: (method, path) => api.call('owner', method, path) };
  }
  const detail = await subject.call('GET', `/community/group/detail/${GROUP}`);
  if (detail.data?.is_user_add === 1) await subject.call('GET', `/community/group/outGroup/${GROUP}`);
  return subject;
}

const PATH_OF: Record<MembershipEvent['type'], string> = {
  'group.join': `/community/group/addGroup/${GROUP}`,
  'group.leave': `/community/group/outGroup/${GROUP}`,
};
const SUCCESS: Record<MembershipEvent['type'], string> = {
  'group.join': '加入成功！',
  'group.leave': '退出成功！',
};
const label = (event: MembershipEvent) => event.type.replace('group.', '');

async function send(
  _api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof membership>,
) {
  const answer = await subject.call('GET', PATH_OF[event.type]);
  const refusal = membershipRefusal(before.value as MembershipStateValue, event.type);
  expect(refusal === undefined, `the refusal table agrees with the machine on ${label(event)}`).toBe(
    accepted,
  );
  expectAnswerAsMachine(
    answer,
    label(event),
    refusal ? { accepted: false, refusal } : { accepted: true, success: SUCCESS[event.type] },
  );
}

async function check(_api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof membership>) {
  const state = snapshot.value as MembershipStateValue;
  const detail = await subject.call('GET', `/community/group/detail/${GROUP}`);
  expect(detail.data, `the circle as the user sees it in state ${state}`).toMatchObject({
    id: GROUP,
    is_user_add: isUserAddOf(state),
    abilities: membershipAbilities(state),
  });
  const mine = await subject.call('GET', '/community/group/myGroup?limit=50');
  const ids = (mine.data.list as { id: number }[]).map((g) => g.id);
  expect(ids.includes(GROUP), `my circles in state ${state}`).toBe(state === 'member');
}

export const membershipPaths = pathEntry({
  machine: membership,
  scenarios: [scenario('teacher'), scenario('student')],
  adapter: { start, label, send, check },
});
