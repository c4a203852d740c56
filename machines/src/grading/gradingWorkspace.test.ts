import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import { GRADING_MESSAGES } from './gradingRules';
import {
  canFinishReport,
  type GradingWorkspaceEvent,
  gradingWorkspace,
  type SaveQuestionInput,
  saveTypeOf,
  type WorkspaceQuestion,
  type WorkspaceReport,
} from './gradingWorkspace';

const question = (quesId: number, isReview: number): WorkspaceQuestion => ({
  quesId,
  maxScore: 10,
  isReview,
  score: isReview === 1 ? 10 : null,
  rate: null,
  remark: '',
  revision: 0,
});
/** A report with two pending short answers and a next report; the last report, fully graded. */
const PENDING: WorkspaceReport = {
  reportId: 1,
  isSetScore: 2,
  nextReportId: 2,
  subjective: [question(11, 2), question(12, 2)],
  objective: [question(21, 1)],
  graded: false,
};
const LAST: WorkspaceReport = { ...PENDING, reportId: 2, nextReportId: null, subjective: [question(11, 1)] };

const events: (GradingWorkspaceEvent | AnyEventObject)[] = [
  { type: 'grading.edit', draft: { score: 5 } },
  { type: 'grading.select', index: 1 },
  { type: 'grading.tab', tab: 'objective' },
  { type: 'grading.save' },
  { type: 'grading.next' },
  { type: 'grading.previous' },
  { type: 'grading.openFinish' },
  { type: 'grading.cancelFinish' },
  { type: 'grading.submitFinish', comment: '继续努力' },
  { type: 'grading.skipFinish' },
  { type: 'grading.skipStudent' },
  { type: 'grading.retry' },
  { type: 'grading.open', reportId: 1 },
  { type: 'grading.byQuestion', on: true },
  { type: 'xstate.done.actor.loadReport', output: PENDING },
  { type: 'xstate.done.actor.loadReport', output: LAST },
  { type: 'xstate.error.actor.loadReport', error: new Error('作业不存在') },
  { type: 'xstate.done.actor.saveQuestion', output: null },
  { type: 'xstate.error.actor.saveQuestion', error: new Error(GRADING_MESSAGES.scoreRequired) },
  { type: 'xstate.done.actor.finishReport', output: null },
  { type: 'xstate.done.actor.finishReport', output: 2 },
  { type: 'xstate.error.actor.finishReport', error: new Error(GRADING_MESSAGES.pendingLeft) },
];

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function controlledCalls() {
  const calls: string[] = [];
  let answer: { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;
  const call = <TInput>(describe: (input: TInput) => string) =>
    fromPromise<any, TInput>(({ input }) => {
      calls.push(describe(input));
      return new Promise((resolve, reject) => {
        answer = { resolve, reject };
      });
    });
  const machine = gradingWorkspace.provide({
    actors: {
      loadReport: call((i: { reportId: number }) => `load ${i.reportId}`),
      saveQuestion: call((i: SaveQuestionInput) => `save ${i.quesId} type ${i.type}`),
      finishReport: call(
        (i: { reportId: number; comment: string | null }) => `finish ${i.reportId} ${i.comment}`,
      ),
    },
  });
  const settle = async (event: AnyEventObject) => {
    if (event.type.startsWith('xstate.done.actor.')) answer?.resolve(event.output);
    else answer?.reject(event.error as Error);
    await tick();
  };
  return { calls, machine, settle };
}

describe('grading workspace, model-based', () => {
  const model = invokingTestModel(gradingWorkspace, {
    input: { reportId: 1 },
    events: (snapshot) =>
      events.filter((e) => {
        // Only the call the state is waiting for can answer.
        const m = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(e.type);
        if (!m) return true;
        const waiting = {
          loading: 'loadReport',
          saving: 'saveQuestion',
          finishing: 'finishReport',
        } as Record<string, string>;
        return waiting[snapshot.value as string] === m[2];
      }) as GradingWorkspaceEvent[],
  });
  const paths = transitionCoveringPaths(model, gradingWorkspace);

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(gradingWorkspace);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it(`every path holds in the running machine (${paths.length} paths)`, async () => {
    for (const path of paths) {
      const { machine, settle } = controlledCalls();
      const actor = createActor(machine, { input: { reportId: 1 } }).start();
      for (const step of path.steps) {
        const event = step.event as AnyEventObject;
        if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.'))
          await settle(event);
        else if (!event.type.startsWith('xstate.')) actor.send(event as GradingWorkspaceEvent);
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
      actor.stop();
    }
  });
});

describe('grading workspace rules (spec sections 2 and 4)', () => {
  const started = async () => {
    const calls = controlledCalls();
    const actor = createActor(calls.machine, { input: { reportId: 1 } }).start();
    return { ...calls, actor };
  };

  it('clicking a question number saves the current question first, then switches and reloads', async () => {
    const { actor, settle, calls } = await started();
    await settle({ type: 'xstate.done.actor.loadReport', output: PENDING });
    actor.send({ type: 'grading.edit', draft: { score: 7 } });
    actor.send({ type: 'grading.select', index: 1 });
    expect(actor.getSnapshot().value).toBe('saving');
    await settle({ type: 'xstate.done.actor.saveQuestion', output: null });
    expect(calls).toEqual(['load 1', 'save 11 type 2', 'load 1']);
    await settle({ type: 'xstate.done.actor.loadReport', output: PENDING });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('moving on without a score saves as type 1; Enter saves as type 2', () => {
    expect(saveTypeOf(2, { score: null, rate: null, remark: '', images: null }, true)).toBe(1);
    expect(saveTypeOf(2, { score: null, rate: null, remark: '', images: null }, false)).toBe(2);
    expect(saveTypeOf(1, { score: null, rate: 50, remark: '', images: null }, true)).toBe(2);
  });

  it('changing tab resets to the first question', async () => {
    const { actor, settle } = await started();
    await settle({ type: 'xstate.done.actor.loadReport', output: PENDING });
    actor.send({ type: 'grading.next' });
    await settle({ type: 'xstate.done.actor.saveQuestion', output: null });
    await settle({ type: 'xstate.done.actor.loadReport', output: PENDING });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'grading.tab', tab: 'objective' });
    await settle({ type: 'xstate.done.actor.saveQuestion', output: null });
    await settle({ type: 'xstate.done.actor.loadReport', output: PENDING });
    expect(actor.getSnapshot().context).toMatchObject({ tab: 'objective', index: 0 });
  });

  it('finish is offered only when no subjective question is pending', () => {
    expect(canFinishReport(PENDING)).toBe(false);
    expect(canFinishReport(LAST)).toBe(true);
    expect(canFinishReport({ ...LAST, graded: true })).toBe(false);
  });

  it('skip this student moves to the next report, or warns 已是最后一名学员', async () => {
    const { actor, settle, calls } = await started();
    await settle({ type: 'xstate.done.actor.loadReport', output: PENDING });
    actor.send({ type: 'grading.skipStudent' });
    expect(calls.at(-1)).toBe('load 2');
    await settle({ type: 'xstate.done.actor.loadReport', output: LAST });
    actor.send({ type: 'grading.skipStudent' });
    expect(actor.getSnapshot().context.message).toBe('已是最后一名学员');
  });

  it('grade by question: saving goes to the same question of the next report, then says 已是最后一名学员', async () => {
    const { actor, settle, calls } = await started();
    await settle({ type: 'xstate.done.actor.loadReport', output: PENDING });
    actor.send({ type: 'grading.byQuestion', on: true });
    actor.send({ type: 'grading.select', index: 1 });
    await settle({ type: 'xstate.done.actor.saveQuestion', output: null });
    await settle({ type: 'xstate.done.actor.loadReport', output: PENDING });
    actor.send({ type: 'grading.edit', draft: { score: 6 } });
    actor.send({ type: 'grading.save' });
    await settle({ type: 'xstate.done.actor.saveQuestion', output: null });
    expect(calls.slice(-2)).toEqual(['save 12 type 2', 'load 2']);
    await settle({
      type: 'xstate.done.actor.loadReport',
      output: { ...LAST, subjective: [question(11, 2), question(12, 2)] },
    });
    expect(actor.getSnapshot().context).toMatchObject({ reportId: 2, index: 1 });
    actor.send({ type: 'grading.save' });
    await settle({ type: 'xstate.done.actor.saveQuestion', output: null });
    expect(calls.at(-1)).toBe('load 2');
    expect(actor.getSnapshot().context.message).toBe('已是最后一名学员');
  });

  it('finishing on the last report with a comment ends the workspace (back)', async () => {
    const { actor, settle, calls } = await started();
    await settle({ type: 'xstate.done.actor.loadReport', output: LAST });
    actor.send({ type: 'grading.openFinish' });
    actor.send({ type: 'grading.submitFinish', comment: '好' });
    await settle({ type: 'xstate.done.actor.finishReport', output: null });
    expect(calls.at(-1)).toBe('finish 1 好');
    expect(actor.getSnapshot().status).toBe('done');
  });
});
