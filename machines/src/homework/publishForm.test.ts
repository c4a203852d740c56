import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { answeredCalls, isCallAnswer } from '../testing/answeredCalls';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import {
  type PublishFormContext,
  type PublishFormEmitted,
  type PublishFormEvent,
  type PublishFormInput,
  publishForm,
  publishPayload,
} from './publishForm';
import { PUBLISH_MESSAGES, type PublishForm } from './publishRules';
import { type FormQuestion, isMaterial, materialScore } from './questionList';

const NOW = 1_800_000_000;
const single: FormQuestion = { id: 1, type: 1, stem: '单选', score: 5 };
const material: FormQuestion = {
  id: 2,
  type: 6,
  stem: '材料',
  items: [
    { id: 21, type: 1, stem: '小题一' },
    { id: 22, type: 5, stem: '小题二', score: 3 },
  ],
};
const essay: FormQuestion = { id: 3, type: 5, stem: '简答' };

const input: PublishFormInput = {
  info: {
    course_basis_id: 1,
    type: 1,
    name: '第一次作业',
    ending_time: NOW + 86_400,
    is_set_score: 2,
    publish_scope: 3,
  },
  questions: [single, material],
};

const facts = { now: NOW, hasChildCourses: false };

/** Every event the model tries in every state, accepted or refused. */
const events: PublishFormEvent[] = [
  { type: 'question.toggle', id: 1 },
  { type: 'question.toggle', id: 3 },
  { type: 'selection.set', ids: [2, 3] },
  { type: 'selection.moveUp' },
  { type: 'selection.moveDown' },
  { type: 'selection.remove' },
  { type: 'question.remove', id: 2 },
  { type: 'question.score', id: 1, score: 150 },
  { type: 'question.score', id: 2, itemId: 21, score: 4 },
  { type: 'question.rubric', id: 3, rubricId: 7 },
  { type: 'info.change', patch: { is_set_score: 1 } },
  { type: 'info.change', patch: { is_set_score: 2 } },
  { type: 'batchScore.open' },
  { type: 'picker.open', source: 'mine' },
  { type: 'picker.open', source: 'history' },
  { type: 'form.submit', facts },
  { type: 'removal.confirm' },
  { type: 'removal.cancel' },
  { type: 'batchScore.change', quesType: 1, value: 0.04 },
  { type: 'batchScore.change', quesType: 5, value: 7.25 },
  { type: 'batchScore.apply' },
  { type: 'batchScore.cancel' },
  { type: 'picker.confirm', chosen: 0, questions: [] },
  { type: 'picker.confirm', chosen: 1, questions: [essay] },
  { type: 'picker.confirmHomework', homeworkIds: [] },
  { type: 'picker.confirmHomework', homeworkIds: ['9'] },
  { type: 'picker.cancel' },
  { type: 'course.open' },
  { type: 'course.pick', courseId: 4 },
  { type: 'course.cancel' },
  // The answers of the calls the form invokes.
  { type: 'xstate.done.actor.publish', output: null } as unknown as PublishFormEvent,
  { type: 'xstate.error.actor.publish', error: new Error('课程不存在') } as unknown as PublishFormEvent,
  { type: 'xstate.done.actor.loadHomeworkQuestions', output: [essay] } as unknown as PublishFormEvent,
  {
    type: 'xstate.error.actor.loadHomeworkQuestions',
    error: new Error('作业不存在'),
  } as unknown as PublishFormEvent,
];

/** The form's calls as invoked actors that the test answers when the path says so. */
function controlledCalls() {
  const sent: PublishForm[] = [];
  const loaded: (readonly string[])[] = [];
  const { call, answer } = answeredCalls();
  const machine = publishForm.provide({
    actors: {
      publish: call<unknown, PublishForm>((form) => sent.push(form)),
      loadHomeworkQuestions: call<readonly FormQuestion[], { homeworkIds: readonly string[] }>((input) =>
        loaded.push(input.homeworkIds),
      ),
    },
  });
  return { sent, loaded, machine, settle: answer };
}

