import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { answeredCalls, isCallAnswer } from '../testing/answeredCalls';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import {
  type AttendanceActionsEmitted,
  type AttendanceActionsEvent,
  attendanceActions,
  type PendingAttendanceAction,
} from './attendanceActions';

const manual: PendingAttendanceAction = {
  title: '补考勤',
  confirmation: '确认补考勤吗？',
  needsReason: true,
  success: '操作成功',
  target: { cell: '1-7' },
};
const leave: PendingAttendanceAction = { ...manual, confirmation: '确认请假吗？', needsReason: false };

const events: (AttendanceActionsEvent | AnyEventObject)[] = [
  { type: 'action.open', action: manual },
  { type: 'reason.change', reason: '迟到补签' },
  { type: 'reason.change', reason: '补'.repeat(101) },
  { type: 'action.confirm' },
  { type: 'dialog.cancel' },
  { type: 'xstate.done.actor.perform', output: null },
  { type: 'xstate.error.actor.perform', error: new Error('当前考勤状态不能进行该操作') },
];

function controlledCalls() {
  const calls: string[] = [];
  const { call, answer } = answeredCalls();
  const machine = attendanceActions.provide({
    actors: {
      perform: call<unknown, { target: unknown; reason: string }>((p) =>
        calls.push(`${JSON.stringify(p.target)} ${p.reason}`),
      ),
    },
  });
  return { calls, machine, settle: answer };
}

describe('attendance actions, model-based', () => {
  const model = invokingTestModel(attendanceActions, { events: () => events as AttendanceActionsEvent[] });
  const paths = transitionCoveringPaths(model, attendanceActions);

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(attendanceActions);
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
        else actor.send(event as AttendanceActionsEvent);
      };
      const at = (value: string) => (snapshot: any) => {
        expect(actor.getSnapshot().value).toBe(value);
        expect(actor.getSnapshot().context).toEqual(snapshot.context);
      };
      await model.testPath(path as never, {
        states: {
          idle: (s) => {
            at('idle')(s);
            expect(actor.getSnapshot().context.action).toBeNull();
          },
          confirming: at('confirming'),
          performing: (s) => {
            at('performing')(s);
            expect(calls.at(-1)).toBe('{"cell":"1-7"} 迟到补签');
          },
        },
        events: Object.fromEntries(events.map((e) => [e.type, send])) as never,
      });
    }
  });
});

describe('attendance actions rules', () => {
  const start = () => {
    const { machine, settle, calls } = controlledCalls();
    const actor = Object.assign(createActor(machine).start(), { settle });
    const notices: string[] = [];
    actor.on('notice', (e: AttendanceActionsEmitted) => void notices.push(e.message));
    return { actor, notices, calls };
  };

  it('manual attendance asks a reason: required, at most 100 (spec section 5)', async () => {
    const { actor, notices } = start();
    actor.send({ type: 'action.open', action: manual });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().context.reasonError).toBe('请填写补考勤原因');
    actor.send({ type: 'reason.change', reason: '补'.repeat(101) });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().context.reasonError).toBe('补考勤原因不能超过100个字');
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'reason.change', reason: '补'.repeat(100) });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().value).toBe('performing');
    await actor.settle({ type: 'xstate.done.actor.perform' });
    expect(notices).toEqual(['操作成功']);
  });

  it('an action without a reason runs once confirmed; a refusal says the server message', async () => {
    const { actor, notices, calls } = start();
    actor.send({ type: 'action.open', action: leave });
    actor.send({ type: 'action.confirm' });
    expect(calls).toEqual(['{"cell":"1-7"} ']);
    await actor.settle({
      type: 'xstate.error.actor.perform',
      error: new Error('请假申请已处理，不能重复审批'),
    });
    expect(notices).toEqual(['请假申请已处理，不能重复审批']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it("a student's leave cause follows its own rule: required (请输入), at most 100 characters", () => {
    const { actor, calls } = start();
    actor.send({ type: 'action.open', action: { ...manual, reasonRule: 'leave' } });
    actor.send({ type: 'reason.change', reason: '  ' });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().context.reasonError).toBe('请输入');
    actor.send({ type: 'reason.change', reason: '病'.repeat(101) });
    actor.send({ type: 'action.confirm' });
    expect(actor.getSnapshot().context.reasonError).toBe('请假原因不能超过100个字');
    expect(calls).toEqual([]);
  });

  it('the reason is sent without its surrounding blanks', () => {
    const { actor, calls } = start();
    actor.send({ type: 'action.open', action: manual });
    actor.send({ type: 'reason.change', reason: '  迟到补签 ' });
    actor.send({ type: 'action.confirm' });
    expect(calls).toEqual(['{"cell":"1-7"} 迟到补签']);
  });

  it('a failure without a message says 操作失败', async () => {
    for (const error of [new Error(''), '当前考勤状态不能进行该操作']) {
      const { actor, notices } = start();
      actor.send({ type: 'action.open', action: leave });
      actor.send({ type: 'action.confirm' });
      await actor.settle({ type: 'xstate.error.actor.perform', error });
      expect(notices).toEqual(['操作失败']);
    }
  });

  it('cancelling the confirmation calls nothing', () => {
    const { actor, calls } = start();
    actor.send({ type: 'action.open', action: leave });
    actor.send({ type: 'dialog.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
  });
});
