import {
  RUBRIC_MESSAGES,
  RUBRIC_STATUS,
  type RubricEvent,
  type RubricStateValue,
  rubricAbilities,
  rubricLifecycle,
  rubricRefusal,
} from '@school/machines';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { expectAnswerAsMachine } from './pathHomework';
import { type PathStep, pathEntry } from './pathSuite';
import type { PathsApi } from './pathsApi';

/**
 * A rubric of the owner's library through the rubric calls: edited (`PUT rubric/{id}`), attached to
 * a short answer of a published homework (`POST hw/publish` with `rubric_id`) and archived (`PUT
 * rubric/archive/{id}`). Each path starts with a fresh rubric; the library's row must show the
 * machine's state as its status and abilities, and every refused event must be refused alike.
 */

const EVENTS: RubricEvent[] = [
  { type: 'rubric.edit' },
  { type: 'rubric.attach' },
  { type: 'rubric.archive' },
];
const CRITERIA = [
  {
    name: '观点',
    levels: [
      { text: '缺失', points: 0 },
      { text: '清楚', points: 5 },
    ],
  },
];

interface Subject {
  id: number;
}

let essay: number | undefined;
let made = 0;

async function shortAnswer(api: PathsApi): Promise<number> {
  if (essay === undefined) {
    const shared = (await api.call('owner', 'POST', '/ques/public', { limit: 100 })).data.list as {
      id: number;
      ques_type: number;
    }[];
    essay = shared.find((q) => q.ques_type === 5)?.id;
  }
  expect(essay, 'the shared bank has a short answer').toBeDefined();
  return essay as number;
}

async function start(api: PathsApi): Promise<Subject> {
  const created = await api.call('owner', 'POST', '/rubric', {
    title: `路径标准${++made}`,
    criteria: CRITERIA,
  });
  expect(created, 'creating the path rubric').toMatchObject({ status: 200 });
  return { id: created.data.id as number };
}

const label = (event: RubricEvent) => event.type.replace('rubric.', '');

const SUCCESS: Record<RubricEvent['type'], string> = {
  'rubric.edit': RUBRIC_MESSAGES.updated,
  'rubric.attach': '作业发布成功',
  'rubric.archive': RUBRIC_MESSAGES.archivedDone,
};

async function call(api: PathsApi, subject: Subject, type: RubricEvent['type']) {
  switch (type) {
    case 'rubric.edit':
      return api.call('owner', 'PUT', `/rubric/${subject.id}`, {
        title: `路径标准改${subject.id}`,
        criteria: CRITERIA,
      });
    case 'rubric.archive':
      return api.call('owner', 'PUT', `/rubric/archive/${subject.id}`);
    case 'rubric.attach': {
      const question = await shortAnswer(api);
      try {
        const homework = await publishPathHomeworkWithRubric(api, question, subject.id);
        return { status: 200, msg: SUCCESS['rubric.attach'], data: homework };
      } catch (refusal) {
        return refusal as { status: number; msg: string; data: unknown };
      }
    }
  }
}

/** Publishes the path homework with the rubric on its short answer; throws the answer when refused. */
async function publishPathHomeworkWithRubric(api: PathsApi, question: number, rubricId: number) {
  const answer = await api.call('owner', 'POST', '/hw/publish', {
    course_basis_id: 4,
    type: 1,
    name: `评分标准路径${rubricId}`,
    ending_time: api.now() + 3 * 86_400,
    is_set_score: 1,
    publish_scope: 2,
    child_course_basis_ids: '6',
    question: JSON.stringify([{ id: question, rubric_id: rubricId }]),
  });
  if (answer.status !== 200) throw answer;
  expect(answer.msg).toBe(SUCCESS['rubric.attach']);
  return answer.data;
}

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof rubricLifecycle>,
) {
  const answer = await call(api, subject, event.type);
  const refusal = rubricRefusal(before.value as RubricStateValue, event.type);
  expect(refusal === undefined, `the refusal table agrees with the machine on ${label(event)}`).toBe(
    accepted,
  );
  expectAnswerAsMachine(
    answer,
    label(event),
    refusal ? { accepted: false, refusal } : { accepted: true, success: SUCCESS[event.type] },
  );
}

async function check(api: PathsApi, subject: Subject, snapshot: SnapshotFrom<typeof rubricLifecycle>) {
  const state = snapshot.value as RubricStateValue;
  const list = await api.call('owner', 'GET', `/rubric?limit=100&status=${RUBRIC_STATUS[state]}`);
  const row = (list.data.list as { id: number }[]).find((r) => r.id === subject.id);
  expect(row, `the library row in state ${state}`).toMatchObject({
    id: subject.id,
    status: RUBRIC_STATUS[state],
    abilities: rubricAbilities(state),
  });
}

export const rubricPaths = pathEntry({
  machine: rubricLifecycle,
  scenarios: [{ input: undefined, events: () => EVENTS }],
  adapter: { start, label, send, check },
});
