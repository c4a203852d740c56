import { type Rule, rule } from '../refusals';
import { QUESTION_MESSAGES } from './questionRules';

/** Who may use the bank and change a question: the refusal tables of the question bank. */

export const QUESTION_ACCESS_MESSAGES = {
  noBankAccess: '没有使用题库的权限',
  publicReadOnly: '公共题库的题目只能查看',
} as const;

export interface BankActor {
  id: number;
  canDispatch: boolean;
}

export interface QuestionAccessArgs {
  actor: { id: number };
  question: { exists: boolean; ownerId: number; isPublic: boolean };
}

/** The bank is part of dispatching (the ques tab needs canDispatch). */
export const bankAccessRules: readonly Rule<{ actor: BankActor }>[] = [
  rule('forbidden', ({ actor }) => actor.canDispatch, QUESTION_ACCESS_MESSAGES.noBankAccess),
];

/**
 * Changing or deleting a question: only its owner. Someone else's own question answers as missing (its
 * existence is not revealed); a question of the shared bank is known to everyone and read-only.
 */
export const questionChangeRules: readonly Rule<QuestionAccessArgs>[] = [
  rule('not_found', ({ question }) => question.exists, QUESTION_MESSAGES.notFound),
  rule(
    'forbidden',
    ({ actor, question }) => question.ownerId === actor.id || !question.isPublic,
    QUESTION_ACCESS_MESSAGES.publicReadOnly,
  ),
  rule('not_found', ({ actor, question }) => question.ownerId === actor.id, QUESTION_MESSAGES.notFound),
];
