import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';

/**
 * `createTestModel` for machines that invoke actors. XState's own refuses any machine with `invoke`;
 * here an invoked actor's answer is an ordinary event of the model (`xstate.done.actor.<id>` with an
 * `output`, `xstate.error.actor.<id>` with an `error`), so generated paths take onDone and onError
 * like any transition, and a test answers the call when the path says so. States are told apart by
 * value and context, as `createTestModel` does.
 */
export function invokingTestModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    input?: InputFrom<TMachine>;
    events: (snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[];
  },
) {
  return new TestModel(machine, {
    serializeState: (snapshot: unknown) => serializeSnapshot(snapshot as never),
    events: (snapshot: unknown) => [...options.events(snapshot as SnapshotFrom<TMachine>)],
    ...(options.input === undefined ? {} : { input: options.input }),
  } as never);
}
