import { assign, fromPromise, setup } from 'xstate';
import {
  type BlankDraft,
  type ExamForm,
  type ExamQuestionDraft,
  type ExamSectionDraft,
  examFormRefusal,
  FILL_BLANK_TYPE,
} from './examForm';

/**
 * The exam form screen (create or edit a draft): the form's fields, its sections with bank questions
 * and fill-in-the-blank questions, the question picker per section, and saving. The screen reads only
 * the snapshot; the save is an invoked call (`persist`) supplied by the screen.
 */

/** A question as the form shows it: the draft the API takes, with the bank question's stem and type for display. */
export type ExamFormQuestion = ExamQuestionDraft & { ques_type: number };

/** What the picker hands back: bank questions with their type and stem. */
export interface PickedQuestion {
  id: number;
  ques_type: number;
  ques_stem: string;
}

export interface ExamFormContext {
  form: ExamForm;
  /** The section the question picker adds to, while picking. */
  pickingSection: number | null;
  /** The first rule the form breaks, or the server's refusal, shown above the buttons. */
  error: string | null;
  /** Whether anything changed since it was loaded or saved (leaving asks first). */
  changed: boolean;
  /** The saved exam's id, once saved. */
  savedId: string | null;
}

export type ExamFormEvent =
  | { type: 'form.change'; patch: Partial<Omit<ExamForm, 'sections'>> }
  | { type: 'section.add' }
  | { type: 'section.change'; section: number; patch: Partial<Pick<ExamSectionDraft, 'name' | 'introduce'>> }
  | { type: 'section.remove'; section: number }
  | { type: 'question.score'; section: number; index: number; score: number }
  | { type: 'question.move'; section: number; index: number; by: -1 | 1 }
  | { type: 'question.remove'; section: number; index: number }
  | { type: 'blank.add'; section: number }
  | {
      type: 'blank.change';
      section: number;
      index: number;
      patch: Pick<ExamQuestionDraft, 'ques_stem' | 'blanks'>;
    }
  | { type: 'picker.open'; section: number }
  | { type: 'picker.confirm'; questions: readonly PickedQuestion[]; score: number }
  | { type: 'picker.cancel' }
  | { type: 'form.save' };

export interface ExamFormInput {
  form?: ExamForm;
}

/** A new exam's defaults: one empty section, long-term, unlimited time, one attempt. */
export const emptyExamForm = (): ExamForm => ({
  name: '',
  classify_id: 0,
  sections: [{ name: '第一部分', introduce: '', questions: [] }],
  pass_score: 0,
  duration: 0,
  time_type: 2,
  start_time: undefined,
  end_time: undefined,
  test_num: 1,
  class_ids: [],
});

/** A new fill-in-the-blank question: one blank waiting for its answers. */
export const newBlankQuestion = (): ExamFormQuestion => ({
  ques_type: FILL_BLANK_TYPE,
  ques_stem: '',
  blanks: [{ answers: [''] }],
  score: 2,
});

/** The bank question ids already on the paper: the picker marks them and never adds one twice. */
export const pickedBankIds = (form: ExamForm): Set<number> =>
  new Set(
    form.sections.flatMap((s) =>
      s.questions
        .filter((q) => q.ques_type !== FILL_BLANK_TYPE && q.id !== undefined)
        .map((q) => q.id as number),
    ),
  );

type Sections = ExamSectionDraft[];
const withSection = (sections: Sections, index: number, change: (s: ExamSectionDraft) => ExamSectionDraft) =>
  sections.map((s, i) => (i === index ? change(s) : s));
const withQuestions = (
  sections: Sections,
  index: number,
  change: (qs: ExamQuestionDraft[]) => ExamQuestionDraft[],
) => withSection(sections, index, (s) => ({ ...s, questions: change(s.questions) }));

