import {
  explainHomeworkRefusal,
  type HomeworkLifecycleContext,
  type HomeworkLifecycleEvent,
  type HomeworkStateValue,
  homeworkAbilities,
  homeworkLifecycle,
  ROW_ACTION_MESSAGES,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { DAY, DEADLINE, expectAnswerAsMachine, HOUR, publishPathHomework, SOON, T0 } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { PathAccount, PathsApi } from './pathsApi';

/**
 * The homework lifecycle through hw/class/publish, hw/update/ending_time and hw/withdraw. Each path
 * starts from a homework the owner publishes on course 4 to class 5 of her classes 2 and 5 (scope 2,
 * child course 6), so it can be continued to class 2. Actor ids and class ids are the demo school's;
 * `start` checks them.
 */

const PAST_DEADLINE = DEADLINE + HOUR;
const LATER = T0 + 5 * DAY;

const ACTORS: Record<PathAccount, { id: string; canDispatch: boolean }> = {
  owner: { id: '2', canDispatch: true },
  otherTeacher: { id: '3', canDispatch: true },
  noDispatch: { id: '5', canDispatch: false },
};
const { owner, otherTeacher, noDispatch } = ACTORS;
const accountOf = (actorId: string) =>
  (Object.keys(ACTORS) as PathAccount[]).find((k) => ACTORS[k].id === actorId) as PathAccount;

const input: HomeworkLifecycleContext = {
  ownerId: owner.id,
  publishType: 2,
  arranged: false,
  classIds: ['2', '5'],
  publishedClassIds: ['5'],
  endingTime: DEADLINE,
};

/** Every event the paths try in every state, accepted or refused. */
const EVENTS: HomeworkLifecycleEvent[] = [
  { type: 'homework.publishMore', actor: owner, now: SOON, classIds: ['2'] },
  { type: 'homework.publishMore', actor: otherTeacher, now: SOON, classIds: ['2'] },
  { type: 'homework.publishMore', actor: owner, now: SOON, classIds: ['5'] },
  { type: 'homework.publishMore', actor: owner, now: PAST_DEADLINE, classIds: ['2'] },
  { type: 'homework.adjustDeadline', actor: owner, now: SOON, endingTime: LATER },
  { type: 'homework.adjustDeadline', actor: owner, now: SOON, endingTime: T0 - 2 * DAY },
  { type: 'homework.adjustDeadline', actor: owner, now: PAST_DEADLINE, endingTime: LATER + DAY },
  { type: 'homework.adjustDeadline', actor: noDispatch, now: SOON, endingTime: LATER },
  { type: 'homework.recall', actor: otherTeacher, now: SOON },
  { type: 'homework.recall', actor: noDispatch, now: SOON },
  { type: 'homework.recall', actor: owner, now: SOON },
];

interface Subject {
  id: number;
  name: string;
}

let questionId: number | undefined;

async function publish(api: PathsApi): Promise<Subject> {
  if (questionId === undefined) {
    const shared = await api.call('owner', 'POST', '/ques/public', { limit: 1 });
    questionId = shared.data.list[0].id as number;
  }
  const subject = await publishPathHomework(api, '路径作业', [questionId]);
  for (const who of Object.keys(ACTORS) as PathAccount[])
    expect(String(api.accounts[who].id), `the demo school's ${who}`).toBe(ACTORS[who].id);
  return subject;
}

const SUCCESS: Record<HomeworkLifecycleEvent['type'], string> = {
  'homework.publishMore': ROW_ACTION_MESSAGES.published,
  'homework.adjustDeadline': ROW_ACTION_MESSAGES.adjusted,
  'homework.recall': ROW_ACTION_MESSAGES.recalled,
};

function restCall(event: HomeworkLifecycleEvent, id: number): [method: string, path: string] {
  switch (event.type) {
    case 'homework.publishMore':
      return ['GET', `/hw/class/publish/${id}/${event.classIds.join(',')}`];
    case 'homework.adjustDeadline':
      return ['PUT', `/hw/update/ending_time/${id}/${event.endingTime}`];
    case 'homework.recall':
      return ['GET', `/hw/withdraw/${id}`];
    default:
      return event satisfies never;
  }
}

function label(event: HomeworkLifecycleEvent): string {
  const who = accountOf(event.actor.id);
  const late = event.now > DEADLINE ? ', past deadline' : '';
  const what =
    event.type === 'homework.publishMore'
      ? ` to ${event.classIds.join(',')}`
      : event.type === 'homework.adjustDeadline'
        ? ` to ${event.endingTime < T0 ? 'too early' : 'later'}`
        : '';
  return `${event.type.replace('homework.', '')}(${who}${what}${late})`;
}

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof homeworkLifecycle>,
) {
  api.setNow(event.now);
  const [method, path] = restCall(event, subject.id);
  const answer = await api.call(accountOf(event.actor.id), method, path);
  expectAnswerAsMachine(
    answer,
    `${label(event)}: ${method} ${path}`,
    accepted
      ? { accepted, success: SUCCESS[event.type] }
      : { accepted, refusal: explainHomeworkRefusal(String(before.value), before.context, event) },
  );
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof homeworkLifecycle>) {
  const state = snapshot.value as HomeworkStateValue;
  const { context } = snapshot;
  for (const who of Object.keys(ACTORS) as PathAccount[]) {
    const account = api.accounts[who];
    const list = await api.call(
      who,
      'GET',
      `/hw/index?show_other=1&name=${encodeURIComponent(subject.name)}`,
    );
    const rows = (list.data?.list ?? []).filter((r: { id: number }) => r.id === subject.id);
    expect(rows, `${who} sees the homework in the list`).toHaveLength(1);
    const viewer = {
      id: String(account.id),
      canDispatch: account.canDispatch,
      canCorrect: account.canCorrect,
    };
    expect(rows[0], `the list row ${who} sees in state ${state}`).toMatchObject({
      status: state === 'recalled' ? 2 : 1,
      class_count: context.classIds.length,
      published_class_count: context.publishedClassIds.length,
      publish_type: context.publishType,
      ending_time: context.endingTime,
      is_owner: account.id === Number(context.ownerId) ? 1 : 0,
      abilities: homeworkAbilities(state, context, viewer, api.now(), true),
    });
  }
  const classes = await api.call('owner', 'GET', `/hw/class/published/${subject.id}`);
  const published = classes.data.filter((c: { is_published: number }) => c.is_published === 1);
  expect(
    {
      all: classes.data.map((c: { id: number }) => String(c.id)),
      published: published.map((c: { id: number }) => String(c.id)),
    },
    'the homework classes, reached or not',
  ).toEqual({ all: [...context.classIds].sort(), published: [...context.publishedClassIds].sort() });
}

export const homeworkLifecyclePaths = pathEntry({
  machine: homeworkLifecycle,
  scenarios: [{ input, events: () => EVENTS }],
  adapter: { start: publish, label, send, check },
});
