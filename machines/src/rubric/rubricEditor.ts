import { assign, fromPromise, setup } from 'xstate';
import { explainRubricDraftRefusal, RUBRIC_LIMITS, type RubricDraft } from './rubricRules';

/** The rubric form as the editor holds it: points as typed text until saved. */
export interface RubricFormDraft {
  title: string;
  criteria: { name: string; levels: { text: string; points: string }[] }[];
}

export const emptyLevel = () => ({ text: '', points: '' });
export const emptyCriterion = () => ({ name: '', levels: [emptyLevel(), emptyLevel()] });
export const emptyRubricForm = (): RubricFormDraft => ({ title: '', criteria: [emptyCriterion()] });

/** A stored rubric as the form edits it. */
export const formOfRubric = (r: {
  title: string;
  criteria: readonly { name: string; levels: readonly { text: string; points: number }[] }[];
}): RubricFormDraft => ({
  title: r.title,
  criteria: r.criteria.map((c) => ({
    name: c.name,
    levels: c.levels.map((l) => ({ text: l.text, points: String(l.points) })),
  })),
});

/** The form as the rubric rules read it (a blank or unreadable points field is NaN, refused there). */
export const draftOfForm = (form: RubricFormDraft): RubricDraft => ({
  title: form.title,
  criteria: form.criteria.map((c) => ({
    name: c.name,
    levels: c.levels.map((l) => ({
      text: l.text,
      points: l.points.trim() === '' ? Number.NaN : Number(l.points),
    })),
  })),
});

/** Why the form cannot be saved yet (the rubric rule table's message), or undefined. */
export const rubricFormRefusal = (form: RubricFormDraft): string | undefined =>
  explainRubricDraftRefusal(draftOfForm(form))?.message;

export type RubricEditorEvent =
  | { type: 'rubric.rename'; title: string }
  | { type: 'criterion.add' }
  | { type: 'criterion.remove'; criterion: number }
  | { type: 'criterion.rename'; criterion: number; name: string }
  | { type: 'level.add'; criterion: number }
  | { type: 'level.remove'; criterion: number; level: number }
  | { type: 'level.describe'; criterion: number; level: number; text: string }
  | { type: 'level.score'; criterion: number; level: number; points: string }
  | { type: 'rubric.save' };

export interface RubricEditorInput {
  /** The rubric edited, or null to create one. */
  rubricId: number | null;
  form: RubricFormDraft;
}

export interface RubricEditorContext extends RubricEditorInput {
  /** Why the last save failed (the server's message), until the next save. */
  failure: string | null;
}

/** What the save actor is given: the rubric (null to create) and the draft as the rules read it. */
export interface SaveRubricInput {
  rubricId: number | null;
  draft: RubricDraft;
}

type Criterion = RubricFormDraft['criteria'][number];
type Level = Criterion['levels'][number];

const withCriterion = (form: RubricFormDraft, i: number, change: (c: Criterion) => Criterion) => ({
  ...form,
  criteria: form.criteria.map((c, j) => (j === i ? change(c) : c)),
});
const withLevel = (form: RubricFormDraft, i: number, k: number, change: (l: Level) => Level) =>
  withCriterion(form, i, (c) => ({ ...c, levels: c.levels.map((l, j) => (j === k ? change(l) : l)) }));
const levelsOf = (form: RubricFormDraft, i: number) => form.criteria[i]?.levels.length ?? 0;

/** What the draft takes while nothing is being saved, and the save itself. */
const DRAFT_EDITS = {
  'rubric.rename': { actions: 'rename' },
  'criterion.add': { guard: 'canAddCriterion', actions: 'addCriterion' },
  'criterion.remove': { guard: 'canRemoveCriterion', actions: 'removeCriterion' },
  'criterion.rename': { actions: 'renameCriterion' },
  'level.add': { guard: 'canAddLevel', actions: 'addLevel' },
  'level.remove': { guard: 'canRemoveLevel', actions: 'removeLevel' },
  'level.describe': { actions: 'describeLevel' },
  'level.score': { actions: 'scoreLevel' },
  'rubric.save': { guard: 'isSaveable', target: 'saving', actions: 'clearFailure' },
} as const;

