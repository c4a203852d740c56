import type { NewEvent } from './eventStore';

/**
 * What a domain declares for one kind of stream: how events fold into state, and how a command
 * becomes events. Both are pure: no clock, no ids, no I/O. `decide` throws an AppError carrying the
 * user-facing message when the command is refused (by the lifecycle machine or by validation).
 */
export interface Decider<TState, TCommand, TEvent extends NewEvent> {
  streamType: string;
  initialState: () => TState;
  evolve: (state: TState, event: TEvent) => TState;
  decide: (command: TCommand, state: TState) => TEvent[];
}

export const streamId = (streamType: string, id: string | number) => `${streamType}-${id}`;

/** Exhaustiveness check for switches over event and command types. */
export function unreachable(value: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(value)}`);
}
