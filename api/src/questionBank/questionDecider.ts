import {
  firstQuestionMessage,
  isBankQuesType,
  normalizeQuestion,
  QUESTION_MESSAGES,
  type QuestionDraft,
  questionIssues,
} from '@school/machines';
import { forbidden, invalid, notFound } from '../shared/errors';
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
export const PUBLIC_READ_ONLY = '公共题库的题目只能查看';

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

/**
 * Only the owner changes a question. Someone else's own question answers as missing (its existence
 * is not revealed); a question of the shared bank is known to everyone and read-only.
 */
function ownedBy(state: QuestionState, actorId: number) {
  if (state.status !== 'active') throw notFound(QUESTION_NOT_FOUND);
  if (state.ownerId !== actorId)
    throw state.isPublic ? forbidden(PUBLIC_READ_ONLY) : notFound(QUESTION_NOT_FOUND);
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
