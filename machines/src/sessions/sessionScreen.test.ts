import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { COMMON_MESSAGES } from '../messages';
import { answeredCalls, isCallAnswer } from '../testing/answeredCalls';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import { HANDOUT_MESSAGES } from './handout';
import {
  SESSION_SCREEN_MESSAGES,
  type SessionScreenEmitted,
  type SessionScreenEvent,
  sessionScreen,
} from './sessionScreen';
import { SESSION_MESSAGES } from './sessionStatus';

/** The screen's events, and the answers of the calls it invokes (done, or failed with a message). */
const events: (SessionScreenEvent | AnyEventObject)[] = [
  { type: 'upload.open' },
  { type: 'file.pick', fileName: '讲义.pdf', fileBase64: 'JVBERi0=' },
  { type: 'upload.confirm' },
  { type: 'review.approve' },
  { type: 'reject.open' },
  { type: 'remark.change', remark: '请补充例题' },
  { type: 'remark.change', remark: '' },
  { type: 'reject.confirm' },
  { type: 'evaluate.open', studentId: '7', studentName: '张三' },
  { type: 'evaluate.confirm' },
  { type: 'leave.open' },
  { type: 'leave.confirm' },
  { type: 'dialog.cancel' },
  ...(['upload', 'review', 'evaluate', 'leave'] as const).flatMap((call) => [
    { type: `xstate.done.actor.${call}`, output: null },
    { type: `xstate.error.actor.${call}`, error: new Error('课次已取消') },
  ]),
];

function controlledCalls() {
  const calls: string[] = [];
  const { call, answer } = answeredCalls();
  const machine = sessionScreen.provide({
    actors: {
      upload: call<unknown, { fileName: string; fileBase64: string }>((p) =>
        calls.push(`upload ${p.fileName}`),
      ),
      review: call<unknown, { approve: boolean; remark: string }>((p) =>
        calls.push(`review ${p.approve} ${p.remark}`),
      ),
      evaluate: call<unknown, { studentId: string; remark: string }>((p) =>
        calls.push(`evaluate ${p.studentId} ${p.remark}`),
      ),
      leave: call<unknown, undefined>(() => calls.push('leave')),
    },
  });
  return { calls, machine, settle: answer };
}

describe('session screen, model-based', () => {
  const model = invokingTestModel(sessionScreen, { events: () => events as SessionScreenEvent[] });
  const paths = transitionCoveringPaths(model, sessionScreen);

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(sessionScreen);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it(`every path holds in the running machine (${paths.length} paths)`, async () => {
    for (const path of paths) {
      const { machine, settle } = controlledCalls();
      const actor = createActor(machine).start();
      const send = async ({ event }: { event: AnyEventObject }) => {
        if (isCallAnswer(event)) await settle(event);
        else actor.send(event as SessionScreenEvent);
      };
      const at = (value: string) => (snapshot: any) => {
        expect(actor.getSnapshot().value).toBe(value);
        expect(actor.getSnapshot().context).toEqual(snapshot.context);
      };
      const states = Object.fromEntries(
        Object.keys(sessionScreen.config.states ?? {}).map((s) => [s, at(s)]),
      );
      const handlers = Object.fromEntries(events.map((e) => [e.type, send]));
      await model.testPath(path as never, { states, events: handlers as never });
    }
  });
});

