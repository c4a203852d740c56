import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate';
import { answeredCalls } from '../testing/answeredCalls';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import {
  emptyRubricForm,
  formOfRubric,
  type RubricEditorEvent,
  type RubricEditorInput,
  type RubricFormDraft,
  rubricEditor,
  rubricFormRefusal,
  type SaveRubricInput,
} from './rubricEditor';
import { RUBRIC_LIMITS, RUBRIC_MESSAGES } from './rubricRules';

const SERVER_MESSAGE = '评分标准已被作业使用，不能修改';

const valid: RubricFormDraft = formOfRubric({
  title: '论述评分',
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
});

function editor(input: RubricEditorInput, save = fromPromise<unknown, SaveRubricInput>(async () => null)) {
  return createActor(rubricEditor.provide({ actors: { save } }), { input }).start();
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('rubric editor: the draft', () => {
  it('asks the rubric rules why the form cannot be saved', () => {
    expect(rubricFormRefusal(emptyRubricForm())).toBe(RUBRIC_MESSAGES.enterTitle);
    expect(rubricFormRefusal(valid)).toBeUndefined();
    const blankPoints = { ...valid, criteria: [{ name: '观点', levels: [{ text: '清楚', points: '' }] }] };
    expect(rubricFormRefusal(blankPoints)).toBe(RUBRIC_MESSAGES.pointsOutOfRange);
  });

  it('renames, adds, describes and scores; typed points are trimmed', () => {
    const actor = editor({ rubricId: null, form: emptyRubricForm() });
    actor.send({ type: 'rubric.rename', title: '标准' });
    actor.send({ type: 'criterion.rename', criterion: 0, name: '观点' });
    actor.send({ type: 'level.describe', criterion: 0, level: 0, text: '清楚' });
    actor.send({ type: 'level.score', criterion: 0, level: 0, points: ' 4 ' });
    actor.send({ type: 'level.remove', criterion: 0, level: 1 });
    actor.send({ type: 'criterion.add' });
    expect(actor.getSnapshot().context.form).toEqual({
      title: '标准',
      criteria: [
        { name: '观点', levels: [{ text: '清楚', points: '4' }] },
        {
          name: '',
          levels: [
            { text: '', points: '' },
            { text: '', points: '' },
          ],
        },
      ],
    });
    actor.send({ type: 'criterion.remove', criterion: 1 });
    expect(actor.getSnapshot().context.form.criteria).toHaveLength(1);
  });

  it('keeps at least one criterion and one level of each', () => {
    const actor = editor({ rubricId: null, form: emptyRubricForm() });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'criterion.remove', criterion: 0 })).toBe(false);
    actor.send({ type: 'level.remove', criterion: 0, level: 0 });
    expect(actor.getSnapshot().can({ type: 'level.remove', criterion: 0, level: 0 })).toBe(false);
    expect(actor.getSnapshot().context.form.criteria[0]?.levels).toHaveLength(1);
  });

  it(`stops adding at ${RUBRIC_LIMITS.criteriaMax} criteria and ${RUBRIC_LIMITS.levelsMax} levels, the rules' limits`, () => {
    const actor = editor({ rubricId: null, form: emptyRubricForm() });
    for (let i = 0; i < RUBRIC_LIMITS.criteriaMax + 3; i++) actor.send({ type: 'criterion.add' });
    for (let i = 0; i < RUBRIC_LIMITS.levelsMax + 3; i++) actor.send({ type: 'level.add', criterion: 0 });
    const { form } = actor.getSnapshot().context;
    expect(form.criteria).toHaveLength(RUBRIC_LIMITS.criteriaMax);
    expect(form.criteria[0]?.levels).toHaveLength(RUBRIC_LIMITS.levelsMax);
    expect(actor.getSnapshot().can({ type: 'criterion.add' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'level.add', criterion: 0 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'level.add', criterion: 1 })).toBe(true);
  });
});

