import { AppError } from '../src/shared/errors';
import type { Decider } from '../src/store/decider';
import type { NewEvent } from '../src/store/eventStore';

/** What a decider answers to a command: the events it records, or its refusal as `kind: message`. */
export type Outcome<TEvent> = { events: TEvent[] } | { refused: string };

/**
 * A decider test as the spec reads: `given(decider, past events).when(command)` is the events the
 * command records, or the refusal the user is shown.
 */
export function given<TState, TCommand, TEvent extends NewEvent>(
  decider: Decider<TState, TCommand, TEvent>,
  events: TEvent[] = [],
) {
  const state = events.reduce(decider.evolve, decider.initialState());
  return {
    state,
    when(command: TCommand): Outcome<TEvent> {
      try {
        return { events: decider.decide(command, state) };
      } catch (error) {
        if (error instanceof AppError) return { refused: `${error.kind}: ${error.message}` };
        throw error;
      }
    },
  };
}

/** The state the decider folds from these events, for checking what recorded events mean. */
export const fold = <TState, TEvent extends NewEvent>(
  decider: Decider<TState, unknown, TEvent>,
  events: TEvent[],
): TState => events.reduce(decider.evolve, decider.initialState());
