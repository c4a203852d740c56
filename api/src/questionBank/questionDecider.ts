import {
  firstQuestionMessage,
  firstRefusal,
  isBankQuesType,
  normalizeQuestion,
  QUESTION_MESSAGES,
  type QuestionDraft,
  questionChangeRules,
  questionIssues,
} from '@school/machines';
import { invalid, refused } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';
import {
  evolveQuestion,
  initialQuestionState,
  type QuestionEvent,
  type QuestionSource,
  type QuestionState,
} from './question';

export type QuestionCommand =
  | {
      type: 'AddQuestion';
      data: {
        id: number;
        ownerId: number;
        isPublic: boolean;
        question: QuestionDraft;
        source: QuestionSource;
        now: number;
      };
    }
  | { type: 'EditQuestion'; data: { actorId: number; question: QuestionDraft; now: number } }
  | { type: 'DeleteQuestion'; data: { actorId: number; now: number } };

export const QUESTION_NOT_FOUND = QUESTION_MESSAGES.notFound;

/** The rules of section 5, then the stored form; the first failing rule's message refuses. */
function acceptContent(draft: QuestionDraft) {
  const message = firstQuestionMessage(questionIssues(draft));
  if (message !== undefined || !isBankQuesType(draft.quesType))
    throw invalid(message ?? QUESTION_MESSAGES.choose);
  const ids = draft.items.map((item) => item.id);
  if (ids.some((id) => !Number.isInteger(id) || id <= 0) || new Set(ids).size !== ids.length) {
    throw invalid('小题编号不正确');
  }
  return normalizeQuestion({ ...draft, quesType: draft.quesType });
}

/** Only the owner changes a question (the bank's refusal table says how others are answered). */
function ownedBy(state: QuestionState, actorId: number) {
  const question =
    state.status === 'none'
      ? { exists: false, ownerId: 0, isPublic: false }
      : { exists: state.status === 'active', ownerId: state.ownerId, isPublic: state.isPublic };
  const refusal = firstRefusal(questionChangeRules, { actor: { id: actorId }, question });
  if (refusal || state.status !== 'active')
    throw refused(refusal ?? { kind: 'not_found', message: QUESTION_NOT_FOUND });
  return state;
}

export function decideQuestion(command: QuestionCommand, state: QuestionState): QuestionEvent[] {
  switch (command.type) {
    case 'AddQuestion': {
      const { id, ownerId, isPublic, question, source, now } = command.data;
      if (state.status !== 'none') throw invalid('题目编号已被使用');
      return [
        {
          type: 'QuestionAdded',
          data: { id, ownerId, isPublic, question: acceptContent(question), at: now, source },
        },
      ];
    }
    case 'EditQuestion': {
      const { actorId, question, now } = command.data;
      const current = ownedBy(state, actorId);
      if (question.quesType !== current.question.quesType) throw invalid(QUESTION_MESSAGES.typeLocked);
      return [
        { type: 'QuestionEdited', data: { id: current.id, question: acceptContent(question), at: now } },
      ];
    }
    case 'DeleteQuestion': {
      const current = ownedBy(state, command.data.actorId);
      return [{ type: 'QuestionDeleted', data: { id: current.id, at: command.data.now } }];
    }
    default:
      return unreachable(command);
  }
}

export const questionDecider: Decider<QuestionState, QuestionCommand, QuestionEvent> = {
  streamType: 'question',
  initialState: initialQuestionState,
  evolve: evolveQuestion,
  decide: decideQuestion,
};
