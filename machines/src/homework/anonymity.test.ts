import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import {
  ANONYMITY_MESSAGES,
  type AnonymityContext,
  type AnonymityEvent,
  type AnonymityStateValue,
  aliasesOf,
  anonymity,
  anonymityAfter,
  anonymityStateOf,
  explainAnonymityRefusal,
  hidesNames,
  studentAlias,
} from './anonymity';

const input: AnonymityContext = { ownerId: 't1', waiting: 2, pending: 0 };
const events: AnonymityEvent[] = [
  { type: 'anonymity.submit' },
  { type: 'anonymity.finish' },
  { type: 'anonymity.lift', actorId: 't1' },
  { type: 'anonymity.lift', actorId: 't2' },
];

describe('anonymity lifecycle, model-based', () => {
  const model = createTestModel(anonymity, { events, input });
  const paths = transitionCoveringPaths(model, anonymity);

  it('covers every state and transition', () => {
    const declared = declaredGraph(anonymity);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it(`every path: a refused event always has its reason (${paths.length} paths)`, () => {
    for (const path of paths) {
      const actor = createActor(anonymity, { input }).start();
      for (const step of path.steps) {
        const snapshot = actor.getSnapshot();
        for (const event of events) {
          const refusal = explainAnonymityRefusal(
            snapshot.value as AnonymityStateValue,
            snapshot.context,
            event,
          );
          expect(refusal === undefined, `${JSON.stringify(event)} in ${snapshot.value}`).toBe(
            snapshot.can(event),
          );
        }
        if (!step.event.type.startsWith('xstate.')) actor.send(step.event as AnonymityEvent);
      }
    }
  });
});

describe('anonymous grading rules', () => {
  it('finishing the last pending report reveals the names; finishing another does not', () => {
    const one = { ownerId: 't1', waiting: 0, pending: 1 };
    expect(anonymityAfter('anonymous', one, { type: 'anonymity.finish' })).toBe('revealed');
    const two = { ...one, pending: 2 };
    expect(anonymityAfter('anonymous', two, { type: 'anonymity.finish' })).toBe('anonymous');
  });

  it('only the owner lifts anonymity, once, and only of anonymous homework', () => {
    const ctx = { ownerId: 't1', waiting: 1, pending: 1 };
    expect(anonymityAfter('anonymous', ctx, { type: 'anonymity.lift', actorId: 't1' })).toBe('revealed');
    expect(explainAnonymityRefusal('anonymous', ctx, { type: 'anonymity.lift', actorId: 't2' })).toEqual({
      kind: 'forbidden',
      message: ANONYMITY_MESSAGES.notOwner,
    });
    expect(explainAnonymityRefusal('revealed', ctx, { type: 'anonymity.lift', actorId: 't1' })).toEqual({
      kind: 'conflict',
      message: ANONYMITY_MESSAGES.alreadyRevealed,
    });
    expect(explainAnonymityRefusal('none', ctx, { type: 'anonymity.lift', actorId: 't1' })).toEqual({
      kind: 'conflict',
      message: ANONYMITY_MESSAGES.notAnonymous,
    });
  });

  it('names are hidden only while an anonymous homework is not revealed', () => {
    expect(anonymityStateOf({ isAnonymous: 1, revealedAt: null })).toBe('none');
    expect(hidesNames({ isAnonymous: 1, revealedAt: null })).toBe(false);
    expect(hidesNames({ isAnonymous: 2, revealedAt: null })).toBe(true);
    expect(hidesNames({ isAnonymous: 2, revealedAt: 1_800_000_000 })).toBe(false);
  });

  it('aliases are 学员n in handout order, stable when more reports are handed out', () => {
    expect(studentAlias(3)).toBe('学员3');
    const first = aliasesOf([42, 17, 30]);
    expect([...first]).toEqual([
      [17, '学员1'],
      [30, '学员2'],
      [42, '学员3'],
    ]);
    const continued = aliasesOf([42, 17, 30, 90, 88]);
    for (const [id, alias] of first) expect(continued.get(id)).toBe(alias);
    expect(continued.get(88)).toBe('学员4');
  });
});