describe('rubric editor: which criterion and level an edit reaches', () => {
  it('removing a criterion removes that one, the others keep their order', () => {
    const actor = editor({ rubricId: 1, form: valid });
    actor.send({ type: 'criterion.remove', criterion: 0 });
    expect(actor.getSnapshot().context.form.criteria.map((c) => c.name)).toEqual(['论据']);
  });

  it('describing, scoring or removing a level changes that level only', () => {
    const actor = editor({ rubricId: 1, form: valid });
    actor.send({ type: 'level.describe', criterion: 1, level: 1, text: '很充分' });
    actor.send({ type: 'level.score', criterion: 1, level: 0, points: '2' });
    expect(actor.getSnapshot().context.form.criteria[1]?.levels).toEqual([
      { text: '不足', points: '2' },
      { text: '很充分', points: '6.5' },
    ]);
    actor.send({ type: 'level.remove', criterion: 1, level: 0 });
    expect(actor.getSnapshot().context.form.criteria[1]?.levels).toEqual([{ text: '很充分', points: '6.5' }]);
    expect(actor.getSnapshot().context.form.criteria[0]).toEqual(valid.criteria[0]);
  });

  it('an edit of a criterion or level the draft does not have is refused and changes nothing', () => {
    const actor = editor({ rubricId: 1, form: valid });
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'criterion.remove', criterion: 2 })).toBe(false);
    expect(snapshot.can({ type: 'level.add', criterion: 2 })).toBe(false);
    expect(snapshot.can({ type: 'level.remove', criterion: 0, level: 2 })).toBe(false);
    expect(snapshot.can({ type: 'level.remove', criterion: 0, level: 1 })).toBe(true);
    actor.send({ type: 'criterion.remove', criterion: 2 });
    actor.send({ type: 'level.add', criterion: 2 });
    actor.send({ type: 'level.remove', criterion: 0, level: 2 });
    expect(actor.getSnapshot().context.form).toEqual(valid);
  });

  it('points of blanks only read as not given (refused), not as 0', () => {
    const spaces = { ...valid, criteria: [{ name: '观点', levels: [{ text: '清楚', points: '  ' }] }] };
    expect(rubricFormRefusal(spaces)).toBe(RUBRIC_MESSAGES.pointsOutOfRange);
  });
});

describe('rubric editor: saving', () => {
  it('refuses to save a draft the rules refuse', () => {
    const actor = editor({ rubricId: null, form: emptyRubricForm() });
    expect(actor.getSnapshot().can({ type: 'rubric.save' })).toBe(false);
    actor.send({ type: 'rubric.save' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('saves the draft as the rules read it, then is saved', async () => {
    const sent: SaveRubricInput[] = [];
    const actor = editor(
      { rubricId: 7, form: valid },
      fromPromise<unknown, SaveRubricInput>(async ({ input }) => {
        sent.push(input);
      }),
    );
    actor.send({ type: 'rubric.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().can({ type: 'rubric.rename', title: 'x' })).toBe(false);
    await tick();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(sent).toEqual([
      {
        rubricId: 7,
        draft: {
          title: '论述评分',
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
        },
      },
    ]);
  });

  it('a refused save keeps the draft and shows why until the next save', async () => {
    const { call, answer } = answeredCalls();
    const actor = editor({ rubricId: 7, form: valid }, call<unknown, SaveRubricInput>());
    actor.send({ type: 'rubric.save' });
    await answer({ type: 'xstate.error.actor.save', error: new Error(SERVER_MESSAGE) });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failure: SERVER_MESSAGE, form: valid });
    actor.send({ type: 'rubric.rename', title: '论述评分二' });
    expect(actor.getSnapshot().context.failure).toBe(SERVER_MESSAGE);
    actor.send({ type: 'rubric.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe('rubric editor, model-based', () => {
  type Snapshot = AnyMachineSnapshot & { context: { failure: string | null } };
  const EDITS: RubricEditorEvent[] = [
    { type: 'rubric.rename', title: '标准' },
    { type: 'criterion.add' },
    { type: 'criterion.remove', criterion: 1 },
    { type: 'criterion.rename', criterion: 0, name: '论点' },
    { type: 'level.add', criterion: 0 },
    { type: 'level.remove', criterion: 0, level: 1 },
    { type: 'level.describe', criterion: 0, level: 0, text: '清楚' },
    { type: 'level.score', criterion: 0, level: 0, points: '3' },
    { type: 'rubric.save' },
  ];
  const answers = [
    { type: 'xstate.done.actor.save', output: null },
    { type: 'xstate.error.actor.save', error: new Error(SERVER_MESSAGE) },
  ] as unknown as RubricEditorEvent[];
  const model = invokingTestModel(rubricEditor, {
    input: { rubricId: 7, form: valid },
    events: (s) => (s.matches('saving') ? answers : EDITS),
    // Told apart by state and whether a refusal shows: the draft's contents do not change what may happen next.
    serializeState: (s) => `${JSON.stringify(s.value)} ${(s as Snapshot).context.failure ?? ''}`,
  });

  it('covers every state and transition with generated paths', () => {
    const paths = transitionCoveringPaths(model, rubricEditor);
    const declared = declaredGraph(rubricEditor);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });
});
