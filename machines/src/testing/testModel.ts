import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type SnapshotFrom,
} from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `createTestModel` for machines that invoke actors. XState's own refuses any machine with `invoke`;
 * here an invoked actor's answer is an ordinary event of the model (`xstate.done.actor.<id>` with an
 * `output`, `xstate.error.actor.<id>` with an `error`), so generated paths take onDone and onError
 * like any transition, and a test answers the call when the path says so. Otherwise it is
 * `createTestModel`: states told apart by value, context and the transition that entered them
 * (unless `serializeState` says otherwise), `states` keys matched with `snapshot.matches`, and each
 * state offered the events it handles (the given ones of that type, else a bare `{ type }`).
 */
export function invokingTestModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    input?: InputFrom<TMachine>;
    events: (snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[];
    filterEvents?: (snapshot: SnapshotFrom<TMachine>, event: EventFromLogic<TMachine>) => boolean;
    serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  },
) {
  const serializeState =
    options.serializeState ??
    ((snapshot: AnyMachineSnapshot, event?: unknown, previous?: AnyMachineSnapshot) => {
      const entered =
        !event || (previous && sameValue(previous.value, snapshot.value))
          ? ''
          : ` via ${JSON.stringify(event)}${previous ? ` from ${JSON.stringify(previous.value)}` : ''}`;
      return `${serializeSnapshot(snapshot)}${entered}`;
    });
  return new TestModel(machine, {
    serializeState,
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key),
    events: (snapshot: AnyMachineSnapshot) => {
      const given = options.events(snapshot as SnapshotFrom<TMachine>);
      return ownEventTypes(snapshot).flatMap((type: string) =>
        given.some((e) => e.type === type) ? given.filter((e) => e.type === type) : [{ type }],
      );
    },
    ...(options.filterEvents ? { filterEvents: options.filterEvents } : {}),
    ...(options.input === undefined ? {} : { input: options.input }),
  } as never);
}