/** A coarse key, so the graph stays small: the state, the list's order, what is selected, scoring, course and picker. */
const serializeState = (snapshot: any) => {
  const c = snapshot.context as PublishFormContext;
  return JSON.stringify([
    snapshot.value,
    c.questions.map((q) => q.id),
    [...c.selected].sort(),
    c.info.is_set_score,
    c.info.course_basis_id,
    c.picker,
  ]);
};

function expectConsistent(context: PublishFormContext) {
  const ids = context.questions.map((q) => q.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of context.selected) expect(ids).toContain(id);
  for (const q of context.questions) {
    expect(q.score).toBeGreaterThanOrEqual(1);
    expect(q.score).toBeLessThanOrEqual(100);
    if (isMaterial(q)) expect(q.score).toBe(materialScore(q.items ?? []));
  }
}

describe('publish form, model-based', () => {
  const model = invokingTestModel(publishForm, { events: () => events, input, serializeState });
  const paths = transitionCoveringPaths(model, publishForm);

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(publishForm);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  const byTarget = new Map<string, typeof paths>();
  for (const path of paths) {
    const target = String(path.state.value);
    byTarget.set(target, [...(byTarget.get(target) ?? []), path]);
  }
  for (const [target, group] of byTarget) {
    it(`every path to ${target} holds in the running machine (${group.length} paths)`, async () => {
      for (const path of group) await runPath(path);
    });
  }

  async function runPath(path: (typeof paths)[number]) {
    {
      const { sent, loaded, machine, settle } = controlledCalls();
      const actor = createActor(machine, { input }).start();
      const notices: string[] = [];
      actor.on('notice', (e: PublishFormEmitted) => void notices.push(e.message));
      const send = async ({ event }: { event: AnyEventObject }) => {
        if (isCallAnswer(event)) await settle(event);
        else actor.send(event as PublishFormEvent);
      };
      const check = (value: string) => (snapshot: any) => {
        const s = actor.getSnapshot();
        expect(s.value).toBe(value);
        // The model is abstracted to order, selection and scoring; those must agree exactly.
        expect(serializeState(s)).toBe(serializeState(snapshot));
        expectConsistent(s.context);
      };
      await model.testPath(path as never, {
        states: {
          editing: (snapshot) => {
            check('editing')(snapshot);
            expect(actor.getSnapshot().context.removal).toBeNull();
            expect(actor.getSnapshot().context.picker).toBeNull();
          },
          confirmingRemoval: (snapshot) => {
            check('confirmingRemoval')(snapshot);
            const { removal, selected } = actor.getSnapshot().context;
            expect(removal?.message).toBe(
              removal?.ids === selected ? PUBLISH_MESSAGES.removeSelected : PUBLISH_MESSAGES.removeOne,
            );
          },
          batchScoring: (snapshot) => {
            check('batchScoring')(snapshot);
            for (const v of Object.values(actor.getSnapshot().context.draft)) {
              expect(v).toBeGreaterThanOrEqual(1);
              expect(v).toBeLessThanOrEqual(100);
            }
          },
          picking: (snapshot) => {
            check('picking')(snapshot);
            expect(actor.getSnapshot().context.picker).not.toBeNull();
          },
          loadingPicked: (snapshot) => {
            check('loadingPicked')(snapshot);
            expect(actor.getSnapshot().context.picker).toBe('history');
            expect(loaded.at(-1)).toEqual(['9']);
          },
          choosingCourse: check('choosingCourse'),
          submitting: (snapshot) => {
            check('submitting')(snapshot);
            expect(actor.getSnapshot().context.fieldErrors).toEqual([]);
            expect(sent.at(-1)).toEqual(publishPayload(actor.getSnapshot().context));
          },
          published: () => {
            expect(actor.getSnapshot().status).toBe('done');
            expect(notices.at(-1)).toBe(PUBLISH_MESSAGES.published);
          },
        },
        events: {
          'xstate.error.actor.publish': async (step: { event: AnyEventObject }) => {
            await send(step);
            expect(notices.at(-1)).toBe('课程不存在');
          },
          'xstate.error.actor.loadHomeworkQuestions': async (step: { event: AnyEventObject }) => {
            await send(step);
            expect(notices.at(-1)).toBe('作业不存在');
          },
          ...Object.fromEntries(
            [
              'info.change',
              'question.toggle',
              'selection.set',
              'selection.moveUp',
              'selection.moveDown',
              'selection.remove',
              'question.remove',
              'removal.confirm',
              'removal.cancel',
              'question.score',
              'question.rubric',
              'batchScore.open',
              'batchScore.change',
              'batchScore.apply',
              'batchScore.cancel',
              'picker.open',
              'picker.confirm',
              'picker.confirmHomework',
              'picker.cancel',
              'course.open',
              'course.pick',
              'course.cancel',
              'form.submit',
              'xstate.done.actor.publish',
              'xstate.done.actor.loadHomeworkQuestions',
            ].map((type) => [type, send]),
          ),
        } as never,
      });
    }
  }
});

