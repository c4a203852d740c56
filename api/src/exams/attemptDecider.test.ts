import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import type { AttemptEvent } from './attempt';
import { type AttemptCommand, attemptDecider, type PaperFacts } from './attemptDecider';
import type { PaperQuestion } from './exam';

const NOW = 1_800_000_000;
const ref = { id: 5, examId: 2, uid: 42 };
const question = (patch: Partial<PaperQuestion>): PaperQuestion => ({
  question_id: 1,
  ques_id: 1,
  ques_type: 1,
  ques_stem: '<p>题</p>',
  ques_option: [
    { id: 1, content: 'A', is_right: 1 },
    { id: 2, content: 'B', is_right: 0 },
  ] as PaperQuestion['ques_option'],
  right_answer: '',
  ques_analysis: '',
  blanks: [],
  ques_item: [],
  score: 4,
  ...patch,
});
const objectivePaper: PaperFacts = {
  sections: [{ name: '一', introduce: '', questions: [question({})] }],
  passScore: 4,
};
const withEssay: PaperFacts = {
  sections: [
    {
      name: '一',
      introduce: '',
      questions: [question({}), question({ question_id: 2, ques_type: 5, score: 6 })],
    },
  ],
  passScore: 6,
};
const started = (hasSubjective = false, dueAt = NOW + 3600): AttemptEvent => ({
  type: 'ExamAttemptStarted',
  data: { ...ref, attemptNo: 1, startedAt: NOW, dueAt, hasSubjective },
});
const facts = {
  examStatus: 2,
  timeType: 1,
  startTime: NOW - 60,
  endTime: NOW + 7200,
  testNum: 1,
  attemptsUsed: 0,
  now: NOW,
};
const start = (patch: Partial<typeof facts> = {}): AttemptCommand => ({
  type: 'StartAttempt',
  data: {
    started: (started() as Extract<AttemptEvent, { type: 'ExamAttemptStarted' }>).data,
    facts: { ...facts, ...patch },
  },
});
const save = (
  answers: Record<string, { answer: string | string[]; is_sign: number }>,
  now = NOW + 60,
): AttemptCommand => ({
  type: 'SaveExamAnswers',
  data: { answers, now },
});
const submit = (paper = objectivePaper, now = NOW + 600): AttemptCommand => ({
  type: 'SubmitAttempt',
  data: { now, paper },
});
const timeOut = (paper = objectivePaper, now = NOW + 4000): AttemptCommand => ({
  type: 'TimeOutAttempt',
  data: { now, paper },
});

describe('exam attempt decider', () => {
  it('starting records the attempt; a closed exam, one not started or ended is refused', () => {
    expect(given(attemptDecider).when(start())).toEqual({ events: [started()] });
    expect(given(attemptDecider).when(start({ examStatus: 3 }))).toEqual({ refused: 'conflict: 考试已关闭' });
    expect(given(attemptDecider).when(start({ now: NOW - 61 }))).toEqual({
      refused: 'conflict: 考试尚未开始',
    });
    expect(given(attemptDecider).when(start({ now: NOW + 7200 }))).toEqual({
      refused: 'conflict: 考试已结束',
    });
    expect(given(attemptDecider).when(start({ attemptsUsed: 1 }))).toEqual({
      refused: 'conflict: 已达到可考次数',
    });
  });

  it('the same attempt cannot start twice: 已达到可考次数', () => {
    expect(given(attemptDecider, [started()]).when(start())).toEqual({ refused: 'conflict: 已达到可考次数' });
  });

  it('a paper never started is not found', () => {
    expect(given(attemptDecider).when(save({}))).toMatchObject({
      refused: expect.stringMatching(/^not_found: /),
    });
  });

  it('answers are saved while time remains; after it: 答题时间已到，试卷已自动提交', () => {
    const answers = { '1': { answer: '1', is_sign: 1 } };
    expect(given(attemptDecider, [started()]).when(save(answers))).toEqual({
      events: [{ type: 'ExamAnswersSaved', data: { ...ref, answers, at: NOW + 60 } }],
    });
    expect(given(attemptDecider, [started()]).when(save(answers, NOW + 3600))).toEqual({
      refused: 'conflict: 答题时间已到，试卷已自动提交',
    });
  });

  it('an objective paper is marked at submit: right options earn the score, the pass score decides is_pass', () => {
    const saved: AttemptEvent = {
      type: 'ExamAnswersSaved',
      data: { ...ref, answers: { '1': { answer: '1', is_sign: 0 } }, at: NOW + 60 },
    };
    expect(given(attemptDecider, [started(), saved]).when(submit())).toEqual({
      events: [
        {
          type: 'ExamAttemptSubmitted',
          data: {
            ...ref,
            at: NOW + 600,
            timedOut: false,
            marks: [{ question_id: 1, status: 1, score: 4 }],
            objectiveScore: 4,
            testStatus: 1,
            isPass: 1,
            answerTime: 600,
          },
        },
      ],
    });
    const wrong: AttemptEvent = {
      type: 'ExamAnswersSaved',
      data: { ...ref, answers: { '1': { answer: '2', is_sign: 0 } }, at: NOW + 60 },
    };
    const failed = given(attemptDecider, [started(), wrong]).when(submit());
    expect(failed).toMatchObject({
      events: [{ data: { marks: [{ status: 2, score: 0 }], isPass: 0, testStatus: 1 } }],
    });
  });

  it('a paper with a subjective question awaits review (test_status 2), not passed while awaiting', () => {
    const saved: AttemptEvent = {
      type: 'ExamAnswersSaved',
      data: {
        ...ref,
        answers: { '1': { answer: '1', is_sign: 0 }, '2': { answer: '<p>答</p>', is_sign: 0 } },
        at: NOW + 60,
      },
    };
    const outcome = given(attemptDecider, [started(true), saved]).when(submit(withEssay));
    expect(outcome).toMatchObject({
      events: [
        {
          data: {
            testStatus: 2,
            isPass: 0,
            objectiveScore: 4,
            marks: [{ status: 1 }, { status: 4, score: null }],
          },
        },
      ],
    });
  });

  it('awaiting review is not passed even when the objective score alone reaches the pass score', () => {
    const saved: AttemptEvent = {
      type: 'ExamAnswersSaved',
      data: { ...ref, answers: { '1': { answer: '1', is_sign: 0 } }, at: NOW + 60 },
    };
    const lowPass = { ...withEssay, passScore: 4 };
    expect(given(attemptDecider, [started(true), saved]).when(submit(lowPass))).toMatchObject({
      events: [{ data: { testStatus: 2, objectiveScore: 4, isPass: 0 } }],
    });
  });

  it('submitting twice is refused; a submit after time is up is refused', () => {
    const done = given(attemptDecider, [started()]).when(submit());
    const events = 'events' in done ? done.events : [];
    expect(given(attemptDecider, [started(), ...events]).when(submit())).toMatchObject({
      refused: expect.stringMatching(/^conflict: /),
    });
    expect(given(attemptDecider, [started()]).when(submit(objectivePaper, NOW + 3600))).toEqual({
      refused: 'conflict: 答题时间已到，试卷已自动提交',
    });
  });

  it('time out only when due (答题时间未到); the paper ends at the due time', () => {
    expect(given(attemptDecider, [started()]).when(timeOut(objectivePaper, NOW + 60))).toEqual({
      refused: 'conflict: 答题时间未到',
    });
    expect(given(attemptDecider, [started()]).when(timeOut())).toMatchObject({
      events: [
        { data: { at: NOW + 3600, timedOut: true, answerTime: 3600, marks: [{ status: 3, score: 0 }] } },
      ],
    });
  });
});
