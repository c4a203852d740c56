import type { AnyStateMachine, AnyStateNode } from 'xstate';

interface PathLike {
  state: { value: unknown };
  steps: ReadonlyArray<{ state: { value: unknown }; event: { type: string } }>;
}

const key = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Every state node id and every `state --event-->` edge that a machine's config declares. */
export function declaredGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const walk = (node: AnyStateNode) => {
    if (node.path.length > 0) states.push(node.path.join('.'));
    for (const [eventType, defs] of node.transitions) {
      if (eventType.startsWith('xstate.')) continue;
      if (defs.length > 0) transitions.push(`${node.path.join('.')} --${eventType}-->`);
    }
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root);
  return { states: states.sort(), transitions: transitions.sort() };
}

/** The states visited and the edges taken (with a change of state or context) along generated paths. */
export function coveredGraph(paths: readonly PathLike[]): { states: string[]; transitions: string[] } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const path of paths) {
    let previous: string | undefined;
    for (const step of path.steps) {
      const here = key(step.state.value);
      states.add(here);
      if (previous !== undefined && !step.event.type.startsWith('xstate.')) {
        transitions.add(`${previous} --${step.event.type}-->`);
      }
      previous = here;
    }
    states.add(key(path.state.value));
  }
  return { states: [...states].sort(), transitions: [...transitions].sort() };
}
