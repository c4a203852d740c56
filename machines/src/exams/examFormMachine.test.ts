import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { answeredCalls, isCallAnswer } from '../testing/answeredCalls';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import { invokingTestModel } from '../testing/testModel';
import {
  EXAM_FORM_MESSAGES,
  type ExamForm,
  examFormRefusal,
  examTotalScore,
  FILL_BLANK_TYPE,
} from './examForm';
import {
  blankAnswersOf,
  type ExamFormContext,
  type ExamFormEvent,
  emptyExamForm,
  examFormMachine,
  pickedBankIds,
} from './examFormMachine';

const bankQuestion = { id: 11, ques_type: 1, ques_stem: '<p>1+1=?</p>' };
const essay = { id: 12, ques_type: 5, ques_stem: '<p>简述</p>' };

/** A complete form but for its paper: the model adds the questions. */
const start: ExamForm = {
  ...emptyExamForm(),
  name: '单元测验',
  classify_id: 1,
  class_ids: [5],
};

/** Every event the model tries in every state, accepted or refused. */
const events: ExamFormEvent[] = [
  { type: 'form.change', patch: { pass_score: 100 } },
  { type: 'form.change', patch: { pass_score: 0 } },
  { type: 'section.add' },
  { type: 'section.change', section: 0, patch: { name: '一、选择题' } },
  { type: 'section.remove', section: 1 },
  { type: 'section.remove', section: 5 },
  { type: 'question.score', section: 0, index: 0, score: 5 },
  { type: 'question.move', section: 0, index: 1, by: -1 },
  { type: 'question.remove', section: 0, index: 0 },
  { type: 'blank.add', section: 0 },
  {
    type: 'blank.change',
    section: 0,
    index: 0,
    patch: { ques_stem: '<p>____</p>', blanks: [blankAnswersOf('2|二')] },
  },
  { type: 'picker.open', section: 0 },
  { type: 'picker.confirm', questions: [bankQuestion, essay], score: 3 },
  { type: 'picker.cancel' },
  { type: 'form.save' },
  { type: 'xstate.done.actor.persist', output: '42' } as unknown as ExamFormEvent,
  { type: 'xstate.error.actor.persist', error: new Error('只能选择自己的班级') } as unknown as ExamFormEvent,
];

/** A coarse key: the state, the paper's shape, the pass score, the error and whether it changed. */
const serializeState = (snapshot: any) => {
  const c = snapshot.context as ExamFormContext;
  return JSON.stringify([
    snapshot.value,
    c.form.sections.map((s) =>
      s.questions.map((q) => `${q.ques_type}:${q.id ?? ''}:${q.score}:${q.ques_stem ?? ''}`),
    ),
    c.form.pass_score,
    c.pickingSection,
    c.error,
    c.changed,
  ]);
};

describe('exam form, model-based', () => {
  const model = invokingTestModel(examFormMachine, {
    events: () => events,
    input: { form: start },
    serializeState,
    // Keep the graph small: at most two sections, four questions.
    filterEvents: (snapshot, event) => {
      const c = snapshot.context;
      if (event.type === 'section.add') return c.form.sections.length < 2;
      if (event.type === 'blank.add' || event.type === 'picker.open')
        return (c.form.sections[0]?.questions.length ?? 0) < 2;
      return true;
    },
  });
  const paths = transitionCoveringPaths(model, examFormMachine);

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(examFormMachine);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  it(`every generated path holds in the running machine (${paths.length} paths)`, async () => {
    for (const path of paths) {
      const sent: ExamForm[] = [];
      const { call, answer } = answeredCalls();
      const machine = examFormMachine.provide({
        actors: { persist: call<string, ExamForm>((f) => sent.push(f)) },
      });
      const actor = createActor(machine, { input: { form: start } }).start();
      const send = async ({ event }: { event: AnyEventObject }) => {
        if (isCallAnswer(event)) await answer(event);
        else actor.send(event as ExamFormEvent);
      };
      const check = (value: string) => (snapshot: any) => {
        const s = actor.getSnapshot();
        expect(s.value).toBe(value);
        expect(serializeState(s)).toBe(serializeState(snapshot));
        // A bank question is never on the paper twice.
        const ids = s.context.form.sections.flatMap((x) => x.questions.filter((q) => q.id).map((q) => q.id));
        expect(new Set(ids).size).toBe(ids.length);
      };
      await model.testPath(path as never, {
        states: {
          editing: check('editing'),
          picking: (snapshot) => {
            check('picking')(snapshot);
            expect(actor.getSnapshot().context.pickingSection).not.toBeNull();
          },
          saving: (snapshot) => {
            check('saving')(snapshot);
            // Only a form that keeps every rule is sent.
            expect(examFormRefusal(sent.at(-1) as ExamForm)).toBeUndefined();
            expect(sent.at(-1)).toEqual(actor.getSnapshot().context.form);
          },
          saved: () => {
            expect(actor.getSnapshot().status).toBe('done');
            expect(actor.getSnapshot().context).toMatchObject({ savedId: '42', changed: false });
          },
        },
        events: Object.fromEntries(events.map((e) => [e.type, send])) as never,
      });
    }
  }, 60_000);
});

