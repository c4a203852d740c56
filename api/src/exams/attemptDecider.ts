import {
  ATTEMPT_MESSAGES,
  type AttemptStartFacts,
  attemptStartRules,
  attemptStateAfter,
  type ExamAttemptEvent,
  type ExamAttemptStateValue,
  explainAttemptRefusal,
  firstRefusal,
} from '@school/machines';
import { conflict, notFound, refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';
import {
  type AttemptEvent,
  type AttemptState,
  evolveAttempt,
  initialAttemptState,
  type SavedAnswer,
} from './attempt';
import type { PaperSection } from './exam';
import { markPaper } from './examMarking';

/** What marking needs of the exam, read at the edge. */
export interface PaperFacts {
  sections: PaperSection[];
  passScore: number;
}

export type AttemptCommand =
  | {
      type: 'StartAttempt';
      data: {
        started: Extract<AttemptEvent, { type: 'ExamAttemptStarted' }>['data'];
        facts: AttemptStartFacts;
      };
    }
  | { type: 'SaveExamAnswers'; data: { answers: Record<string, SavedAnswer>; now: number } }
  | { type: 'SubmitAttempt'; data: { now: number; paper: PaperFacts } }
  | { type: 'TimeOutAttempt'; data: { now: number; paper: PaperFacts } };

export function decideAttempt(command: AttemptCommand, state: AttemptState): AttemptEvent[] {
  if (command.type === 'StartAttempt') {
    if (state.status !== 'none') throw conflict(ATTEMPT_MESSAGES.noMoreAttempts);
    const refusal = firstRefusal(attemptStartRules, command.data.facts);
    if (refusal) throw refused(refusal);
    return [{ type: 'ExamAttemptStarted', data: command.data.started }];
  }
  if (state.status === 'none') throw notFound(ATTEMPT_MESSAGES.notYours);
  const stateValue = state.status;
  const next = (event: ExamAttemptEvent): ExamAttemptStateValue => {
    const after = attemptStateAfter(stateValue, state.context, event);
    if (!after) throw refused(explainAttemptRefusal(stateValue, state.context, event));
    return after;
  };
  const submitted = (
    now: number,
    paper: PaperFacts,
    timedOut: boolean,
    after: ExamAttemptStateValue,
  ): AttemptEvent => {
    const { marks, objectiveScore } = markPaper(paper.sections, state.answers);
    const testStatus = after === 'awaitingReview' ? 2 : 1;
    const end = timedOut && state.context.dueAt > 0 ? Math.min(now, state.context.dueAt) : now;
    return {
      type: 'ExamAttemptSubmitted',
      data: {
        ...state.ref,
        at: end,
        timedOut,
        marks,
        objectiveScore,
        testStatus,
        isPass: testStatus === 1 && objectiveScore >= paper.passScore ? 1 : 0,
        answerTime: Math.max(0, end - state.context.startedAt),
      },
    };
  };
  switch (command.type) {
    case 'SaveExamAnswers': {
      const { answers, now } = command.data;
      next({ type: 'attempt.save', now });
      return [{ type: 'ExamAnswersSaved', data: { ...state.ref, answers, at: now } }];
    }
    case 'SubmitAttempt': {
      const { now, paper } = command.data;
      return [submitted(now, paper, false, next({ type: 'attempt.submit', now }))];
    }
    case 'TimeOutAttempt': {
      const { now, paper } = command.data;
      return [submitted(now, paper, true, next({ type: 'attempt.timeOut', now }))];
    }
    default:
      return unreachable(command);
  }
}

export const attemptDecider: Decider<AttemptState, AttemptCommand, AttemptEvent> = {
  streamType: 'examAttempt',
  initialState: initialAttemptState,
  evolve: evolveAttempt,
  decide: decideAttempt,
};
