import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';

/**
 * Resolves a machine at a known state and context and asks whether it accepts an event.
 * This is how the server checks a command against a lifecycle: no actor, no clock, no I/O.
 */
export function accepts<TMachine extends AnyStateMachine>(
  machine: TMachine,
  stateValue: string,
  context: InputFrom<TMachine>,
  event: EventFromLogic<TMachine>,
): boolean {
  return machine.resolveState({ value: stateValue, context }).can(event);
}
