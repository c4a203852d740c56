import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { accepts } from '../checkTransition';
import { coveredGraph, declaredGraph, transitionCoveringPaths } from '../testing/coverage';
import {
  explainReportRefusal,
  REPORT_MESSAGES,
  type ReportStatusContext,
  type ReportStatusEvent,
  reportAbilities,
  reportStateAfter,
  reportStateOf,
  reportStatus,
  resultsVisible,
  studentReportStatus,
} from './reportStatus';

const NOW = 1_800_000_000;
const DEADLINE = NOW + 86_400;
const withSubjective: ReportStatusContext = { endingTime: DEADLINE, hasSubjective: true, startedAt: null };
const objectiveOnly: ReportStatusContext = { endingTime: DEADLINE, hasSubjective: false, startedAt: null };

/** Every event the model may try, accepted or refused. */
const events: ReportStatusEvent[] = [
  { type: 'report.saveAnswers', now: NOW },
  { type: 'report.saveAnswers', now: DEADLINE },
  { type: 'report.submit', now: NOW },
  { type: 'report.submit', now: DEADLINE },
  { type: 'report.recall' },
  { type: 'report.grade' },
];

describe.each([
  ['with a subjective question', withSubjective],
  ['objective questions only', objectiveOnly],
])('report status, model-based (%s)', (_name, input) => {
  const model = createTestModel(reportStatus, { events, input });
  const paths = transitionCoveringPaths(model, reportStatus);
  const unreachable = input.hasSubjective ? 'none' : 'submitted';

  it('covers every state and transition reachable with this homework', () => {
    const declared = declaredGraph(reportStatus);
    const covered = coveredGraph(paths);
    expect(covered.states).toEqual(declared.states.filter((s) => s !== unreachable));
    expect(covered.transitions).toEqual(declared.transitions.filter((t) => !t.startsWith(unreachable)));
  });

  paths.forEach((path, n) => {
    it(`path ${n + 1}: ${path.steps.map((step) => step.event.type).join(' → ')}`, async () => {
      const actor = createActor(reportStatus, { input }).start();
      const closed = (state: 'submitted' | 'graded' | 'recalled') => {
        const s = actor.getSnapshot();
        expect(s.value).toBe(state);
        for (const e of events)
          if (e.type !== 'report.recall' && e.type !== 'report.grade') expect(s.can(e)).toBe(false);
        expect(s.can({ type: 'report.grade' })).toBe(state === 'submitted');
        expect(explainReportRefusal(state, input, { type: 'report.submit', now: NOW })?.message).toBe(
          state === 'recalled' ? REPORT_MESSAGES.recalled : REPORT_MESSAGES.submittedTwice,
        );
      };
      await model.testPath(path as never, {
        states: {
          notSubmitted: () => {
            const s = actor.getSnapshot();
            expect(s.value).toBe('notSubmitted');
            expect(s.can({ type: 'report.submit', now: NOW })).toBe(true);
            expect(s.can({ type: 'report.submit', now: DEADLINE })).toBe(false);
          },
          submitted: () => closed('submitted'),
          graded: () => closed('graded'),
          recalled: () => {
            closed('recalled');
            expect(actor.getSnapshot().status).toBe('done');
          },
        },
        events: {
          'report.saveAnswers': ({ event }) => void actor.send(event as ReportStatusEvent),
          'report.submit': ({ event }) => void actor.send(event as ReportStatusEvent),
          'report.recall': ({ event }) => void actor.send(event as ReportStatusEvent),
          'report.grade': ({ event }) => void actor.send(event as ReportStatusEvent),
        },
      });
    });
  });
});

