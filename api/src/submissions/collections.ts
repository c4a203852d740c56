import { COLLECT_MESSAGES } from '@school/machines';
import { conflict, notFound } from '../shared/errors';
import { type Decider, unreachable } from '../store/decider';

/**
 * A student's collected questions: one stream per student (`collections-<uid>`). A collection's id
 * is the position of the event that made it, so no counter is shared and a rebuild keeps the ids.
 */
export type CollectionEvent =
  | { type: 'QuestionCollected'; data: { uid: number; quesId: number; type: number; at: number } }
  | { type: 'QuestionUncollected'; data: { uid: number; quesId: number; at: number } };

export type CollectionCommand =
  | { type: 'CollectQuestion'; data: { uid: number; quesId: number; type: number; now: number } }
  | { type: 'UncollectQuestion'; data: { uid: number; quesId: number; now: number } };

export interface CollectionState {
  quesIds: readonly number[];
}

export const collectionDecider: Decider<CollectionState, CollectionCommand, CollectionEvent> = {
  streamType: 'collections',
  initialState: () => ({ quesIds: [] }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'QuestionCollected':
        return { quesIds: [...state.quesIds, event.data.quesId] };
      case 'QuestionUncollected':
        return { quesIds: state.quesIds.filter((id) => id !== event.data.quesId) };
      default:
        return unreachable(event);
    }
  },
  decide: (command, state) => {
    const { uid, quesId, now } = command.data;
    switch (command.type) {
      case 'CollectQuestion':
        if (state.quesIds.includes(quesId)) throw conflict(COLLECT_MESSAGES.already);
        return [{ type: 'QuestionCollected', data: { uid, quesId, type: command.data.type, at: now } }];
      case 'UncollectQuestion':
        if (!state.quesIds.includes(quesId)) throw notFound(COLLECT_MESSAGES.notFound);
        return [{ type: 'QuestionUncollected', data: { uid, quesId, at: now } }];
      default:
        return unreachable(command);
    }
  },
};