describe('session screen rules', () => {
  const run = () => {
    const { calls, machine, settle } = controlledCalls();
    const actor = createActor(machine).start();
    const notices: SessionScreenEmitted[] = [];
    actor.on('notice', (n) => void notices.push(n));
    return { actor, calls, settle, notices };
  };

  it('uploads only a chosen file, and says 上传成功 when the server took it', async () => {
    const { actor, calls, settle, notices } = run();
    actor.send({ type: 'upload.open' });
    actor.send({ type: 'upload.confirm' });
    expect(notices.at(-1)).toEqual({
      type: 'notice',
      message: HANDOUT_MESSAGES.fileRequired,
      severity: 'warn',
    });
    actor.send({ type: 'file.pick', fileName: '讲义.pdf', fileBase64: 'JVBERi0=' });
    actor.send({ type: 'upload.confirm' });
    expect(calls).toEqual(['upload 讲义.pdf']);
    await settle({ type: 'xstate.done.actor.upload', output: null });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notices.at(-1)).toEqual({
      type: 'notice',
      message: SESSION_SCREEN_MESSAGES.uploaded,
      severity: 'success',
    });
  });

  it('an evaluation needs a remark of at most 100 characters; a refusal keeps the dialog open', async () => {
    const { actor, calls, settle, notices } = run();
    actor.send({ type: 'evaluate.open', studentId: '7', studentName: '张三' });
    actor.send({ type: 'remark.change', remark: '好'.repeat(101) });
    actor.send({ type: 'evaluate.confirm' });
    expect(notices.at(-1)?.message).toBe(SESSION_MESSAGES.remarkTooLong);
    actor.send({ type: 'remark.change', remark: '认真' });
    actor.send({ type: 'evaluate.confirm' });
    expect(calls).toEqual(['evaluate 7 认真']);
    await settle({ type: 'xstate.error.actor.evaluate', error: new Error(SESSION_MESSAGES.evaluatedTwice) });
    expect(actor.getSnapshot().value).toBe('evaluating');
    expect(notices.at(-1)?.message).toBe(SESSION_MESSAGES.evaluatedTwice);
  });

  it('a rejection needs a reason', () => {
    const { actor, calls, notices } = run();
    actor.send({ type: 'reject.open' });
    actor.send({ type: 'reject.confirm' });
    expect(notices.at(-1)?.message).toBe(HANDOUT_MESSAGES.remarkRequired);
    expect(calls).toEqual([]);
  });

  it('通过 sends an approval without a reason; 驳回 sends the reason the reviewer typed', async () => {
    const { actor, calls, settle, notices } = run();
    actor.send({ type: 'review.approve' });
    expect(calls).toEqual(['review true ']);
    await settle({ type: 'xstate.done.actor.review', output: null });
    expect(notices.at(-1)?.severity).toBe('success');
    actor.send({ type: 'reject.open' });
    actor.send({ type: 'remark.change', remark: '请补充例题' });
    actor.send({ type: 'reject.confirm' });
    expect(calls).toEqual(['review true ', 'review false 请补充例题']);
  });

  it('a rejection reason is at most 200 characters once trimmed; a blank one is none', () => {
    const { actor, calls, notices } = run();
    actor.send({ type: 'reject.open' });
    actor.send({ type: 'remark.change', remark: '   ' });
    actor.send({ type: 'reject.confirm' });
    expect(notices.at(-1)).toEqual({
      type: 'notice',
      message: HANDOUT_MESSAGES.remarkRequired,
      severity: 'warn',
    });
    actor.send({ type: 'remark.change', remark: '驳'.repeat(201) });
    actor.send({ type: 'reject.confirm' });
    expect(notices.at(-1)?.message).toBe(HANDOUT_MESSAGES.remarkTooLong);
    expect(calls).toEqual([]);
    actor.send({ type: 'remark.change', remark: ` ${'驳'.repeat(200)} ` });
    actor.send({ type: 'reject.confirm' });
    expect(actor.getSnapshot().value).toBe('savingRejection');
  });

  it('a failure without a message says 操作失败', async () => {
    const { actor, settle, notices } = run();
    actor.send({ type: 'review.approve' });
    await settle({ type: 'xstate.error.actor.review', error: new Error('') });
    expect(notices.at(-1)).toEqual({ type: 'notice', message: COMMON_MESSAGES.failed, severity: 'error' });
    actor.send({ type: 'review.approve' });
    await settle({ type: 'xstate.error.actor.review', error: '课次已取消' });
    expect(notices.at(-1)?.message).toBe(COMMON_MESSAGES.failed);
  });
});
