import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { accepts } from '../checkTransition';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import {
  type Actor,
  explainHomeworkRefusal,
  type HomeworkLifecycleContext,
  type HomeworkLifecycleEvent,
  homeworkLifecycle,
  homeworkStateOf,
} from './homeworkLifecycle';

const owner: Actor = { id: 't1', canDispatch: true };
const stranger: Actor = { id: 't2', canDispatch: true };
const noDispatch: Actor = { id: 't1', canDispatch: false };
const NOW = 1_800_000_000;
const DEADLINE = NOW + 3 * 86_400;

const input: HomeworkLifecycleContext = {
  ownerId: 't1',
  publishType: 2,
  arranged: false,
  classIds: ['c1', 'c2', 'c3', 'c4'],
  publishedClassIds: ['c1', 'c2'],
  endingTime: DEADLINE,
};

/** Every event the model may try, accepted or refused. */
const events: HomeworkLifecycleEvent[] = [
  { type: 'homework.publishMore', actor: owner, now: NOW, classIds: ['c3'] },
  { type: 'homework.publishMore', actor: owner, now: NOW, classIds: ['c3', 'c4'] },
  { type: 'homework.publishMore', actor: stranger, now: NOW, classIds: ['c4'] },
  { type: 'homework.adjustDeadline', actor: owner, now: NOW, endingTime: DEADLINE + 86_400 },
  { type: 'homework.adjustDeadline', actor: owner, now: NOW, endingTime: NOW - 2 * 86_400 },
  { type: 'homework.recall', actor: owner, now: NOW },
  { type: 'homework.recall', actor: noDispatch, now: NOW },
];

describe('homework lifecycle, model-based', () => {
  const model = createTestModel(homeworkLifecycle, { events, input });
  const paths = model.getSimplePaths();

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(homeworkLifecycle);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(homeworkLifecycle, { input }).start();
      await path.test({
        states: {
          partlyPublished: (snapshot) => {
            const s = actor.getSnapshot();
            expect(s.value).toBe('partlyPublished');
            expect(s.context).toEqual(snapshot.context);
            expect(s.context.publishedClassIds.length).toBeLessThan(s.context.classIds.length);
            expect(homeworkStateOf(s.context, false)).toBe('partlyPublished');
          },
          fullyPublished: (snapshot) => {
            const s = actor.getSnapshot();
            expect(s.value).toBe('fullyPublished');
            expect(s.context).toEqual(snapshot.context);
            expect([...s.context.publishedClassIds].sort()).toEqual([...s.context.classIds].sort());
            expect(s.can(events[0] as HomeworkLifecycleEvent)).toBe(false);
          },
          recalled: () => {
            const s = actor.getSnapshot();
            expect(s.status).toBe('done');
            for (const e of events) expect(s.can(e)).toBe(false);
          },
        },
        events: {
          'homework.publishMore': ({ event }) => void actor.send(event as HomeworkLifecycleEvent),
          'homework.adjustDeadline': ({ event }) => void actor.send(event as HomeworkLifecycleEvent),
          'homework.recall': ({ event }) => void actor.send(event as HomeworkLifecycleEvent),
        },
      });
    });
  }
});

