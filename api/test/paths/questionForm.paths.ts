import {
  firstQuestionMessage,
  type QuestionDraft,
  type QuestionFormEvent,
  type QuestionOption,
  questionForm,
  questionIssues,
} from '@school/machines';
import { type QuestionFormScenario, questionFormScenarios } from '@school/machines/testing';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { type PathScenario, type PathStep, pathEntry } from './pathSuite';
import type { Answer, PathsApi } from './pathsApi';

/**
 * The question form through ques/add and ques/update, as the owner teacher. A save the machine
 * refuses must be refused by the API with the same first message (400); a save it sends must be
 * stored as drafted; after every step the owner's bank holds exactly the questions the form saved.
 */

type Snapshot = SnapshotFrom<typeof questionForm>;

interface Subject {
  /** The owner's question count before the path. */
  baseline: number;
  /** The question an edit scenario edits. */
  editId: number | undefined;
  lastSave: Answer | undefined;
}

const restOptions = (options: readonly QuestionOption[]) =>
  options.map((o) => ({ id: o.id, content: o.content, is_right: o.isRight ? 1 : 2 }));

/** The draft as the REST body the screen's save sends (the spec's field names). */
const restBody = (draft: QuestionDraft) => ({
  ques_type: draft.quesType ?? '',
  ques_stem: draft.stem,
  ques_option: JSON.stringify(restOptions(draft.options)),
  right_answer: draft.rightAnswer,
  ques_analysis: draft.analysis,
  facility_value: draft.facilityValue ?? '',
  remark: draft.remark,
  ques_item: JSON.stringify(
    draft.items.map((item) => ({
      id: item.id,
      ques_type: item.quesType ?? '',
      ques_stem: item.stem,
      ques_option: restOptions(item.options),
      right_answer: item.rightAnswer,
      ques_analysis: item.analysis,
    })),
  ),
  point_ids: draft.pointIds.join(','),
});

const bankSize = async (api: PathsApi) =>
  (await api.call('owner', 'GET', '/ques/index?limit=1')).data.total as number;

/** What the path suite offers in each state: the scenario's edits, the removal answers, the save's answer. */
const offered =
  (scenario: QuestionFormScenario) =>
  (s: Snapshot): QuestionFormEvent[] => [
    ...(s.matches('editing') ? scenario.events(s) : []),
    ...(s.matches('confirmingRemoval')
      ? [{ type: 'removal.confirm' } as const, { type: 'removal.cancel' } as const]
      : []),
    // The API's own answer: a failing server cannot be produced on purpose (see notDrivable).
    ...(s.matches('saving') ? [saved] : []),
  ];

/** The persist call's answer: saved, with an id (which one the API chose is checked in `send`). */
const saved = { type: 'xstate.done.actor.persist', output: 42 } as unknown as QuestionFormEvent;

const scenarioOf = new Map<PathScenario<typeof questionForm>, QuestionFormScenario>();
const scenarios = questionFormScenarios.map((scenario) => {
  const entry: PathScenario<typeof questionForm> = {
    name: scenario.name,
    input: scenario.input,
    events: offered(scenario),
  };
  scenarioOf.set(entry, scenario);
  return entry;
});

async function start(api: PathsApi, scenario: PathScenario<typeof questionForm>): Promise<Subject> {
  let editId: number | undefined;
  if (scenario.input.mode === 'edit' && scenario.input.draft) {
    const created = await api.call('owner', 'POST', '/ques/add', restBody(scenario.input.draft));
    expect(created.status, 'creating the question to edit').toBe(200);
    editId = created.data.id;
  }
  return { baseline: await bankSize(api), editId, lastSave: undefined };
}

async function send(
  api: PathsApi,
  subject: Subject,
  { event, before, accepted }: PathStep<typeof questionForm>,
) {
  if ((event.type as string) === saved.type) {
    expect(subject.lastSave?.status, 'the form hears success only when the API saved').toBe(200);
    return;
  }
  if (event.type !== 'question.save' || !accepted) return;
  const { draft, mode } = before.context;
  const answer =
    mode === 'add'
      ? await api.call('owner', 'POST', '/ques/add', restBody(draft))
      : await api.call('owner', 'PUT', `/ques/update/${subject.editId}`, restBody(draft));
  subject.lastSave = answer;
  const issues = questionIssues(draft);
  if (issues.length > 0) {
    expect(
      { status: answer.status, msg: answer.msg },
      'a draft the form refuses, the API refuses alike',
    ).toEqual({
      status: 400,
      msg: firstQuestionMessage(issues),
    });
    return;
  }
  expect({ status: answer.status, msg: answer.msg }, 'a draft the form sends is saved').toEqual({
    status: 200,
    msg: mode === 'add' ? '添加成功' : '编辑成功',
  });
  const id = mode === 'add' ? answer.data.id : subject.editId;
  const shown = (await api.call('owner', 'GET', `/ques/show/${id}`)).data[0];
  expect(shown, 'the saved question is the draft').toMatchObject({
    ques_type: draft.quesType,
    ques_stem: draft.stem,
    ques_option: restOptions(draft.options),
    right_answer: draft.rightAnswer,
    ques_analysis: draft.analysis,
    facility_value: draft.facilityValue,
    remark: draft.remark,
    ques_item: draft.items.map((item) => ({ ques_type: item.quesType, ques_stem: item.stem })),
  });
}

async function check(api: PathsApi, subject: Subject, snapshot: Snapshot) {
  const { mode, addedCount } = snapshot.context;
  const sent = snapshot.matches('saving') || snapshot.matches('saved') ? 1 : 0;
  const expected = subject.baseline + (mode === 'add' ? addedCount + sent : 0);
  expect(await bankSize(api), `the bank holds the questions the form saved (${String(snapshot.value)})`).toBe(
    expected,
  );
}

const label = (event: QuestionFormEvent) => {
  const { type, ...rest } = event;
  const detail = Object.entries(rest)
    .map(([k, v]) => `${k}=${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' ');
  return detail ? `${type}(${detail})` : type;
};

export const questionFormPaths = pathEntry({
  machine: questionForm,
  scenarios,
  adapter: { start, send, check, label },
  // Paths that end in a call to the API; one that saved earlier and then only edited adds nothing.
  drives: (events) => ['question.save', saved.type].includes(events.at(-1)?.type ?? ''),
  notDrivable: {
    'saving --xstate.error.actor.persist-->': 'the real API does not fail a valid save on demand',
  },
});
