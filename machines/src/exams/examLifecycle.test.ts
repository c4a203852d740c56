import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { coveredGraph, declaredGraph } from '../testing/coverage';
import { EXAM_FORM_MESSAGES, type ExamForm, examFormRefusal, examTotalScore } from './examForm';
import {
  EXAM_MESSAGES,
  EXAM_STATUS,
  type ExamActor,
  type ExamLifecycleContext,
  type ExamLifecycleEvent,
  examAbilities,
  examLifecycle,
  examStateOfStatus,
  explainExamRefusal,
} from './examLifecycle';

const owner: ExamActor = { id: 't1', canDispatch: true };
const stranger: ExamActor = { id: 't2', canDispatch: true };
const noDispatch: ExamActor = { id: 't1', canDispatch: false };
const input: ExamLifecycleContext = { ownerId: 't1', questionCount: 3 };

const events: ExamLifecycleEvent[] = [
  { type: 'exam.edit', actor: owner, questionCount: 2 },
  { type: 'exam.edit', actor: stranger, questionCount: 1 },
  { type: 'exam.publish', actor: owner },
  { type: 'exam.publish', actor: noDispatch },
  { type: 'exam.close', actor: owner },
  { type: 'exam.close', actor: stranger },
];

describe('exam lifecycle, model-based', () => {
  const model = createTestModel(examLifecycle, { events, input });
  const paths = model.getSimplePaths();

  it('covers every state and transition of the machine', () => {
    const declared = declaredGraph(examLifecycle);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states);
    expect(covered.transitions).toEqual(declared.transitions);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(examLifecycle, { input }).start();
      await path.test({
        states: {
          draft: () => expect(actor.getSnapshot().value).toBe('draft'),
          published: () => {
            const s = actor.getSnapshot();
            expect(s.value).toBe('published');
            expect(s.can({ type: 'exam.edit', actor: owner, questionCount: 1 })).toBe(false);
          },
          closed: () => {
            const s = actor.getSnapshot();
            expect(s.status).toBe('done');
            for (const e of events) expect(s.can(e)).toBe(false);
          },
        },
        events: {
          'exam.edit': ({ event }) => void actor.send(event as ExamLifecycleEvent),
          'exam.publish': ({ event }) => void actor.send(event as ExamLifecycleEvent),
          'exam.close': ({ event }) => void actor.send(event as ExamLifecycleEvent),
        },
      });
    });
  }
});

describe('exam lifecycle refusals', () => {
  it('published exams refuse question changes', () => {
    expect(
      explainExamRefusal('published', input, { type: 'exam.edit', actor: owner, questionCount: 1 }),
    ).toEqual({
      kind: 'conflict',
      message: EXAM_MESSAGES.publishedLocked,
    });
  });
  it('a paper without questions is not published', () => {
    const empty = { ...input, questionCount: 0 };
    expect(
      examLifecycle
        .resolveState({ value: 'draft', context: empty })
        .can({ type: 'exam.publish', actor: owner }),
    ).toBe(false);
    expect(explainExamRefusal('draft', empty, { type: 'exam.publish', actor: owner })).toEqual({
      kind: 'invalid',
      message: EXAM_MESSAGES.noQuestions,
    });
  });
  it('who may act is heard before the state', () => {
    expect(explainExamRefusal('closed', input, { type: 'exam.close', actor: noDispatch }).message).toBe(
      EXAM_MESSAGES.noDispatch,
    );
    expect(explainExamRefusal('draft', input, { type: 'exam.close', actor: owner }).message).toBe(
      EXAM_MESSAGES.notPublished,
    );
  });
  it('the row offers what the machine accepts, with the reason otherwise', () => {
    expect(examAbilities('draft', input, owner)).toEqual({
      edit: { shown: true, allowed: true, reason: null },
      publish: { shown: true, allowed: true, reason: null },
      close: { shown: false, allowed: false, reason: EXAM_MESSAGES.notPublished },
    });
    expect(examAbilities('published', input, stranger).close).toEqual({
      shown: true,
      allowed: false,
      reason: EXAM_MESSAGES.notOwner,
    });
  });
});

describe('exam form rules', () => {
  const form: ExamForm = {
    name: '期中考试',
    classify_id: 1,
    sections: [
      {
        name: '一、选择题',
        introduce: '',
        questions: [
          { id: 1, score: 5 },
          {
            ques_type: 7,
            ques_stem: '中国的首都是____',
            blanks: [{ answers: ['北京', '北京市'] }],
            score: 5,
          },
        ],
      },
    ],
    pass_score: 6,
    duration: 60,
    time_type: 2,
    test_num: 2,
    class_ids: [5],
  };
  it('a complete form passes, its total is the sum of its scores', () => {
    expect(examFormRefusal(form)).toBeUndefined();
    expect(examTotalScore(form.sections)).toBe(10);
  });
  it.each([
    [{ name: ' ' }, EXAM_FORM_MESSAGES.name],
    [{ classify_id: 0 }, EXAM_FORM_MESSAGES.classify],
    [{ pass_score: 11 }, EXAM_FORM_MESSAGES.passScore],
    [{ duration: -1 }, EXAM_FORM_MESSAGES.duration],
    [{ time_type: 1 }, EXAM_FORM_MESSAGES.period],
    [{ time_type: 1, start_time: 200, end_time: 100 }, EXAM_FORM_MESSAGES.periodOrder],
    [{ test_num: 0 }, EXAM_FORM_MESSAGES.attempts],
    [{ class_ids: [] }, EXAM_FORM_MESSAGES.classes],
    [
      {
        sections: [
          { name: 'A', introduce: '', questions: [{ ques_type: 7, ques_stem: 'x', blanks: [], score: 1 }] },
        ],
      },
      EXAM_FORM_MESSAGES.blanks,
    ],
    [
      {
        sections: [
          {
            name: 'A',
            introduce: '',
            questions: [{ ques_type: 7, ques_stem: 'x', blanks: [{ answers: [' '] }], score: 1 }],
          },
        ],
      },
      EXAM_FORM_MESSAGES.blankAnswers,
    ],
  ])('refuses %j with its message', (patch, message) => {
    expect(examFormRefusal({ ...form, ...(patch as Partial<ExamForm>) })).toBe(message);
  });
});

describe('the exam as stored (status)', () => {
  it('status 1 draft, 2 published, 3 closed, and back', () => {
    expect(examStateOfStatus(1)).toBe('draft');
    expect(examStateOfStatus(2)).toBe('published');
    expect(examStateOfStatus(3)).toBe('closed');
    for (const [state, status] of Object.entries(EXAM_STATUS)) expect(examStateOfStatus(status)).toBe(state);
  });
});