describe('report status rules', () => {
  it('a homework with no subjective question goes straight to graded at submit', () => {
    const actor = createActor(reportStatus, { input: objectiveOnly }).start();
    actor.send({ type: 'report.submit', now: NOW });
    expect(actor.getSnapshot().value).toBe('graded');
  });

  it('the state after submitting: graded without a subjective question, else submitted', () => {
    const submit = { type: 'report.submit', now: NOW } as const;
    expect(reportStateAfter('notSubmitted', objectiveOnly, submit)).toBe('graded');
    expect(reportStateAfter('notSubmitted', withSubjective, submit)).toBe('submitted');
  });

  it('submit is refused at or after the deadline', () => {
    const late = { type: 'report.submit', now: DEADLINE } as const;
    expect(accepts(reportStatus, 'notSubmitted', withSubjective, late)).toBe(false);
    expect(explainReportRefusal('notSubmitted', withSubjective, late)).toEqual({
      kind: 'conflict',
      message: '作业已截止，不能提交',
    });
    expect(accepts(reportStatus, 'notSubmitted', withSubjective, { ...late, now: DEADLINE - 1 })).toBe(true);
  });

  it('submit is refused twice, and answers cannot change after it', () => {
    for (const state of ['submitted', 'graded'] as const) {
      expect(accepts(reportStatus, state, withSubjective, { type: 'report.submit', now: NOW })).toBe(false);
      expect(explainReportRefusal(state, withSubjective, { type: 'report.submit', now: NOW })?.message).toBe(
        '作业已提交，请勿重复提交',
      );
      expect(
        explainReportRefusal(state, withSubjective, { type: 'report.saveAnswers', now: NOW })?.message,
      ).toBe('作业已提交，不能修改答案');
    }
  });

  it('recall ends a report in any state; later commands hear 作业已撤回', () => {
    for (const state of ['notSubmitted', 'submitted', 'graded'] as const) {
      expect(accepts(reportStatus, state, withSubjective, { type: 'report.recall' })).toBe(true);
    }
    expect(
      explainReportRefusal('recalled', withSubjective, { type: 'report.saveAnswers', now: NOW }),
    ).toEqual({ kind: 'conflict', message: '作业已撤回' });
  });

  it('the first save starts the answer time; later saves keep it', () => {
    const actor = createActor(reportStatus, { input: withSubjective }).start();
    actor.send({ type: 'report.saveAnswers', now: NOW });
    actor.send({ type: 'report.saveAnswers', now: NOW + 60 });
    expect(actor.getSnapshot().context.startedAt).toBe(NOW);
  });

  it('what the student sees: 4 not submitted, 2 awaiting review, 5 scores hidden until the deadline, then 3', () => {
    expect(studentReportStatus('notSubmitted', withSubjective, DEADLINE)).toBe(4);
    expect(studentReportStatus('submitted', withSubjective, NOW)).toBe(2);
    expect(studentReportStatus('graded', withSubjective, NOW)).toBe(5);
    expect(studentReportStatus('graded', withSubjective, DEADLINE)).toBe(3);
  });

  describe('released grades: a homework published with results released by the teacher', () => {
    const manual = { endingTime: DEADLINE, releaseMode: 2 };
    it('given results not yet released, when the deadline has passed, then the graded report still hides its scores (5)', () => {
      expect(studentReportStatus('graded', manual, DEADLINE + 1)).toBe(5);
      expect(studentReportStatus('graded', { ...manual, released: false }, DEADLINE + 1)).toBe(5);
    });
    it('given the teacher released them, when the student reads, then the report is reviewed (3), even before the deadline', () => {
      expect(studentReportStatus('graded', { ...manual, released: true }, NOW)).toBe(3);
      expect(studentReportStatus('graded', { ...manual, released: true }, DEADLINE)).toBe(3);
    });
    it('given results not released, when the report is not graded yet, then it reads as before (4 not submitted, 2 being graded)', () => {
      expect(studentReportStatus('notSubmitted', manual, NOW)).toBe(4);
      expect(studentReportStatus('submitted', { ...manual, released: true }, NOW)).toBe(2);
    });
    it('given automatic release, when the teacher never releases, then the deadline alone decides (today’s behaviour)', () => {
      const auto = { endingTime: DEADLINE, releaseMode: 1, released: false };
      expect(studentReportStatus('graded', auto, NOW)).toBe(5);
      expect(studentReportStatus('graded', auto, DEADLINE)).toBe(3);
      expect(resultsVisible({ endingTime: DEADLINE }, DEADLINE)).toBe(true);
    });
  });

  it('the stored status and the recall give the state', () => {
    expect(reportStateOf(1, false)).toBe('notSubmitted');
    expect(reportStateOf(2, false)).toBe('submitted');
    expect(reportStateOf(3, false)).toBe('graded');
    expect(reportStateOf(2, true)).toBe('recalled');
  });

  it('what the student app offers: save and submit before the deadline, nothing after submitting', () => {
    expect(reportAbilities('notSubmitted', withSubjective, NOW)).toEqual({
      save_answers: { shown: true, allowed: true, reason: null },
      submit: { shown: true, allowed: true, reason: null },
    });
    expect(reportAbilities('notSubmitted', withSubjective, DEADLINE).submit).toEqual({
      shown: true,
      allowed: false,
      reason: '作业已截止，不能提交',
    });
    expect(reportAbilities('submitted', withSubjective, NOW).submit).toEqual({
      shown: false,
      allowed: false,
      reason: '作业已提交，请勿重复提交',
    });
  });
});