describe('publish form rules', () => {
  const start = (patch: PublishFormInput = {}) => {
    const actor = createActor(publishForm, { input: { ...input, ...patch } }).start();
    const notices: string[] = [];
    actor.on('notice', (e: PublishFormEmitted) => void notices.push(e.message));
    return { actor, notices, ctx: () => actor.getSnapshot().context };
  };

  it('move or delete with nothing selected: 请先选择题目', () => {
    const { actor, notices } = start();
    actor.send({ type: 'selection.moveUp' });
    actor.send({ type: 'selection.moveDown' });
    actor.send({ type: 'selection.remove' });
    expect(notices).toEqual(['请先选择题目', '请先选择题目', '请先选择题目']);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('removing selected questions asks 是否移除选中题目？; one question asks 是否移除该题目？', () => {
    const { actor, ctx } = start({ questions: [single, material, essay] });
    actor.send({ type: 'selection.set', ids: [1, 3] });
    actor.send({ type: 'selection.remove' });
    expect(ctx().removal?.message).toBe('是否移除选中题目？');
    actor.send({ type: 'removal.cancel' });
    expect(ctx().questions).toHaveLength(3);
    actor.send({ type: 'question.remove', id: 2 });
    expect(ctx().removal?.message).toBe('是否移除该题目？');
    actor.send({ type: 'removal.confirm' });
    expect(ctx().questions.map((q) => q.id)).toEqual([1, 3]);
    expect(ctx().selected).toEqual([1, 3]);
  });

  it('selected questions move up as a group', () => {
    const { actor, ctx } = start({ questions: [single, material, essay] });
    actor.send({ type: 'selection.set', ids: [2, 3] });
    actor.send({ type: 'selection.moveUp' });
    expect(ctx().questions.map((q) => q.id)).toEqual([2, 3, 1]);
    actor.send({ type: 'selection.moveUp' });
    expect(ctx().questions.map((q) => q.id)).toEqual([2, 3, 1]);
  });

  it('the batch-score dialog defaults to 1 for types 1 to 5, clamps, and applies on confirm only', () => {
    const { actor, ctx } = start({ questions: [single, material, essay] });
    actor.send({ type: 'batchScore.open' });
    expect(ctx().draft).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 });
    actor.send({ type: 'batchScore.change', quesType: 1, value: 120 });
    actor.send({ type: 'batchScore.change', quesType: 5, value: 2.25 });
    actor.send({ type: 'batchScore.cancel' });
    expect(ctx().questions.map((q) => q.score)).toEqual([5, 4, 1]);
    actor.send({ type: 'batchScore.open' });
    actor.send({ type: 'batchScore.change', quesType: 1, value: 120 });
    actor.send({ type: 'batchScore.change', quesType: 5, value: 2.25 });
    actor.send({ type: 'batchScore.apply' });
    // material: sub-question of type 1 (100) + type 5 (2.3)
    expect(ctx().questions.map((q) => q.score)).toEqual([100, 102.3, 2.3]);
    actor.send({ type: 'picker.open', source: 'public' });
    actor.send({ type: 'picker.confirm', chosen: 1, questions: [{ id: 7, type: 5, stem: '新题' }] });
    expect(ctx().questions.at(-1)?.score).toBe(2.3);
  });

  it('score inputs are off when scoring is off: no per-question scores, no batch dialog', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'info.change', patch: { is_set_score: 1 } });
    actor.send({ type: 'question.score', id: 1, score: 50 });
    actor.send({ type: 'batchScore.open' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(ctx().questions[0]?.score).toBe(5);
  });

  it('confirming an empty picker: 请选择题目 for the banks, 请选择作业 for historical homework', () => {
    const { actor, notices } = start();
    actor.send({ type: 'picker.open', source: 'mine' });
    actor.send({ type: 'picker.confirm', chosen: 0, questions: [] });
    actor.send({ type: 'picker.cancel' });
    actor.send({ type: 'picker.open', source: 'history' });
    actor.send({ type: 'picker.confirmHomework', homeworkIds: [] });
    expect(notices).toEqual(['请选择题目', '请选择作业']);
    expect(actor.getSnapshot().value).toBe('picking');
  });

  it('historical homework: the picker stays open while its questions load, then adds them', async () => {
    const { machine, settle } = controlledCalls();
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'picker.open', source: 'history' });
    actor.send({ type: 'picker.confirmHomework', homeworkIds: ['9'] });
    expect(actor.getSnapshot().value).toBe('loadingPicked');
    await settle({ type: 'xstate.done.actor.loadHomeworkQuestions', output: [essay] });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.questions.map((q) => q.id)).toEqual([1, 2, 3]);
  });

  it('picking a course clears the period and child courses chosen for the last one', () => {
    const { actor, ctx } = start({
      info: { ...input.info, course_periods_id: 5, child_course_basis_ids: [6] },
    });
    actor.send({ type: 'course.open' });
    expect(actor.getSnapshot().value).toBe('choosingCourse');
    actor.send({ type: 'course.pick', courseId: 8 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(ctx().info).toMatchObject({ course_basis_id: 8, course_periods_id: undefined });
    expect(ctx().info.child_course_basis_ids).toEqual([]);
  });

  it('an incomplete form: 请完善信息, with each field message; no questions: 请选择题目', () => {
    const { actor, notices, ctx } = start({ info: { is_set_score: 2 }, questions: [] });
    actor.send({ type: 'form.submit', facts });
    expect(notices.at(-1)).toBe('请完善信息');
    expect(ctx().fieldErrors.map((e) => e.message)).toContain('请选择课程');
    for (const patch of [
      { course_basis_id: 1 },
      { name: '作业' },
      { ending_time: NOW + 3600 },
      { publish_scope: 3 },
    ])
      actor.send({ type: 'info.change', patch });
    actor.send({ type: 'form.submit', facts });
    expect(notices.at(-1)).toBe('请选择题目');
    expect(ctx().fieldErrors).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('a field filled in after a refused submit loses its message; the others keep theirs', () => {
    const { actor, ctx } = start({ info: { is_set_score: 2 }, questions: [] });
    actor.send({ type: 'form.submit', facts });
    const fields = () => ctx().fieldErrors.map((e) => e.field);
    expect(fields()).toEqual(expect.arrayContaining(['course_basis_id', 'name']));
    actor.send({ type: 'info.change', patch: { name: '作业' } });
    expect(fields()).not.toContain('name');
    expect(fields()).toContain('course_basis_id');
    actor.send({ type: 'course.open' });
    actor.send({ type: 'course.pick', courseId: 8 });
    expect(fields()).not.toContain('course_basis_id');
    expect(fields()).toContain('ending_time');
  });

  it('a valid form is sent once, then 作业发布成功', async () => {
    const { sent, machine, settle } = controlledCalls();
    const actor = createActor(machine, { input }).start();
    const notices: string[] = [];
    actor.on('notice', (e: PublishFormEmitted) => void notices.push(e.message));
    actor.send({ type: 'form.submit', facts });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'form.submit', facts });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.question).toEqual([
      { id: 1, score: 5 },
      {
        id: 2,
        score: 4,
        ques_item: [
          { id: 21, score: 1 },
          { id: 22, score: 3 },
        ],
      },
    ]);
    await settle({ type: 'xstate.done.actor.publish', output: null });
    expect(notices).toEqual(['作业发布成功']);
    expect(actor.getSnapshot().status).toBe('done');
  });
  it('per-question score 1 to 100: a question takes its own score, a material question the sum of its sub-questions', () => {
    const { actor, ctx } = start({ questions: [single, material, essay] });
    expect(ctx().fieldErrors).toEqual([]);
    actor.send({ type: 'question.score', id: 3, score: 7.5 });
    actor.send({ type: 'question.score', id: 1, score: 0 });
    actor.send({ type: 'question.score', id: 2, itemId: 21, score: 150 });
    expect(ctx().questions.map((q) => q.score)).toEqual([1, 103, 7.5]);
    expect(ctx().questions[1]?.items?.map((i) => i.score)).toEqual([100, 3]);
  });

  it('a rubric is attached to a short answer and removed again; a single choice takes none', () => {
    const { actor, ctx } = start({ questions: [single, material, essay] });
    actor.send({ type: 'question.rubric', id: 3, rubricId: 7 });
    actor.send({ type: 'question.rubric', id: 1, rubricId: 7 });
    actor.send({ type: 'question.rubric', id: 2, itemId: 22, rubricId: 8 });
    expect(ctx().questions[2]?.rubricId).toBe(7);
    expect(ctx().questions[0]?.rubricId).toBeUndefined();
    expect(ctx().questions[1]?.items?.map((i) => i.rubricId)).toEqual([undefined, 8]);
    actor.send({ type: 'question.rubric', id: 3, rubricId: null });
    expect(ctx().questions[2]?.rubricId).toBeNull();
  });

  it('a question not in the list is neither selected nor removed', () => {
    const { actor, ctx } = start();
    actor.send({ type: 'question.toggle', id: 9 });
    expect(ctx().selected).toEqual([]);
    actor.send({ type: 'question.toggle', id: 1 });
    actor.send({ type: 'question.toggle', id: 9 });
    expect(ctx().selected).toEqual([1]);
    actor.send({ type: 'question.toggle', id: 1 });
    expect(ctx().selected).toEqual([]);
    actor.send({ type: 'question.remove', id: 9 });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(ctx().removal).toBeNull();
  });

  it('selected questions move down as a group', () => {
    const { actor, ctx } = start({ questions: [single, material, essay] });
    actor.send({ type: 'selection.set', ids: [1, 2] });
    actor.send({ type: 'selection.moveDown' });
    expect(ctx().questions.map((q) => q.id)).toEqual([3, 1, 2]);
    actor.send({ type: 'selection.moveDown' });
    expect(ctx().questions.map((q) => q.id)).toEqual([3, 1, 2]);
  });

  it('an incomplete form with its questions valid is not sent: 请完善信息', () => {
    const { sent, machine } = controlledCalls();
    const actor = createActor(machine, { input: { ...input, info: { ...input.info, name: '' } } }).start();
    const notices: PublishFormEmitted[] = [];
    actor.on('notice', (e: PublishFormEmitted) => void notices.push(e));
    actor.send({ type: 'form.submit', facts });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(sent).toEqual([]);
    expect(notices).toEqual([{ type: 'notice', message: '请完善信息', severity: 'warn' }]);
  });

  it('picking a course clears the message of the period (type 2) with that of the course', () => {
    const { actor, ctx } = start({ info: { is_set_score: 2, type: 2 }, questions: [] });
    actor.send({ type: 'form.submit', facts });
    const fields = () => ctx().fieldErrors.map((e) => e.field);
    expect(fields()).toEqual(expect.arrayContaining(['course_basis_id', 'course_periods_id', 'name']));
    actor.send({ type: 'course.open' });
    actor.send({ type: 'course.pick', courseId: 8 });
    expect(fields()).not.toContain('course_periods_id');
    expect(fields()).not.toContain('course_basis_id');
    expect(fields()).toContain('name');
  });

  it('historical homework that fails to load: its message as an error, 请完善信息 when it has none', async () => {
    for (const [error, message] of [
      [new Error('作业不存在'), '作业不存在'],
      [new Error(''), '请完善信息'],
      ['作业不存在', '请完善信息'],
    ] as const) {
      const { machine, settle } = controlledCalls();
      const actor = createActor(machine, { input }).start();
      const notices: PublishFormEmitted[] = [];
      actor.on('notice', (e: PublishFormEmitted) => void notices.push(e));
      actor.send({ type: 'picker.open', source: 'history' });
      actor.send({ type: 'picker.confirmHomework', homeworkIds: ['9'] });
      await settle({ type: 'xstate.error.actor.loadHomeworkQuestions', error });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.picker).toBeNull();
      expect(notices).toEqual([{ type: 'notice', message, severity: 'error' }]);
    }
  });
});