describe('exam form rules', () => {
  const run = (...sent: ExamFormEvent[]) => {
    const actor = createActor(examFormMachine, { input: { form: start } }).start();
    for (const e of sent) actor.send(e);
    return actor.getSnapshot();
  };

  it('saving a form that breaks a rule stays and says which: 及格分不能大于总分', () => {
    const s = run({ type: 'form.change', patch: { pass_score: 5 } }, { type: 'form.save' });
    expect(s.value).toBe('editing');
    expect(s.context.error).toBe(EXAM_FORM_MESSAGES.passScore);
  });

  it('a fill-in-the-blank question needs an answer for every blank: 每个空至少需要一个参考答案', () => {
    const s = run(
      { type: 'blank.add', section: 0 },
      {
        type: 'blank.change',
        section: 0,
        index: 0,
        patch: { ques_stem: '<p>__ __</p>', blanks: [{ answers: ['甲'] }, { answers: [' '] }] },
      },
      { type: 'form.save' },
    );
    expect(s.context.error).toBe(EXAM_FORM_MESSAGES.blankAnswers);
    expect(s.context.form.sections[0]?.questions[0]?.ques_type).toBe(FILL_BLANK_TYPE);
  });

  it('the picker adds to the section it was opened for, each bank question once, with the given score', () => {
    const s = run(
      { type: 'section.add' },
      { type: 'picker.open', section: 1 },
      { type: 'picker.confirm', questions: [bankQuestion], score: 4 },
      { type: 'picker.open', section: 0 },
      { type: 'picker.confirm', questions: [bankQuestion, essay], score: 6 },
    );
    expect(s.context.form.sections.map((x) => x.questions.map((q) => [q.id, q.score]))).toEqual([
      [[12, 6]],
      [[11, 4]],
    ]);
    expect(examTotalScore(s.context.form.sections)).toBe(10);
    expect([...pickedBankIds(s.context.form)].sort()).toEqual([11, 12]);
  });

  it('blank answers are typed as one line separated by |', () => {
    expect(blankAnswersOf('北京|北京市｜Beijing')).toEqual({ answers: ['北京', '北京市', 'Beijing'] });
  });
  it('each limit of the exam form holds at its value and refuses one more', () => {
    const M = EXAM_FORM_MESSAGES;
    const q = (score: number) => ({ id: 1, ques_type: 1, score });
    const section = (name: string, questions = [q(1)]) => ({ name, introduce: '', questions });
    const base: ExamForm = { ...start, sections: [section('一')], pass_score: 0, duration: 0, test_num: 1 };
    const refusal = (patch: Partial<ExamForm>) => examFormRefusal({ ...base, ...patch });
    expect(refusal({})).toBeUndefined();
    expect(refusal({ name: ` ${'名'.repeat(100)} ` })).toBeUndefined();
    expect(refusal({ name: '名'.repeat(101) })).toBe(M.nameTooLong);
    expect(refusal({ sections: Array.from({ length: 20 }, () => section('一')) })).toBeUndefined();
    expect(refusal({ sections: Array.from({ length: 21 }, () => section('一')) })).toBe(M.tooManySections);
    expect(refusal({ sections: [section('区'.repeat(50))] })).toBeUndefined();
    expect(refusal({ sections: [section('一'), section('区'.repeat(51))] })).toBe(M.sectionName);
    expect(refusal({ sections: [section('一'), section('  ')] })).toBe(M.sectionName);
    const many = (n: number) => Array.from({ length: n }, () => q(1));
    expect(refusal({ sections: [section('一', many(200))] })).toBeUndefined();
    expect(refusal({ sections: [section('一', many(201))] })).toBe(M.tooManyQuestions);
    expect(refusal({ sections: [section('一', [q(1000)])] })).toBeUndefined();
    expect(refusal({ sections: [section('一', [q(1000.5)])] })).toBe(M.score);
    expect(refusal({ sections: [section('一', [q(0)])] })).toBe(M.score);
    expect(refusal({ pass_score: 1 })).toBeUndefined();
    expect(refusal({ pass_score: -1 })).toBe(M.passScore);
    expect(refusal({ duration: 24 * 60 })).toBeUndefined();
    expect(refusal({ duration: 24 * 60 + 1 })).toBe(M.duration);
    expect(refusal({ test_num: 99 })).toBeUndefined();
    expect(refusal({ test_num: 100 })).toBe(M.attempts);
    expect(refusal({ time_type: 1, start_time: 100, end_time: 101 })).toBeUndefined();
    expect(refusal({ time_type: 1, start_time: 100, end_time: 100 })).toBe(M.periodOrder);
    expect(refusal({ time_type: 1, start_time: 100 })).toBe(M.period);
  });

  it('a fill-in-the-blank question: a stem, 1 to 20 blanks, each with 1 to 10 answers of which one is not blank', () => {
    const M = EXAM_FORM_MESSAGES;
    const blank = (answers: string[]) => ({ answers });
    const fill = (patch: object) => ({
      id: 1,
      ques_type: FILL_BLANK_TYPE,
      ques_stem: '<p>__</p>',
      score: 1,
      ...patch,
    });
    const refusal = (patch: object) =>
      examFormRefusal({
        ...start,
        sections: [{ name: '一', introduce: '', questions: [fill(patch) as never] }],
      });
    expect(refusal({ blanks: Array.from({ length: 20 }, () => blank(['甲'])) })).toBeUndefined();
    expect(refusal({ blanks: Array.from({ length: 21 }, () => blank(['甲'])) })).toBe(M.blanks);
    expect(refusal({ blanks: [blank(['甲', ' '])] })).toBeUndefined();
    expect(refusal({ blanks: [blank(Array.from({ length: 10 }, () => '甲'))] })).toBeUndefined();
    expect(refusal({ blanks: [blank(Array.from({ length: 11 }, () => '甲'))] })).toBe(M.blankAnswers);
    expect(refusal({ ques_stem: '  ', blanks: [blank(['甲'])] })).toBe(M.blankStem);
    expect(refusal({ ques_stem: undefined, blanks: [blank(['甲'])] })).toBe(M.blankStem);
  });
});
