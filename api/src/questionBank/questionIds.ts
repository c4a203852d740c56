import { invalid } from '../shared/errors';
import type { Decider } from '../store/decider';

/**
 * One stream (`questionIds-1`) hands out the numbers of questions and sub-questions. A reservation
 * is an ordinary command, so two writers never get the same number (the stream's version check) and
 * a rebuild sees the same numbers.
 */
export const QUESTION_IDS_STREAM = 'questionIds-1';

export type QuestionIdsEvent = { type: 'QuestionIdsReserved'; data: { first: number; count: number } };
export type QuestionIdsCommand = { type: 'ReserveQuestionIds'; data: { count: number } };
export interface QuestionIdsState {
  next: number;
}

export const questionIdsDecider: Decider<QuestionIdsState, QuestionIdsCommand, QuestionIdsEvent> = {
  streamType: 'questionIds',
  initialState: () => ({ next: 1 }),
  evolve: (state, { data }) => ({ next: Math.max(state.next, data.first + data.count) }),
  decide: ({ data }, state) => {
    if (!Number.isInteger(data.count) || data.count < 1) throw invalid('参数不正确');
    return [{ type: 'QuestionIdsReserved', data: { first: state.next, count: data.count } }];
  },
};

/** The numbers a reservation event handed out. */
export const reservedIds = ({ data }: QuestionIdsEvent) =>
  Array.from({ length: data.count }, (_, i) => data.first + i);