/**
 * The rubric editor dialog: the draft's edits (criteria and levels added, removed, renamed, scored)
 * within the rubric rules' limits, then saved. `saving` invokes the `save` actor the screen supplies
 * with `rubricEditor.provide({ actors: { save } })`; a failure keeps the draft and its message.
 */
export const rubricEditor = setup({
  types: {
    context: {} as RubricEditorContext,
    events: {} as RubricEditorEvent,
    input: {} as RubricEditorInput,
  },
  actors: {
    save: fromPromise<unknown, SaveRubricInput>(() => Promise.reject(new Error('save is not provided'))),
  },
  guards: {
    canAddCriterion: ({ context }) => context.form.criteria.length < RUBRIC_LIMITS.criteriaMax,
    canRemoveCriterion: ({ context, event }) =>
      event.type === 'criterion.remove' &&
      context.form.criteria.length > 1 &&
      event.criterion < context.form.criteria.length,
    canAddLevel: ({ context, event }) =>
      event.type === 'level.add' &&
      event.criterion < context.form.criteria.length &&
      levelsOf(context.form, event.criterion) < RUBRIC_LIMITS.levelsMax,
    canRemoveLevel: ({ context, event }) =>
      event.type === 'level.remove' &&
      levelsOf(context.form, event.criterion) > 1 &&
      event.level < levelsOf(context.form, event.criterion),
    isSaveable: ({ context }) => rubricFormRefusal(context.form) === undefined,
  },
  actions: {
    rename: assign({
      form: ({ context, event }) =>
        event.type === 'rubric.rename' ? { ...context.form, title: event.title } : context.form,
    }),
    addCriterion: assign({
      form: ({ context }) => ({ ...context.form, criteria: [...context.form.criteria, emptyCriterion()] }),
    }),
    removeCriterion: assign({
      form: ({ context, event }) =>
        event.type === 'criterion.remove'
          ? { ...context.form, criteria: context.form.criteria.filter((_, j) => j !== event.criterion) }
          : context.form,
    }),
    renameCriterion: assign({
      form: ({ context, event }) =>
        event.type === 'criterion.rename'
          ? withCriterion(context.form, event.criterion, (c) => ({ ...c, name: event.name }))
          : context.form,
    }),
    addLevel: assign({
      form: ({ context, event }) =>
        event.type === 'level.add'
          ? withCriterion(context.form, event.criterion, (c) => ({
              ...c,
              levels: [...c.levels, emptyLevel()],
            }))
          : context.form,
    }),
    removeLevel: assign({
      form: ({ context, event }) =>
        event.type === 'level.remove'
          ? withCriterion(context.form, event.criterion, (c) => ({
              ...c,
              levels: c.levels.filter((_, j) => j !== event.level),
            }))
          : context.form,
    }),
    describeLevel: assign({
      form: ({ context, event }) =>
        event.type === 'level.describe'
          ? withLevel(context.form, event.criterion, event.level, (l) => ({ ...l, text: event.text }))
          : context.form,
    }),
    scoreLevel: assign({
      form: ({ context, event }) =>
        event.type === 'level.score'
          ? withLevel(context.form, event.criterion, event.level, (l) => ({
              ...l,
              points: event.points.trim(),
            }))
          : context.form,
    }),
    clearFailure: assign({ failure: null }),
    noteFailure: assign({
      failure: (_, params: { error: unknown }) =>
        params.error instanceof Error ? params.error.message : String(params.error),
    }),
  },
}).createMachine({
  id: 'rubricEditor',
  context: ({ input }) => ({ ...input, failure: null }),
  initial: 'editing',
  states: {
    editing: { on: DRAFT_EDITS },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ rubricId: context.rubricId, draft: draftOfForm(context.form) }),
        onDone: { target: 'saved' },
        onError: {
          target: 'failed',
          actions: { type: 'noteFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Editing after a refused save: the draft is kept and the refusal shown until the next save.
    failed: { on: DRAFT_EDITS },
    saved: { type: 'final' },
  },
});
