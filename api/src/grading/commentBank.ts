import { GRADING_COMMENT_MAX } from '@school/machines';
import { conflict, invalid, notFound } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

/**
 * Each grader's comment bank: one stream per grader (`commentBank-<uid>`); a comment's id is the
 * position of the event that banked it.
 */
export type CommentBankEvent =
  | { type: 'CommentBanked'; data: { uid: number; content: string; at: number } }
  | { type: 'CommentUnbanked'; data: { uid: number; id: number; at: number } };

export type CommentBankCommand =
  | { type: 'BankComment'; data: { uid: number; content: string; now: number } }
  | { type: 'UnbankComment'; data: { uid: number; id: number; exists: boolean; now: number } };

export const COMMENT_BANK_MAX = 50;
export const COMMENT_BANK_MESSAGES = {
  empty: '请输入评语',
  tooLong: `评语最多${GRADING_COMMENT_MAX}字`,
  full: `常用评语最多${COMMENT_BANK_MAX}条`,
  duplicate: '该评语已在常用评语中',
  notFound: '评语不存在',
} as const;

export interface CommentBankState {
  contents: readonly string[];
}

export const commentBankDecider: Decider<CommentBankState, CommentBankCommand, CommentBankEvent> = {
  streamType: 'commentBank',
  initialState: () => ({ contents: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CommentBanked':
        return { contents: [...state.contents, event.data.content] };
      case 'CommentUnbanked':
        // The content is not in the event; the count is what the rules read.
        return { contents: state.contents.slice(1) };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'BankComment': {
        const content = command.data.content.trim();
        if (content === '') throw invalid(COMMENT_BANK_MESSAGES.empty);
        if (content.length > GRADING_COMMENT_MAX) throw invalid(COMMENT_BANK_MESSAGES.tooLong);
        if (state.contents.length >= COMMENT_BANK_MAX) throw conflict(COMMENT_BANK_MESSAGES.full);
        return [{ type: 'CommentBanked', data: { uid: command.data.uid, content, at: command.data.now } }];
      }
      case 'UnbankComment':
        if (!command.data.exists) throw notFound(COMMENT_BANK_MESSAGES.notFound);
        return [
          {
            type: 'CommentUnbanked',
            data: { uid: command.data.uid, id: command.data.id, at: command.data.now },
          },
        ];
      default:
        return unreachable(command);
    }
  },
};
