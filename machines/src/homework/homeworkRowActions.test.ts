import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { answeredCalls, isCallAnswer } from '../testing/answeredCalls';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import {
  type HomeworkRowActionsEmitted,
  type HomeworkRowActionsEvent,
  homeworkRowActions,
  ROW_ACTION_MESSAGES,
} from './homeworkRowActions';

const NOW = 1_800_000_000;
/** The row actions' events, and the answers of the calls it invokes (done, or failed with a message). */
const events: (HomeworkRowActionsEvent | AnyEventObject)[] = [
  { type: 'continue.open', hwId: '7' },
  { type: 'classes.choose', classIds: ['3'] },
  { type: 'classes.choose', classIds: [] },
  { type: 'continue.confirm' },
  { type: 'deadline.open', hwId: '7', endingTime: NOW + 86_400 },
  { type: 'deadline.change', endingTime: null },
  { type: 'deadline.change', endingTime: NOW - 2 * 86_400 },
  { type: 'deadline.confirm', now: NOW },
  { type: 'recall.open', hwId: '7' },
  { type: 'recall.confirm' },
  { type: 'dialog.cancel' },
  ...(['publishMore', 'saveDeadline', 'recall'] as const).flatMap((call) => [
    { type: `xstate.done.actor.${call}`, output: null },
    { type: `xstate.error.actor.${call}`, error: new Error('作业已撤回') },
  ]),
];

/** The calls as invoked actors the test answers when the path says so. */
function controlledCalls() {
  const calls: string[] = [];
  const { call, answer } = answeredCalls();
  const machine = homeworkRowActions.provide({
    actors: {
      publishMore: call<unknown, { hwId: string; classIds: readonly string[] }>((p) =>
        calls.push(`publishMore ${p.hwId} ${p.classIds.join(',')}`),
      ),
      saveDeadline: call<unknown, { hwId: string; endingTime: number }>((p) =>
        calls.push(`saveDeadline ${p.hwId} ${p.endingTime}`),
      ),
      recall: call<unknown, { hwId: string }>((p) => calls.push(`recall ${p.hwId}`)),
    },
  });
  return { calls, machine, settle: answer };
}

describe('homework row actions, model-based', () => {
  const model = invokingTestModel(homeworkRowActions, { events: () => events as HomeworkRowActionsEvent[] });
  const paths = transitionCoveringPaths(model, homeworkRowActions);

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(homeworkRowActions);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it(`every path holds in the running machine (${paths.length} paths)`, async () => {
    for (const path of paths) {
      const { calls, machine, settle } = controlledCalls();
      const actor = createActor(machine).start();
      const send = async ({ event }: { event: AnyEventObject }) => {
        if (isCallAnswer(event)) await settle(event);
        else actor.send(event as HomeworkRowActionsEvent);
      };
      const at = (value: string) => (snapshot: any) => {
        expect(actor.getSnapshot().value).toBe(value);
        expect(actor.getSnapshot().context).toEqual(snapshot.context);
      };
      await model.testPath(path as never, {
        states: {
          idle: (s) => {
            at('idle')(s);
            expect(actor.getSnapshot().context.hwId).toBeNull();
          },
          choosingClasses: at('choosingClasses'),
          adjustingDeadline: at('adjustingDeadline'),
          confirmingRecall: at('confirmingRecall'),
          publishingMore: (s) => {
            at('publishingMore')(s);
            expect(calls.at(-1)).toBe('publishMore 7 3');
          },
          savingDeadline: (s) => {
            at('savingDeadline')(s);
            expect(calls.at(-1)).toBe(`saveDeadline 7 ${NOW + 86_400}`);
          },
          recalling: (s) => {
            at('recalling')(s);
            expect(calls.at(-1)).toBe('recall 7');
          },
        },
        events: Object.fromEntries(events.map((e) => [e.type, send])) as never,
      });
    }
  });
});

