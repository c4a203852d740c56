import {
  answeredCalls,
  coveredGraph,
  declaredGraph,
  invokingTestModel,
  isCallAnswer,
  transitionCoveringPaths,
} from '@school/machines/testing';
import { describe, expect, it } from 'vitest';
import {
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { PathsApi } from './pathsApi';

declare module 'vitest' {
  interface TaskMeta {
    /** Set by each machine's coverage case; the suite table prints it. */
    pathCoverage?: { paths: number; states: string; transitions: string };
  }
}

/** One event of a path, as the adapter drives it through the API. */
export interface PathStep<TMachine extends AnyStateMachine> {
  event: EventFromLogic<TMachine>;
  /** The machine's snapshot before the event. */
  before: SnapshotFrom<TMachine>;
  /** Whether the machine accepts the event there: if not, the API must refuse it the same way. */
  accepted: boolean;
}

/** How one lifecycle machine is driven through the real REST API. */
export interface PathAdapter<TMachine extends AnyStateMachine, TSubject> {
  /** A fresh subject for one path (e.g. a homework published by its owner), matching the scenario's input. */
  start(api: PathsApi, scenario: PathScenario<TMachine>): Promise<TSubject>;
  /** Sends one event through its REST call and asserts the answer (success, or the refusal and its status). */
  send(api: PathsApi, subject: TSubject, step: PathStep<TMachine>): Promise<void>;
  /** Asserts that what the API shows (status fields, abilities, list rows) is what the snapshot says. */
  check(api: PathsApi, subject: TSubject, snapshot: SnapshotFrom<TMachine>): Promise<void>;
  /** A short label of an event for path names, e.g. `recall(otherTeacher)`. */
  label(event: EventFromLogic<TMachine>): string;
}

/** Where paths start and what they try: an input, and every event worth trying in a state. */
export interface PathScenario<TMachine extends AnyStateMachine> {
  /** Names the scenario in path names when a machine has several. */
  name?: string;
  input: InputFrom<TMachine>;
  events: (snapshot: SnapshotFrom<TMachine>) => EventFromLogic<TMachine>[];
}

/** A lifecycle machine in the path suite: the machine, where its paths start, and its adapter. */
export interface PathEntry<TMachine extends AnyStateMachine = AnyStateMachine, TSubject = unknown> {
  machine: TMachine;
  scenarios: readonly PathScenario<TMachine>[];
  adapter: PathAdapter<TMachine, TSubject>;
  /** Only paths that reach the API are run (a form's paths without a save touch nothing). */
  drives?: (events: readonly EventFromLogic<TMachine>[]) => boolean;
  /** Declared transitions the real API cannot produce, each with the reason. */
  notDrivable?: Record<string, string>;
}

/** Registers a machine with its adapter; the registry holds them type-erased. */
export const pathEntry = <TMachine extends AnyStateMachine, TSubject>(
  entry: PathEntry<TMachine, TSubject>,
): PathEntry => entry as unknown as PathEntry;

const key = (event: unknown) => JSON.stringify(event);
const isInternal = (event: { type: string }) => event.type.startsWith('xstate.') && !isCallAnswer(event);

/**
 * The machine with each actor it invokes replaced by a call the path answers: the adapter makes the
 * real REST call when the machine's event leads into the invoking state, and the path's answer step
 * settles the machine's call with the output or error the path names.
 */
function answeredByPath(machine: AnyStateMachine) {
  const { call, answer } = answeredCalls();
  const names = Object.keys(machine.implementations.actors ?? {});
  const actors = Object.fromEntries(names.map((name) => [name, call()]));
  return { machine: names.length > 0 ? machine.provide({ actors }) : machine, answer };
}

/** The chosen paths, plus any other generated path that takes a transition they miss. */
function withCoverage<TPath extends { path: Parameters<typeof coveredGraph>[0][number] }>(
  machine: AnyStateMachine,
  chosen: TPath[],
  all: TPath[],
): TPath[] {
  const covered = new Set(coveredGraph(chosen.map((p) => p.path)).transitions);
  const declared = declaredGraph(machine).transitions;
  const extra: TPath[] = [];
  for (const candidate of all) {
    if (chosen.includes(candidate)) continue;
    const adds = coveredGraph([candidate.path]).transitions.filter(
      (t) => !covered.has(t) && declared.includes(t),
    );
    if (adds.length === 0) continue;
    extra.push(candidate);
    for (const t of adds) covered.add(t);
  }
  return [...chosen, ...extra];
}

/**
 * Generates paths from the machine (shortest paths to every state, plus one for each transition they
 * miss), and drives each through the API on a fresh subject: after every step the API must show what
 * the machine's state says, and every event the machine refuses there must be refused by the API alike.
 */
export function describeMachinePaths(entry: PathEntry, api: () => PathsApi): void {
  const { machine, adapter } = entry;
  const generated = entry.scenarios.flatMap((scenario) => {
    const offered = (snapshot: unknown) => scenario.events(snapshot as SnapshotFrom<AnyStateMachine>);
    const model = invokingTestModel(machine, {
      input: scenario.input,
      events: (snapshot) => offered(snapshot),
      filterEvents: (snapshot, event) => offered(snapshot).some((e) => key(e) === key(event)),
    });
    return transitionCoveringPaths(model, machine)
      .map((path) => ({
        scenario,
        offered,
        path,
        events: path.steps
          .map((s) => s.event)
          .filter((e) => !isInternal(e)) as EventFromLogic<AnyStateMachine>[],
      }))
      .filter(({ events }) => events.length > 0);
  });
  const paths = withCoverage(
    machine,
    generated.filter(({ events }) => entry.drives?.(events) ?? true),
    generated,
  );

  describe(machine.id, () => {
    paths.forEach(({ scenario, offered, path, events }, n) => {
      const from = scenario.name ? `${scenario.name}: ` : '';
      const name = `path ${n + 1}: ${from}${events.map((e) => adapter.label(e)).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`;
      it(name, async () => {
        const subject = await adapter.start(api(), scenario);
        const running = answeredByPath(machine);
        const actor = createActor(running.machine, { input: scenario.input }).start();
        const probeRefusals = async () => {
          const before = actor.getSnapshot();
          for (const event of offered(before)) {
            if (!before.can(event)) await adapter.send(api(), subject, { event, before, accepted: false });
          }
        };
        await adapter.check(api(), subject, actor.getSnapshot());
        for (const event of events) {
          await probeRefusals();
          const before = actor.getSnapshot();
          await adapter.send(api(), subject, { event, before, accepted: before.can(event) });
          if (isCallAnswer(event)) await running.answer(event);
          else actor.send(event);
          await adapter.check(api(), subject, actor.getSnapshot());
        }
        await probeRefusals();
        await adapter.check(api(), subject, actor.getSnapshot());
      });
    });

    it('covers every state and transition of the machine', ({ task }) => {
      const declared = declaredGraph(machine);
      const covered = coveredGraph(paths.map(({ path }) => path));
      const drivable = declared.transitions.filter((t) => !(t in (entry.notDrivable ?? {})));
      task.meta.pathCoverage = {
        paths: paths.length,
        states: `${covered.states.filter((s) => declared.states.includes(s)).length}/${declared.states.length}`,
        transitions: `${covered.transitions.filter((t) => declared.transitions.includes(t)).length}/${declared.transitions.length}`,
      };
      expect(covered.states).toEqual(declared.states);
      expect(covered.transitions.filter((t) => drivable.includes(t))).toEqual(drivable);
    });
  });
}