describe('homework lifecycle rules', () => {
  it('continue publishing only to classes not yet given it', () => {
    const again = { type: 'homework.publishMore', actor: owner, now: NOW, classIds: ['c1'] } as const;
    expect(accepts(homeworkLifecycle, 'partlyPublished', input, again)).toBe(false);
    expect(explainHomeworkRefusal('partlyPublished', input, again).message).toBe('请选择班级');
  });

  it('continue publishing is refused once every class has it', () => {
    const all = { ...input, publishedClassIds: ['c1', 'c2', 'c3', 'c4'] };
    const e = { type: 'homework.publishMore', actor: owner, now: NOW, classIds: ['c3'] } as const;
    expect(homeworkStateOf(all, false)).toBe('fullyPublished');
    expect(accepts(homeworkLifecycle, 'fullyPublished', all, e)).toBe(false);
    expect(explainHomeworkRefusal('fullyPublished', all, e).message).toBe('作业已发布到全部班级');
  });

  it('homework published to every class at once starts fully published', () => {
    const all = { ...input, publishedClassIds: ['c1', 'c2', 'c3', 'c4'] };
    expect(createActor(homeworkLifecycle, { input: all }).start().getSnapshot().value).toBe('fullyPublished');
  });

  it('the same class twice in one request is refused', () => {
    const e = { type: 'homework.publishMore', actor: owner, now: NOW, classIds: ['c3', 'c3'] } as const;
    expect(accepts(homeworkLifecycle, 'partlyPublished', input, e)).toBe(false);
  });

  it('continue publishing is refused at or after the deadline', () => {
    const e = { type: 'homework.publishMore', actor: owner, now: DEADLINE, classIds: ['c3'] } as const;
    expect(accepts(homeworkLifecycle, 'partlyPublished', input, e)).toBe(false);
    expect(explainHomeworkRefusal('partlyPublished', input, e).message).toBe('作业已截止，不能继续发布');
  });

  it('continue publishing needs publish type 2 and no arrangement', () => {
    const e = { type: 'homework.publishMore', actor: owner, now: NOW, classIds: ['c3'] } as const;
    expect(accepts(homeworkLifecycle, 'partlyPublished', { ...input, publishType: 1 }, e)).toBe(false);
    expect(accepts(homeworkLifecycle, 'partlyPublished', { ...input, arranged: true }, e)).toBe(false);
    expect(accepts(homeworkLifecycle, 'partlyPublished', input, e)).toBe(true);
  });

  it('a non-owner cannot adjust the deadline or recall', () => {
    const adjust = {
      type: 'homework.adjustDeadline',
      actor: stranger,
      now: NOW,
      endingTime: DEADLINE,
    } as const;
    const recall = { type: 'homework.recall', actor: stranger, now: NOW } as const;
    expect(accepts(homeworkLifecycle, 'partlyPublished', input, adjust)).toBe(false);
    expect(accepts(homeworkLifecycle, 'partlyPublished', input, recall)).toBe(false);
    expect(explainHomeworkRefusal('partlyPublished', input, recall).message).toBe('只能操作自己发布的作业');
  });

  it('a new deadline may be as early as yesterday, not before', () => {
    const at = (endingTime: number) =>
      ({ type: 'homework.adjustDeadline', actor: owner, now: NOW, endingTime }) as const;
    expect(accepts(homeworkLifecycle, 'partlyPublished', input, at(NOW - 86_400))).toBe(true);
    expect(accepts(homeworkLifecycle, 'partlyPublished', input, at(NOW - 86_401))).toBe(false);
  });

  it('recall is irreversible: every later action is refused', () => {
    for (const e of events) {
      expect(accepts(homeworkLifecycle, 'recalled', input, e)).toBe(false);
      expect(explainHomeworkRefusal('recalled', input, e).message).toBe('作业已撤回');
    }
  });
  it('continue publishing to some remaining classes stays partly published; to the rest, fully published', () => {
    const actor = createActor(homeworkLifecycle, { input }).start();
    actor.send({ type: 'homework.publishMore', actor: owner, now: NOW, classIds: ['c3'] });
    expect(actor.getSnapshot().value).toBe('partlyPublished');
    expect(actor.getSnapshot().context.publishedClassIds).toEqual(['c1', 'c2', 'c3']);
    actor.send({ type: 'homework.publishMore', actor: owner, now: NOW, classIds: ['c4'] });
    expect(actor.getSnapshot().value).toBe('fullyPublished');
    expect(actor.getSnapshot().context.publishedClassIds).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('continue publishing with nothing new chosen: 请选择班级 (no class, or a class that has it beside one that does not)', () => {
    for (const classIds of [[], ['c3', 'c1'], ['c3', 'c9']]) {
      const e = { type: 'homework.publishMore', actor: owner, now: NOW, classIds } as const;
      expect(accepts(homeworkLifecycle, 'partlyPublished', input, e)).toBe(false);
      expect(explainHomeworkRefusal('partlyPublished', input, e)).toEqual({
        kind: 'invalid',
        message: '请选择班级',
      });
    }
  });

  it('adjusting the deadline keeps the new deadline', () => {
    const actor = createActor(homeworkLifecycle, { input }).start();
    actor.send({ type: 'homework.adjustDeadline', actor: owner, now: NOW, endingTime: DEADLINE + 600 });
    expect(actor.getSnapshot().context.endingTime).toBe(DEADLINE + 600);
  });

  it('the homework as stored: recalled whatever it reached, else fully or partly published', () => {
    const all = { ...input, publishedClassIds: ['c1', 'c2', 'c3', 'c4'] };
    expect(homeworkStateOf(input, true)).toBe('recalled');
    expect(homeworkStateOf(all, true)).toBe('recalled');
    expect(homeworkStateOf(all, false)).toBe('fullyPublished');
    expect(homeworkStateOf(input, false)).toBe('partlyPublished');
  });

  it('an action the rules allow but the state does not is a conflict: 当前状态不允许此操作', () => {
    const e = { type: 'homework.recall', actor: owner, now: NOW } as const;
    expect(explainHomeworkRefusal('partlyPublished', input, e)).toEqual({
      kind: 'conflict',
      message: '当前状态不允许此操作',
    });
  });
});
