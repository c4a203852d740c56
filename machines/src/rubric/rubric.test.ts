import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { accepts } from '../checkTransition';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import {
  type RubricEvent,
  rubricAbilities,
  rubricLifecycle,
  rubricRefusal,
  rubricStateOf,
} from './rubricLifecycle';
import {
  chosenRubricLevels,
  explainRubricDraftRefusal,
  nearestRate,
  RUBRIC_LIMITS,
  RUBRIC_MESSAGES,
  type RubricDraft,
  rubricGrade,
  rubricLevelsRefusal,
  rubricMaximum,
  rubricOfDraft,
  rubricSum,
} from './rubricRules';

const EVENTS: RubricEvent[] = [
  { type: 'rubric.edit' },
  { type: 'rubric.attach' },
  { type: 'rubric.archive' },
];

const draft: RubricDraft = {
  title: ' 论述题评分 ',
  criteria: [
    {
      name: '观点',
      levels: [
        { text: '缺失', points: 0 },
        { text: '清楚', points: 4 },
      ],
    },
    {
      name: '论据',
      levels: [
        { text: '不足', points: 1 },
        { text: '充分', points: 6.5 },
      ],
    },
  ],
};
const rubric = rubricOfDraft(7, draft);

describe('rubric lifecycle machine', () => {
  it('goes from draft to in use to archived', () => {
    const actor = createActor(rubricLifecycle).start();
    actor.send({ type: 'rubric.edit' });
    expect(actor.getSnapshot().value).toBe('draft');
    actor.send({ type: 'rubric.attach' });
    expect(actor.getSnapshot().value).toBe('inUse');
    actor.send({ type: 'rubric.edit' });
    expect(actor.getSnapshot().value).toBe('inUse');
    actor.send({ type: 'rubric.archive' });
    expect(actor.getSnapshot().value).toBe('archived');
  });

  it('covers every state and transition with generated paths', () => {
    const model = createTestModel(rubricLifecycle, { events: EVENTS });
    const paths = transitionCoveringPaths(model, rubricLifecycle);
    const declared = declaredGraph(rubricLifecycle);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it.each(['draft', 'inUse', 'archived'] as const)(
    'the refusal table agrees with the machine in %s',
    (state) => {
      for (const { type } of EVENTS) {
        expect(accepts(rubricLifecycle, state, undefined as never, { type }), type).toBe(
          rubricRefusal(state, type) === undefined,
        );
      }
    },
  );

  it('an in-use rubric cannot be edited; an archived one cannot be attached', () => {
    expect(rubricRefusal('inUse', 'rubric.edit')).toEqual({
      kind: 'conflict',
      message: RUBRIC_MESSAGES.inUse,
    });
    expect(rubricRefusal('archived', 'rubric.attach')?.message).toBe(RUBRIC_MESSAGES.archived);
    expect(rubricAbilities('inUse').edit).toEqual({
      shown: true,
      allowed: false,
      reason: RUBRIC_MESSAGES.inUse,
    });
    expect(rubricAbilities('archived').archive.shown).toBe(false);
  });

  it('what the library row offers in each state: edit, archive and attach, each with why not', () => {
    const offered = (shown: boolean, reason: string | null) => ({ shown, allowed: reason === null, reason });
    expect(rubricAbilities('draft')).toEqual({
      edit: offered(true, null),
      archive: offered(true, null),
      attach: offered(true, null),
    });
    expect(rubricAbilities('inUse')).toEqual({
      edit: offered(true, RUBRIC_MESSAGES.inUse),
      archive: offered(true, null),
      attach: offered(true, null),
    });
    expect(rubricAbilities('archived')).toEqual({
      edit: offered(true, RUBRIC_MESSAGES.archived),
      archive: offered(false, RUBRIC_MESSAGES.archivedTwice),
      attach: offered(false, RUBRIC_MESSAGES.archived),
    });
  });

  it('reads a stored row as a state: archived first, then used', () => {
    expect(rubricStateOf({ archived: false, usedCount: 0 })).toBe('draft');
    expect(rubricStateOf({ archived: false, usedCount: 2 })).toBe('inUse');
    expect(rubricStateOf({ archived: true, usedCount: 2 })).toBe('archived');
  });
});

describe('rubric form rules', () => {
  it('accepts a complete rubric and numbers criteria and levels', () => {
    expect(explainRubricDraftRefusal(draft)).toBeUndefined();
    expect(rubric.title).toBe('论述题评分');
    expect(rubric.criteria.map((c) => c.id)).toEqual([1, 2]);
    expect(rubric.criteria[1]?.levels.map((l) => l.id)).toEqual([1, 2]);
  });

  it.each<[string, RubricDraft, string]>([
    ['no title', { ...draft, title: '  ' }, RUBRIC_MESSAGES.enterTitle],
    [
      'a long title',
      { ...draft, title: '题'.repeat(RUBRIC_LIMITS.titleMax + 1) },
      RUBRIC_MESSAGES.titleTooLong,
    ],
    ['no criteria', { ...draft, criteria: [] }, RUBRIC_MESSAGES.noCriteria],
    [
      'a criterion without a name',
      { ...draft, criteria: [{ name: '', levels: [{ text: 'a', points: 1 }] }] },
      RUBRIC_MESSAGES.enterCriterion,
    ],
    [
      'a criterion without levels',
      { ...draft, criteria: [{ name: 'a', levels: [] }] },
      RUBRIC_MESSAGES.noLevels,
    ],
    [
      'a level without text',
      { ...draft, criteria: [{ name: 'a', levels: [{ text: ' ', points: 1 }] }] },
      RUBRIC_MESSAGES.enterLevel,
    ],
    [
      'negative points',
      { ...draft, criteria: [{ name: 'a', levels: [{ text: 'b', points: -1 }] }] },
      RUBRIC_MESSAGES.pointsOutOfRange,
    ],
    [
      'two decimals',
      { ...draft, criteria: [{ name: 'a', levels: [{ text: 'b', points: 1.25 }] }] },
      RUBRIC_MESSAGES.pointsOutOfRange,
    ],
  ])('refuses %s', (_name, given, message) => {
    expect(explainRubricDraftRefusal(given)?.message).toBe(message);
  });

  describe('each limit holds at its value and refuses one more, on any criterion and level', () => {
    const level = (text = '好', points = 1) => ({ text, points });
    const criterion = (name = '论点', levels = [level(), level('差', 0)]) => ({ name, levels });
    /** A valid draft of two criteria whose second criterion's second level is the one changed. */
    const withLast = (name: string, levels: { text: string; points: number }[]): RubricDraft => ({
      title: '论述题评分',
      criteria: [criterion(), criterion(name, levels)],
    });
    const refusal = (d: RubricDraft) => explainRubricDraftRefusal(d);
    const invalid = (message: string) => ({ kind: 'invalid', message });

    it('title: at most 50 characters', () => {
      const title = (n: number) => ({ ...withLast('论据', [level(), level()]), title: '题'.repeat(n) });
      expect(refusal(title(RUBRIC_LIMITS.titleMax))).toBeUndefined();
      expect(refusal(title(RUBRIC_LIMITS.titleMax + 1))).toEqual(invalid(RUBRIC_MESSAGES.titleTooLong));
    });

    it('criteria: at most 20', () => {
      const criteria = (n: number): RubricDraft => ({ title: '评分', criteria: Array(n).fill(criterion()) });
      expect(refusal(criteria(RUBRIC_LIMITS.criteriaMax))).toBeUndefined();
      expect(refusal(criteria(RUBRIC_LIMITS.criteriaMax + 1))).toEqual(
        invalid(RUBRIC_MESSAGES.tooManyCriteria),
      );
    });

    it('criterion name: required, at most 50 characters', () => {
      expect(refusal(withLast(' ', [level()]))).toEqual(invalid(RUBRIC_MESSAGES.enterCriterion));
      expect(refusal(withLast('项'.repeat(RUBRIC_LIMITS.criterionNameMax), [level()]))).toBeUndefined();
      expect(refusal(withLast('项'.repeat(RUBRIC_LIMITS.criterionNameMax + 1), [level()]))).toEqual(
        invalid(RUBRIC_MESSAGES.criterionTooLong),
      );
    });

    it('levels: at least one and at most 10 per criterion', () => {
      expect(refusal(withLast('论据', []))).toEqual(invalid(RUBRIC_MESSAGES.noLevels));
      expect(refusal(withLast('论据', Array(RUBRIC_LIMITS.levelsMax).fill(level())))).toBeUndefined();
      expect(refusal(withLast('论据', Array(RUBRIC_LIMITS.levelsMax + 1).fill(level())))).toEqual(
        invalid(RUBRIC_MESSAGES.tooManyLevels),
      );
    });

    it('level text: required, at most 100 characters', () => {
      expect(refusal(withLast('论据', [level(), level(' ')]))).toEqual(invalid(RUBRIC_MESSAGES.enterLevel));
      expect(
        refusal(withLast('论据', [level(), level('字'.repeat(RUBRIC_LIMITS.levelTextMax))])),
      ).toBeUndefined();
      expect(
        refusal(withLast('论据', [level(), level('字'.repeat(RUBRIC_LIMITS.levelTextMax + 1))])),
      ).toEqual(invalid(RUBRIC_MESSAGES.levelTooLong));
    });

    it('points: from 0 to 100, at most one decimal', () => {
      const points = (p: number) => refusal(withLast('论据', [level(), level('好', p)]));
      expect(points(0)).toBeUndefined();
      expect(points(RUBRIC_LIMITS.pointsMax)).toBeUndefined();
      expect(points(2.5)).toBeUndefined();
      expect(points(RUBRIC_LIMITS.pointsMax + 0.1)).toEqual(invalid(RUBRIC_MESSAGES.pointsOutOfRange));
      expect(points(Number.NaN)).toEqual(invalid(RUBRIC_MESSAGES.pointsOutOfRange));
    });
  });
});

describe('grading by rubric', () => {
  it('refuses a level outside the rubric and a criterion left out', () => {
    expect(rubricLevelsRefusal(rubric, { 1: 2, 2: 3 })?.message).toBe(RUBRIC_MESSAGES.levelOutside);
    expect(rubricLevelsRefusal(rubric, { 1: 2, 9: 1 })?.message).toBe(RUBRIC_MESSAGES.levelOutside);
    expect(rubricLevelsRefusal(rubric, { 1: 2 })).toEqual({
      kind: 'invalid',
      message: RUBRIC_MESSAGES.levelMissing,
    });
    expect(rubricLevelsRefusal(rubric, { 1: 2, 2: 3 })).toEqual({
      kind: 'invalid',
      message: RUBRIC_MESSAGES.levelOutside,
    });
    expect(rubricLevelsRefusal(rubric, { 1: 2, 2: 1 })).toBeUndefined();
  });

  it("reads the chosen levels against the homework's copy, each beside its criterion's most", () => {
    expect(chosenRubricLevels(rubric, { 1: 2, 2: 1 })).toEqual([
      { criterionId: 1, criterion: '观点', levelId: 2, level: '清楚', points: 4, maxPoints: 4 },
      { criterionId: 2, criterion: '论据', levelId: 1, level: '不足', points: 1, maxPoints: 6.5 },
    ]);
    expect(chosenRubricLevels(rubric, { 1: 9 })).toEqual([]);
  });

  it('scores the sum, clamped to the question score', () => {
    expect(rubricMaximum(rubric)).toBe(10.5);
    expect(rubricSum(rubric, { 1: 2, 2: 1 })).toBe(5);
    expect(rubricGrade(rubric, { 1: 2, 2: 1 }, 2, 10)).toEqual({ score: 5, rate: null });
    expect(rubricGrade(rubric, { 1: 2, 2: 2 }, 2, 10)).toEqual({ score: 10, rate: null });
  });

  it('in rate mode maps the share of the maximum to the nearest fixed rate', () => {
    expect(rubricGrade(rubric, { 1: 2, 2: 2 }, 1, 1)).toEqual({ score: null, rate: 100 });
    expect(rubricGrade(rubric, { 1: 1, 2: 1 }, 1, 1)).toEqual({ score: null, rate: 0 });
    expect(rubricGrade(rubric, { 1: 2, 2: 1 }, 1, 1).rate).toBe(50);
    expect(nearestRate(67.5, 100)).toBe(75);
    expect(nearestRate(55, 100)).toBe(60);
    expect(nearestRate(12.5, 100)).toBe(25);
    expect(nearestRate(3, 0)).toBe(0);
  });
});
