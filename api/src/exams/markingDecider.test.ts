import { describe, expect, it } from 'vitest';
import { given } from '../../test/givenWhenThen';
import type { AttemptEvent } from './attempt';
import {
  type ExamGradeRequest,
  type MarkingCommand,
  type MarkingFacts,
  markingDecider,
} from './markingDecider';

const NOW = 1_800_000_000;
const ref = { id: 5, examId: 2, uid: 42 };
const facts: MarkingFacts = {
  questions: [
    { question_id: 1, score: 4, subjective: false },
    { question_id: 2, score: 6, subjective: true },
    { question_id: 3, score: 5, subjective: true },
  ],
  passScore: 8,
};
const started: AttemptEvent = {
  type: 'ExamAttemptStarted',
  data: { ...ref, attemptNo: 1, startedAt: NOW, dueAt: NOW + 3600, hasSubjective: true },
};
const submitted: AttemptEvent = {
  type: 'ExamAttemptSubmitted',
  data: {
    ...ref,
    at: NOW + 600,
    timedOut: false,
    marks: [
      { question_id: 1, status: 1, score: 4 },
      { question_id: 2, status: 4, score: null },
      { question_id: 3, status: 3, score: 0 },
    ],
    objectiveScore: 4,
    testStatus: 2,
    isPass: 0,
    answerTime: 600,
  },
};
const teacher = { uid: 1, role: 'teacher' as const };
const mark = (patch: Partial<ExamGradeRequest> = {}): MarkingCommand => ({
  type: 'MarkExamQuestion',
  data: {
    facts,
    grade: { questionId: 2, score: 5, remark: '', images: [], type: 2, revision: undefined, ...patch },
    marker: teacher,
    now: NOW + 900,
  },
});
const finish = (comment = ''): MarkingCommand => ({
  type: 'FinishExamMarking',
  data: { facts, comment, marker: teacher, now: NOW + 1000 },
});
const eventsOf = (outcome: ReturnType<ReturnType<typeof given>['when']>) =>
  'events' in outcome ? (outcome.events as AttemptEvent[]) : [];

