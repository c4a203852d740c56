import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import {
  type PendingRemoval,
  type QuestionFormContext,
  type QuestionFormEvent,
  type QuestionFormInput,
  questionForm,
  removalQuestion,
} from './questionForm';
import { type QuestionFormScenario, questionFormScenarios } from './questionForm.scenarios';
import { emptyQuestionDraft, isSingleAnswerType, OPTION_COUNTS, questionIssues } from './questionRules';

type Snapshot = AnyMachineSnapshot & { context: QuestionFormContext };

const SERVER_MESSAGE = '服务器开小差了，请稍后再试';

/** While saving, the only things that can happen are the save's answer or failure. */
const saveOutcomes = (s: Snapshot): QuestionFormEvent[] =>
  s.matches('saving')
    ? ([
        { type: 'xstate.done.actor.persist', output: 42 },
        { type: 'xstate.error.actor.persist', error: new Error(SERVER_MESSAGE) },
      ] as unknown as QuestionFormEvent[])
    : [];
const removalAnswers = (s: Snapshot): QuestionFormEvent[] =>
  s.matches('confirmingRemoval') ? [{ type: 'removal.confirm' }, { type: 'removal.cancel' }] : [];

/** The invariants of section 5 that hold in every state the form can reach. */
function checkInvariants(context: QuestionFormContext) {
  const { draft } = context;
  const parts = [draft, ...draft.items];
  for (const part of parts) {
    if (part.quesType === null) continue;
    const counts = OPTION_COUNTS[part.quesType];
    expect(part.options.length).toBeGreaterThanOrEqual(counts.min);
    expect(part.options.length).toBeLessThanOrEqual(counts.max);
    expect(part.options.map((o) => o.id)).toEqual(part.options.map((_, i) => i + 1));
    if (isSingleAnswerType(part.quesType)) {
      expect(part.options.filter((o) => o.isRight).length).toBeLessThanOrEqual(1);
    }
  }
  for (const item of draft.items) expect(item.quesType).not.toBe(6);
  if (draft.quesType === 6) expect(draft.items.length).toBeGreaterThanOrEqual(1);
  if (context.showIssues) expect(context.issues).toEqual(questionIssues(draft));
  else expect(context.issues).toEqual([]);
}

/**
 * Every state the form reaches in one scenario (the end of each shortest path), checked against the
 * rules the spec states for it; the paths themselves are driven through the real API by the path suite.
 */
function reachableStates({ name, input, events }: QuestionFormScenario) {
  const offered = (s: Snapshot) => [
    ...(s.matches('editing') ? events(s) : []),
    ...removalAnswers(s),
    ...saveOutcomes(s),
  ];
  const model = invokingTestModel(questionForm, {
    input,
    events: (s) => offered(s as Snapshot),
    // the model adds a bare `{ type }` for every event a state handles; only the scenario's events are tried
    filterEvents: (s, event) => {
      const key = JSON.stringify(event);
      return offered(s as Snapshot).some((e) => JSON.stringify(e) === key);
    },
  });
  const paths = model.getShortestPaths();
  const states = paths.map((path) => path.state as Snapshot);
  describe(`question form, every reachable state: ${name}`, () => {
    it('keeps section 5: option counts (initial / min / max) per type, one right answer where one is asked, material has at least one sub-question', () => {
      for (const state of states) checkInvariants(state.context);
    });

    it('an invalid form is not saved (请先完善信息): only a draft that passes section 5 reaches the server', () => {
      for (const state of states.filter((s) => s.matches('saving'))) {
        expect(questionIssues(state.context.draft)).toEqual([]);
      }
    });

    it('deleting an option or sub-question asks for confirmation; nothing is saved meanwhile', () => {
      for (const state of states) {
        const confirming = state.matches('confirmingRemoval');
        expect(state.context.pending !== null).toBe(confirming);
        expect(state.can({ type: 'removal.confirm' })).toBe(confirming);
        if (confirming) expect(state.can({ type: 'question.save', continueAfter: false })).toBe(false);
      }
    });

    it('while saving the draft cannot change; saved ends the form with the id the server gave', () => {
      for (const state of states.filter((s) => s.matches('saving'))) {
        expect(state.can({ type: 'question.change', patch: { stem: 'x' } })).toBe(false);
      }
      for (const state of states.filter((s) => s.matches('saved'))) {
        expect(state.status).toBe('done');
        expect(state.context.questionId).toBe(42);
      }
    });
  });
  return paths;
}

const allPaths = questionFormScenarios.flatMap((scenario) => reachableStates(scenario));