describe('homework row actions rules', () => {
  const start = () => {
    const { machine, settle } = controlledCalls();
    const actor = Object.assign(createActor(machine).start(), { settle });
    const notices: string[] = [];
    actor.on('notice', (e: HomeworkRowActionsEmitted) => void notices.push(e.message));
    return { actor, notices };
  };

  it('continue publishing with nothing new chosen: 请选择班级', () => {
    const { actor, notices } = start();
    actor.send({ type: 'continue.open', hwId: '1' });
    actor.send({ type: 'continue.confirm' });
    expect(notices).toEqual(['请选择班级']);
    expect(actor.getSnapshot().value).toBe('choosingClasses');
  });

  it('adjust deadline: 请选择截止时间 when empty, before yesterday refused, then 调整成功', async () => {
    const { actor, notices } = start();
    actor.send({ type: 'deadline.open', hwId: '1', endingTime: NOW });
    actor.send({ type: 'deadline.change', endingTime: null });
    actor.send({ type: 'deadline.confirm', now: NOW });
    actor.send({ type: 'deadline.change', endingTime: NOW - 86_401 });
    actor.send({ type: 'deadline.confirm', now: NOW });
    actor.send({ type: 'deadline.change', endingTime: NOW - 86_400 });
    actor.send({ type: 'deadline.confirm', now: NOW });
    expect(actor.getSnapshot().value).toBe('savingDeadline');
    await actor.settle({ type: 'xstate.done.actor.saveDeadline' });
    expect(notices).toEqual(['请选择截止时间', '截止时间不能早于昨天', '调整成功']);
  });

  it('recall asks first, then 作业撤回成功; the warning is the spec text', async () => {
    const { actor, notices } = start();
    actor.send({ type: 'recall.open', hwId: '1' });
    expect(actor.getSnapshot().value).toBe('confirmingRecall');
    actor.send({ type: 'recall.confirm' });
    await actor.settle({ type: 'xstate.done.actor.recall' });
    expect(notices).toEqual(['作业撤回成功']);
    expect(ROW_ACTION_MESSAGES.recallWarning).toBe(
      '撤回作业后学员将看不到本次作业，本次作业的相关记录也会消失，此操作不可逆，确认撤回么？',
    );
  });
});

describe('homework row actions, failed calls', () => {
  it('a refused call shows the server message and goes back to the dialog', async () => {
    const { machine, settle } = controlledCalls();
    const actor = createActor(machine).start();
    const notices: string[] = [];
    actor.on('notice', (e: HomeworkRowActionsEmitted) => void notices.push(e.message));
    actor.send({ type: 'continue.open', hwId: '1' });
    actor.send({ type: 'classes.choose', classIds: ['2'] });
    actor.send({ type: 'continue.confirm' });
    await settle({ type: 'xstate.error.actor.publishMore', error: new Error('作业已撤回') });
    expect(notices).toEqual(['作业已撤回']);
    expect(actor.getSnapshot().value).toBe('choosingClasses');
  });

  it('a refusal is a warning, a done call a success; a failure without a message says 操作失败', async () => {
    const { machine, settle } = controlledCalls();
    const actor = createActor(machine).start();
    const notices: HomeworkRowActionsEmitted[] = [];
    actor.on('notice', (e: HomeworkRowActionsEmitted) => void notices.push(e));
    actor.send({ type: 'continue.open', hwId: '1' });
    actor.send({ type: 'continue.confirm' });
    expect(notices.at(-1)).toEqual({ type: 'notice', message: '请选择班级', severity: 'warn' });
    actor.send({ type: 'classes.choose', classIds: ['2'] });
    actor.send({ type: 'continue.confirm' });
    await settle({ type: 'xstate.error.actor.publishMore', error: new Error('') });
    expect(notices.at(-1)).toEqual({ type: 'notice', message: COMMON_MESSAGES.failed, severity: 'error' });
    actor.send({ type: 'continue.confirm' });
    await settle({ type: 'xstate.error.actor.publishMore', error: '作业已撤回' });
    expect(notices.at(-1)?.message).toBe(COMMON_MESSAGES.failed);
  });
});