describe('exam marking decider (grading rules of homework, spec sections 4 and 5)', () => {
  it('an answered subjective question is graded with a score from 0 to its own', () => {
    expect(given(markingDecider, [started, submitted]).when(mark({ remark: '好' }))).toEqual({
      events: [
        {
          type: 'ExamQuestionMarked',
          data: {
            ...ref,
            question_id: 2,
            graded: true,
            status: 2,
            score: 5,
            remark: '好',
            images: [],
            revision: 1,
            markerUid: 1,
            markerRole: 'teacher',
            at: NOW + 900,
          },
        },
      ],
    });
    expect(given(markingDecider, [started, submitted]).when(mark({ score: 6.5 }))).toEqual({
      refused: 'invalid: 本题得分超出范围',
    });
    expect(
      eventsOf(given(markingDecider, [started, submitted]).when(mark({ score: 6 })))[0]?.data,
    ).toMatchObject({
      status: 1,
      score: 6,
    });
  });

  it('score required (请填写本题得分); a save without one keeps the remark, still pending', () => {
    expect(given(markingDecider, [started, submitted]).when(mark({ score: null }))).toEqual({
      refused: 'invalid: 请填写本题得分',
    });
    const kept = eventsOf(
      given(markingDecider, [started, submitted]).when(mark({ score: null, type: 1, remark: '再看' })),
    );
    expect(kept[0]?.data).toMatchObject({ graded: false, status: 4, score: null, remark: '再看' });
  });

  it('objective, unanswered and unknown questions are not marked by hand', () => {
    const when = (questionId: number) =>
      given(markingDecider, [started, submitted]).when(mark({ questionId }));
    expect(when(1)).toEqual({ refused: 'invalid: 客观题已自动判分，无需批阅' });
    expect(when(3)).toEqual({ refused: 'invalid: 该题未作答，无需批阅' });
    expect(when(9)).toEqual({ refused: 'not_found: 试题不存在' });
  });

  it('a paper still being answered is not marked: 学员尚未交卷，不能批阅', () => {
    expect(given(markingDecider, [started]).when(mark())).toEqual({
      refused: 'conflict: 学员尚未交卷，不能批阅',
    });
    expect(given(markingDecider, []).when(mark())).toEqual({ refused: 'not_found: 试题不存在' });
  });

  it('two markers on one question: the one on an older revision is refused', () => {
    const first = eventsOf(given(markingDecider, [started, submitted]).when(mark({ revision: 0 })));
    expect(given(markingDecider, [started, submitted, ...first]).when(mark({ revision: 0 }))).toEqual({
      refused: 'conflict: 本题已被其他老师批阅，请刷新后重试',
    });
  });

  it('finishing needs no pending question; it records the score and the pass against pass_score', () => {
    expect(given(markingDecider, [started, submitted]).when(finish())).toMatchObject({
      refused: expect.stringMatching(/^conflict: /),
    });
    const graded = eventsOf(given(markingDecider, [started, submitted]).when(mark({ score: 4 })));
    expect(given(markingDecider, [started, submitted, ...graded]).when(finish('好'))).toEqual({
      events: [
        {
          type: 'ExamAttemptMarked',
          data: {
            ...ref,
            marks: [
              { question_id: 1, status: 1, score: 4 },
              { question_id: 2, status: 2, score: 4 },
              { question_id: 3, status: 3, score: 0 },
            ],
            userScore: 8,
            isPass: 1,
            comment: '好',
            markerUid: 1,
            markerRole: 'teacher',
            at: NOW + 1000,
          },
        },
      ],
    });
    const low = eventsOf(given(markingDecider, [started, submitted]).when(mark({ score: 3.5 })));
    expect(
      eventsOf(given(markingDecider, [started, submitted, ...low]).when(finish()))[0]?.data,
    ).toMatchObject({
      userScore: 7.5,
      isPass: 0,
    });
  });

  it('a paper is reviewed once: finishing twice is refused; a grade changed afterwards records the result again', () => {
    const graded = eventsOf(given(markingDecider, [started, submitted]).when(mark({ score: 4 })));
    const finished = eventsOf(given(markingDecider, [started, submitted, ...graded]).when(finish('好')));
    const history = [started, submitted, ...graded, ...finished];
    expect(given(markingDecider, history).when(finish())).toMatchObject({
      refused: expect.stringMatching(/^conflict: /),
    });
    const changed = eventsOf(given(markingDecider, history).when(mark({ score: 6, revision: 1 })));
    expect(changed.map((e) => e.type)).toEqual(['ExamQuestionMarked', 'ExamAttemptMarked']);
    expect(changed[1]?.data).toMatchObject({ userScore: 10, isPass: 1, comment: '好' });
  });

  it('on a marked paper, a save without a score keeps the grade (still graded) and records no new result', () => {
    const graded = eventsOf(given(markingDecider, [started, submitted]).when(mark({ score: 4 })));
    const finished = eventsOf(given(markingDecider, [started, submitted, ...graded]).when(finish('好')));
    const history = [started, submitted, ...graded, ...finished];
    const kept = eventsOf(
      given(markingDecider, history).when(mark({ score: null, type: 1, remark: '再看' })),
    );
    expect(kept.map((e) => e.type)).toEqual(['ExamQuestionMarked']);
    expect(kept[0]?.data).toMatchObject({ graded: true, status: 2, score: 4, remark: '再看', revision: 2 });
  });

  it('finishing counts only grades given: a question saved without a score is still pending', () => {
    const kept = eventsOf(given(markingDecider, [started, submitted]).when(mark({ score: null, type: 1 })));
    expect(given(markingDecider, [started, submitted, ...kept]).when(finish())).toEqual({
      refused: 'conflict: 还有主观题未批改，请批改后再完成',
    });
  });
});