describe('question form model coverage', () => {
  it('the generated paths cover every declared state and transition', () => {
    const declared = declaredGraph(questionForm);
    const covered = coveredGraph(allPaths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it('the generated paths take every outcome of a save: refused, continued, saved, failed', () => {
    const reached = (test: (s: Snapshot, previous: Snapshot | undefined) => boolean) =>
      allPaths.some((p) =>
        p.steps.some((step, i) =>
          test(step.state as Snapshot, p.steps[i - 1]?.state as Snapshot | undefined),
        ),
      );
    expect(reached((s) => s.context.notice?.message === '请先完善信息')).toBe(true);
    expect(reached((s) => s.context.notice?.message === '添加成功' && s.matches('editing'))).toBe(true);
    expect(reached((s) => s.matches('saved'))).toBe(true);
    expect(reached((s) => s.context.notice?.message === SERVER_MESSAGE)).toBe(true);
    for (const message of ['已经是第一题', '已经是最后一题', '至少保留一题', '请选择一个正确答案']) {
      expect(reached((s) => s.context.notice?.message === message)).toBe(true);
    }
  });

  it(`generates ${allPaths.length} paths`, () => {
    expect(allPaths.length).toBeGreaterThan(100);
  });
});

describe('question form rules', () => {
  const complete = { ...emptyQuestionDraft(5), stem: '题干', rightAnswer: '答案', facilityValue: 3 };
  const start = (options: { input: QuestionFormInput }) => createActor(questionForm, options).start();
  const ctx = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;

  it('a new question starts with nothing shown or pending; its type changes only while adding, to another type', () => {
    const add = start({ input: { mode: 'add', quesType: 1 } });
    expect(ctx(add)).toMatchObject({
      questionId: null,
      issues: [],
      showIssues: false,
      notice: null,
      pending: null,
      continueAfterSave: false,
      addedCount: 0,
    });
    add.send({ type: 'question.save', continueAfter: false });
    expect(ctx(add).showIssues).toBe(true);
    add.send({ type: 'question.chooseType', quesType: 1 });
    expect(ctx(add).showIssues).toBe(true);
    add.send({ type: 'question.chooseType', quesType: 5 });
    expect(ctx(add)).toMatchObject({ issues: [], showIssues: false, draft: { quesType: 5 } });
    const edit = start({ input: { mode: 'edit', questionId: 8, draft: emptyQuestionDraft(5) } });
    expect(ctx(edit).questionId).toBe(8);
    edit.send({ type: 'question.chooseType', quesType: 1 });
    expect(ctx(edit).draft.quesType).toBe(5);
  });

  it('a refused save shows each issue beside its field and 请先完善信息 as an error', () => {
    const actor = start({ input: { mode: 'add', quesType: 5 } });
    actor.send({ type: 'question.save', continueAfter: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(ctx(actor).issues).toEqual(questionIssues(ctx(actor).draft));
    expect(ctx(actor).issues.length).toBeGreaterThan(0);
    expect(ctx(actor).notice).toEqual({ message: '请先完善信息', tone: 'error' });
  });

  it('save and continue exists on the add form only', () => {
    const edit = start({ input: { mode: 'edit', questionId: 8, draft: complete } });
    expect(edit.getSnapshot().can({ type: 'question.save', continueAfter: true })).toBe(false);
    expect(edit.getSnapshot().can({ type: 'question.save', continueAfter: false })).toBe(true);
    const add = start({ input: { mode: 'add', draft: complete } });
    expect(add.getSnapshot().can({ type: 'question.save', continueAfter: true })).toBe(true);
  });

  it('sub-questions: only on a material question, at most 50; the first does not move up, the last not down, the only one stays (至少保留一题)', () => {
    const single = start({ input: { mode: 'add', quesType: 5 } });
    single.send({ type: 'item.add' });
    expect(ctx(single).draft.items).toEqual([]);
    const material = start({ input: { mode: 'add', quesType: 6 } });
    material.send({ type: 'item.remove', index: 0 });
    expect(ctx(material).notice?.message).toBe('至少保留一题');
    expect(material.getSnapshot().value).toBe('editing');
    material.send({ type: 'item.add' });
    material.send({ type: 'item.moveUp', index: 0 });
    expect(ctx(material).notice?.message).toBe('已经是第一题');
    material.send({ type: 'item.moveDown', index: 0 });
    expect(ctx(material).notice?.message).not.toBe('已经是最后一题');
    material.send({ type: 'item.moveDown', index: 1 });
    expect(ctx(material).notice?.message).toBe('已经是最后一题');
    for (let i = 2; i < 55; i++) material.send({ type: 'item.add' });
    expect(ctx(material).draft.items).toHaveLength(50);
  });

  it('removing asks first; confirmed, it removes the option or the sub-question asked about', () => {
    const material = start({ input: { mode: 'add', quesType: 6 } });
    material.send({ type: 'item.add' });
    material.send({ type: 'item.chooseType', index: 1, quesType: 5 });
    material.send({ type: 'item.remove', index: 0 });
    const pending = ctx(material).pending;
    expect(pending).toEqual({ kind: 'item', index: 0 });
    expect(removalQuestion(pending as PendingRemoval)).toBe('确定要删除该小题吗？');
    material.send({ type: 'removal.confirm' });
    expect(ctx(material).draft.items.map((i) => i.quesType)).toEqual([5]);

    const choice = start({ input: { mode: 'add', quesType: 3 } });
    const before = ctx(choice).draft.options.length;
    choice.send({ type: 'option.add' });
    choice.send({ type: 'option.change', index: 0, content: '甲' });
    choice.send({ type: 'option.remove', index: 0 });
    expect(ctx(choice).pending).toEqual({ kind: 'option', index: 0 });
    expect(removalQuestion(ctx(choice).pending as PendingRemoval)).toBe('确定要删除该选项吗？');
    choice.send({ type: 'removal.confirm' });
    expect(ctx(choice).draft.options).toHaveLength(before);
    expect(ctx(choice).draft.options.map((o) => o.content)).not.toContain('甲');
  });

  it('a failed save without a message says 保存失败，请稍后再试', async () => {
    const actor = createActor(
      questionForm.provide({ actors: { persist: fromPromise(() => Promise.reject('down')) } }),
      { input: { mode: 'add', draft: complete } },
    ).start();
    actor.send({ type: 'question.save', continueAfter: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(ctx(actor).notice).toEqual({ message: '保存失败，请稍后再试', tone: 'error' });
  });
});
