import type { AnyStateMachine, AnyStateNode } from 'xstate';

interface PathLike {
  state: { value: unknown };
  steps: ReadonlyArray<{ state: { value: unknown }; event: { type: string } }>;
}

const key = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** XState's own events, except an invoked actor's answer (onDone / onError), which is a transition. */
const isInternal = (type: string) =>
  type.startsWith('xstate.') &&
  !type.startsWith('xstate.done.actor.') &&
  !type.startsWith('xstate.error.actor.');

/** Every state node id and every `state --event-->` edge that a machine's config declares. */
export function declaredGraph(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const walk = (node: AnyStateNode) => {
    if (node.path.length > 0) states.push(node.path.join('.'));
    for (const [eventType, defs] of node.transitions) {
      if (isInternal(eventType)) continue;
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
      if (previous !== undefined && !isInternal(step.event.type)) {
        transitions.add(`${previous} --${step.event.type}-->`);
      }
      previous = here;
    }
    states.add(key(path.state.value));
  }
  return { states: [...states].sort(), transitions: [...transitions].sort() };
}

interface SnapshotLike {
  value: unknown;
  can(event: { type: string }): boolean;
}

interface ModelLike<TPath extends PathLike> {
  options: { serializeState?: unknown };
  getShortestPaths(): TPath[];
  getAdjacencyMap(): unknown;
}

type Adjacency = Record<
  string,
  { transitions: Record<string, { event: { type: string }; state: PathLike['state'] }> }
>;

/**
 * Shortest paths to every (serialized) state, plus one path for each declared transition that those
 * paths never take: the shortest path to a state where the transition is enabled, then the
 * transition. Shortest paths alone miss transitions back to states already reached (cancel, confirm).
 */
export function transitionCoveringPaths<TPath extends PathLike>(
  model: ModelLike<TPath>,
  machine: AnyStateMachine,
): PathLike[] {
  const shortest = model.getShortestPaths();
  const covered = new Set(coveredGraph(shortest).transitions);
  const adjacency = model.getAdjacencyMap() as Adjacency;
  const serialize = model.options.serializeState as (
    state: unknown,
    event: undefined,
    prev: undefined,
  ) => string;
  const extra: PathLike[] = [];
  for (const transition of declaredGraph(machine).transitions) {
    if (covered.has(transition)) continue;
    const [source, eventType] = transition.replace(/-->$/, '').split(' --') as [string, string];
    // Shortest paths that are prefixes of longer ones are left out, so look at every prefix.
    const prefixes = shortest
      .flatMap((path) =>
        path.steps.map((step, i) => ({ state: step.state, steps: path.steps.slice(0, i + 1) })),
      )
      .sort((a, b) => a.steps.length - b.steps.length);
    const found = prefixes.flatMap((path) => {
      if (key(path.state.value) !== source) return [];
      const serialized = serialize(path.state, undefined, undefined);
      const edges = Object.values(adjacency[serialized]?.transitions ?? {});
      const edge = edges.find(
        (e) => e.event.type === eventType && (path.state as unknown as SnapshotLike).can(e.event),
      );
      return edge ? [{ state: edge.state, steps: [...path.steps, edge] }] : [];
    })[0];
    if (found) {
      extra.push(found);
      covered.add(transition);
    }
  }
  return [...shortest, ...extra];
}