function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(index, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** The sections after an event of the paper (pure: the machine and its tests share it). */
export function sectionsAfter(
  sections: Sections,
  event: ExamFormEvent,
  pickingSection: number | null,
): Sections {
  switch (event.type) {
    case 'section.add':
      return [...sections, { name: `第${sections.length + 1}部分`, introduce: '', questions: [] }];
    case 'section.change':
      return withSection(sections, event.section, (s) => ({ ...s, ...event.patch }));
    case 'section.remove':
      return sections.filter((_, i) => i !== event.section);
    case 'question.score':
      return withQuestions(sections, event.section, (qs) =>
        qs.map((q, i) => (i === event.index ? { ...q, score: event.score } : q)),
      );
    case 'question.move':
      return withQuestions(sections, event.section, (qs) => moved(qs, event.index, event.by));
    case 'question.remove':
      return withQuestions(sections, event.section, (qs) => qs.filter((_, i) => i !== event.index));
    case 'blank.add':
      return withQuestions(sections, event.section, (qs) => [...qs, newBlankQuestion()]);
    case 'blank.change':
      return withQuestions(sections, event.section, (qs) =>
        qs.map((q, i) =>
          i === event.index && q.ques_type === FILL_BLANK_TYPE ? { ...q, ...event.patch } : q,
        ),
      );
    case 'picker.confirm': {
      if (pickingSection === null) return sections;
      const onPaper = pickedBankIds({ ...emptyExamForm(), sections });
      const added = event.questions
        .filter((q) => !onPaper.has(q.id))
        .map(
          (q): ExamQuestionDraft => ({
            id: q.id,
            ques_type: q.ques_type,
            ques_stem: q.ques_stem,
            score: event.score,
          }),
        );
      return withQuestions(sections, pickingSection, (qs) => [...qs, ...added]);
    }
    default:
      return sections;
  }
}

/** A blank's accepted answers from one line of text, separated by `|` or `｜`. */
export const blankAnswersOf = (text: string): BlankDraft => ({ answers: text.split(/[|｜]/) });

const notProvided = () => Promise.reject(new Error('保存失败'));

export const examFormMachine = setup({
  types: {
    context: {} as ExamFormContext,
    events: {} as ExamFormEvent,
    input: {} as ExamFormInput,
  },
  actors: {
    /** Saves the form (create or edit); answers the exam's id. */
    persist: fromPromise<string, ExamForm>(notProvided),
  },
  guards: {
    isComplete: ({ context }) => examFormRefusal(context.form) === undefined,
    hasSection: ({ context, event }) =>
      'section' in event && event.section >= 0 && event.section < context.form.sections.length,
  },
  actions: {
    changeFields: assign(({ context, event }) =>
      event.type === 'form.change'
        ? { form: { ...context.form, ...event.patch }, changed: true, error: null }
        : {},
    ),
    changePaper: assign(({ context, event }) => ({
      form: {
        ...context.form,
        sections: sectionsAfter(context.form.sections, event, context.pickingSection),
      },
      changed: true,
      error: null,
    })),
    rememberSection: assign({
      pickingSection: ({ event }) => (event.type === 'picker.open' ? event.section : null),
    }),
    forgetSection: assign({ pickingSection: null }),
    explainRefusal: assign({ error: ({ context }) => examFormRefusal(context.form) ?? null }),
  },
}).createMachine({
  id: 'examForm',
  context: ({ input }) => ({
    form: input.form ?? emptyExamForm(),
    pickingSection: null,
    error: null,
    changed: false,
    savedId: null,
  }),
  initial: 'editing',
  states: {
    /** The form is being filled in. */
    editing: {
      on: {
        'form.change': { actions: 'changeFields' },
        'section.add': { actions: 'changePaper' },
        'section.change': { guard: 'hasSection', actions: 'changePaper' },
        'section.remove': { guard: 'hasSection', actions: 'changePaper' },
        'question.score': { guard: 'hasSection', actions: 'changePaper' },
        'question.move': { guard: 'hasSection', actions: 'changePaper' },
        'question.remove': { guard: 'hasSection', actions: 'changePaper' },
        'blank.add': { guard: 'hasSection', actions: 'changePaper' },
        'blank.change': { guard: 'hasSection', actions: 'changePaper' },
        'picker.open': { guard: 'hasSection', target: 'picking', actions: 'rememberSection' },
        'form.save': [{ guard: 'isComplete', target: 'saving' }, { actions: 'explainRefusal' }],
      },
    },
    /** The question picker is open for one section. */
    picking: {
      on: {
        'picker.confirm': { target: 'editing', actions: ['changePaper', 'forgetSection'] },
        'picker.cancel': { target: 'editing', actions: 'forgetSection' },
      },
    },
    /** The form is being sent; the screen's buttons wait. */
    saving: {
      invoke: {
        id: 'persist',
        src: 'persist',
        input: ({ context }) => context.form,
        onDone: {
          target: 'saved',
          actions: assign({ savedId: ({ event }) => event.output, changed: false, error: null }),
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : '保存失败'),
          }),
        },
      },
    },
    /** Saved: the screen goes back to the list. */
    saved: { type: 'final' },
  },
});
